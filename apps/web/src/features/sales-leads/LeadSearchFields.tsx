import { Form, Input, Select } from 'antd';
import type { CallInput, LeadCalls } from '@qishu/contract';
import type { ListParams } from '../../lib/admin-ui/index.ts';
import { searchQuery } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { useSaleLabels } from './assign-api.ts';

/**
 * 标签: the organisation's labels to choose one from (searchable by name, the value its label_id);
 * nothing without sale:label:list.
 */
export function SaleLabelField(props: { label: string; placeholder: string; width?: number }) {
  const { allowed, labels, loading } = useSaleLabels();
  if (!allowed) return null;
  return (
    <Form.Item name="label_id" label={props.label}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={props.placeholder}
        loading={loading}
        style={props.width ? { width: props.width } : undefined}
        options={labels.map((l) => ({ value: l.label_id, label: l.name }))}
      />
    </Form.Item>
  );
}

/** The search bar fields of a lead list to pick from: company keyword and (with sale:label:list) a label. */
export function LeadSearchFields() {
  return (
    <>
      <Form.Item name="keyword" label={T.keyword}>
        <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
      </Form.Item>
      <SaleLabelField label={T.label} placeholder={T.allLabels} width={160} />
    </>
  );
}

/** The list call's filters from the ListPage's search values (empty fields dropped). */
export function leadListFilters(
  search: Record<string, unknown>,
  pool: boolean,
): Omit<CallInput<typeof LeadCalls.list>, 'page' | 'limit'> {
  const fields = searchQuery(search);
  return {
    pool,
    ...(typeof fields.keyword === 'string' ? { keyword: fields.keyword } : {}),
    ...(typeof fields.label_id === 'number' ? { label_id: fields.label_id } : {}),
  };
}

/** The list call's input from the ListPage's params (empty fields dropped). */
export function leadListInput(p: ListParams, pool: boolean): CallInput<typeof LeadCalls.list> {
  const { page, limit, ...rest } = p;
  return { page, limit, ...leadListFilters(rest, pool) };
}
