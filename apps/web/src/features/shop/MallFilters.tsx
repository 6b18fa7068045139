import { useMemo } from 'react';
import { Button, Cascader, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { NATIONWIDE_AREA_ID, NATIONWIDE_LABEL, type RegionNode } from '@qishu/contract';
import { useRegionTree, useShopIndustries, useShopLabels } from './catalogue-api.ts';
import { ShopTexts } from './texts.ts';
import type { MallQuery } from './use-mall-query.ts';
import styles from './shop.module.css';

interface MallFiltersProps {
  query: MallQuery;
  onChange: (change: Partial<MallQuery>) => void;
}

const fieldNames = { label: 'label', value: 'sys_area_id', children: 'children' } as const;

/** The cascader path of a region code: province, city, district (as far as the tree has them). */
export function regionPath(tree: readonly RegionNode[], area: number | undefined): number[] {
  if (area === undefined) return [];
  if (area === NATIONWIDE_AREA_ID) return [NATIONWIDE_AREA_ID];
  const path: number[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  while (level) {
    const node: RegionNode | undefined = level.find(
      (n) => n.sys_area_id === area || String(area).startsWith(String(n.sys_area_id).replace(/(00)+$/, '')),
    );
    if (!node) break;
    path.push(node.sys_area_id);
    if (node.sys_area_id === area) return path;
    level = node.children;
  }
  return [];
}

/** Year, region (全国 first), industry, hot, labels and a keyword search; each change is in the URL. */
export function MallFilters({ query, onChange }: MallFiltersProps) {
  const regions = useRegionTree();
  const industries = useShopIndustries();
  const labels = useShopLabels();

  const regionOptions = useMemo<RegionNode[]>(
    () => [{ sys_area_id: NATIONWIDE_AREA_ID, label: NATIONWIDE_LABEL }, ...(regions.data ?? [])],
    [regions.data],
  );
  const areaValue = useMemo(() => regionPath(regionOptions, query.area), [regionOptions, query.area]);

  const hasFilter =
    query.year ||
    query.area ||
    query.industry ||
    query.hot !== undefined ||
    query.labels.length ||
    query.keywords;

  return (
    <div className={styles.filters} role="search" aria-label={ShopTexts.filtersLabel}>
      <div className={styles.filterRow}>
        <DatePicker
          picker="year"
          format="YYYY"
          aria-label={ShopTexts.yearFilter}
          placeholder={ShopTexts.yearFilter}
          value={query.year ? dayjs(`${query.year}-01-01`) : null}
          onChange={(value) => onChange({ year: value ? value.format('YYYY') : undefined })}
          className={styles.filterShort}
        />
        <Cascader<RegionNode>
          aria-label={ShopTexts.regionFilter}
          placeholder={ShopTexts.regionFilter}
          options={regionOptions}
          fieldNames={fieldNames}
          changeOnSelect
          showSearch
          loading={regions.isPending}
          value={areaValue}
          onChange={(path) => {
            const last = (path as number[] | undefined)?.at(-1);
            onChange({ area: last });
          }}
          className={styles.filterLong}
        />
        <Select
          aria-label={ShopTexts.industryFilter}
          placeholder={ShopTexts.industryFilter}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={industries.isPending}
          options={(industries.data ?? []).map((i) => ({ value: i.code, label: i.name }))}
          value={query.industry ?? null}
          onChange={(value: string | null | undefined) => onChange({ industry: value ?? undefined })}
          className={styles.filterLong}
        />
        <Select
          aria-label={ShopTexts.hotFilter}
          placeholder={ShopTexts.hotFilter}
          allowClear
          options={[
            { value: 1, label: ShopTexts.yes },
            { value: 0, label: ShopTexts.no },
          ]}
          value={query.hot ?? null}
          onChange={(value: 0 | 1 | null | undefined) => onChange({ hot: value ?? undefined })}
          className={styles.filterShort}
        />
        <Select
          mode="multiple"
          aria-label={ShopTexts.labelFilter}
          placeholder={ShopTexts.labelFilter}
          allowClear
          maxTagCount={1}
          loading={labels.isPending}
          options={(labels.data ?? []).map((l) => ({ value: l.shop_label_id, label: l.label_name }))}
          value={query.labels}
          onChange={(value: number[]) => onChange({ labels: value })}
          className={styles.filterLabels}
        />
        <Input.Search
          key={query.keywords ?? ''}
          aria-label={ShopTexts.keywordFilter}
          placeholder={ShopTexts.keywordPlaceholder}
          allowClear
          maxLength={30}
          defaultValue={query.keywords}
          onSearch={(value) => onChange({ keywords: value.trim() || undefined })}
          className={styles.filterSearch}
        />
        {hasFilter ? (
          <Button
            onClick={() =>
              onChange({
                year: undefined,
                area: undefined,
                industry: undefined,
                hot: undefined,
                labels: [],
                keywords: undefined,
              })
            }
          >
            {ShopTexts.resetFilters}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
