import { useMemo, useState } from 'react';
import { Select, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductStatus, type SubjectProductRef } from '@qishu/contract';
import { formatPrice } from '../../lib/format.ts';
import { subjectProductsQuery } from './mall-orders-api.ts';
import { MallOrderTexts } from './texts.ts';

/**
 * A searchable multi-select of data products; the value is the ids in the order they were picked.
 * `known` are the products already in the subject (so their names show before any search).
 */
export function ProductPicker(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  known: SubjectProductRef[];
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const query = useQuery({ ...subjectProductsQuery(keyword), placeholderData: keepPreviousData });
  const [seen, setSeen] = useState<Map<number, SubjectProductRef>>(new Map());
  const byId = useMemo(() => {
    const m = new Map(seen);
    for (const p of props.known) m.set(p.shop_product_id, p);
    for (const p of query.data ?? []) m.set(p.shop_product_id, p);
    return m;
  }, [seen, props.known, query.data]);
  const selected = props.value ?? [];
  const shown = [
    ...selected.map((id) => byId.get(id)).filter((p): p is SubjectProductRef => p !== undefined),
    ...(query.data ?? []).filter((p) => !selected.includes(p.shop_product_id)),
  ];

  return (
    <Select<number[]>
      id={props.id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={query.isFetching}
      value={selected}
      onChange={(ids) => {
        setSeen(byId);
        props.onChange?.(ids);
      }}
      onBlur={() => setKeyword('')}
      options={shown.map((p) => ({
        value: p.shop_product_id,
        label: p.name,
        title: p.name,
        product: p,
      }))}
      optionRender={(o) => {
        const p = (o.data as { product: SubjectProductRef }).product;
        return (
          <span>
            {p.name} <span style={{ color: 'var(--ant-color-text-secondary)' }}>{formatPrice(p.price)}</span>
            {p.status === ProductStatus.withdrawn && (
              <Tag style={{ marginInlineStart: 6 }}>{MallOrderTexts.subject.withdrawn}</Tag>
            )}
          </span>
        );
      }}
    />
  );
}
