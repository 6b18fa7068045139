import { Form, Input, Select } from 'antd';
import type { CallInput, LeadCalls } from '@qishu/contract';
import type { ListParams } from '../../lib/admin-ui/index.ts';
import { searchQuery } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { useSaleLabels } from './assign-api.ts';

/** The search bar fields of a lead list to pick from: company keyword and (with sale:label:list) a label. */
export function LeadSearchFields() {
  const { allowed, labels, loading } = useSaleLabels();
  return (
    <>
      <Form.Item name="keyword" label={T.keyword}>
        <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
      </Form.Item>
      {allowed && (
        <Form.Item name="label_id" label={T.label}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={T.allLabels}
            loading={loading}
            style={{ width: 160 }}
            options={labels.map((l) => ({ value: l.label_id, label: l.name }))}
          />
        </Form.Item>
      )}
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
