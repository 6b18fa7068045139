import type { CustomRequestRow } from '@qishu/contract';

/** A saved request to continue editing (a draft or a rejected request). */
export type CustomRequestDraft = Pick<
  CustomRequestRow,
  'agent_label_apply_id' | 'name' | 'label_year' | 'explain' | 'filter_condition' | 'del_condition'
>;

/** The fields of a request a new one starts from (修改定制条件 of a done request). */
export type CustomRequestTemplate = Omit<CustomRequestDraft, 'agent_label_apply_id'>;

/** A done request's fields as the start of a new request: the done one itself never changes. */
export function templateOf({
  name,
  label_year,
  explain,
  filter_condition,
  del_condition,
}: CustomRequestTemplate) {
  return { name, label_year, explain, filter_condition, del_condition } satisfies CustomRequestTemplate;
}
