import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import {
  customOrderRequest,
  customRequestFields,
  type ApplySpecialDataRequest,
  type CustomRequestRow,
} from '@qishu/contract';
import { schemaError, zodRule } from '../../lib/zod-rules.ts';

/** The modal's field values (the year as a Dayjs for the year picker). */
export interface CustomRequestValues {
  name?: string;
  label_year?: Dayjs | null;
  explain?: string;
  filter_condition?: string;
  del_condition?: string;
}

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

/** The e-mail rule of the custom flow's order (the contract's schema): the pay form and the re-send. */
export const customEmailError = schemaError(customOrderRequest.shape.email);

export const customRequestRules = {
  name: [zodRule(customRequestFields.name)],
  explain: [zodRule(customRequestFields.explain)],
  filter_condition: [zodRule(customRequestFields.filter_condition)],
  del_condition: [zodRule(customRequestFields.del_condition)],
} satisfies Record<string, FormRule[]>;

export function valuesOfDraft(draft: CustomRequestTemplate | undefined): CustomRequestValues {
  if (!draft) return {};
  return {
    name: draft.name,
    label_year: draft.label_year ? dayjs(`${draft.label_year}-01-01`) : null,
    explain: draft.explain ?? '',
    filter_condition: draft.filter_condition,
    del_condition: draft.del_condition ?? '',
  };
}

/** The body of applySpecialData for `type` (1 submit, 0 draft). */
export function applyPayload(
  values: CustomRequestValues,
  type: 0 | 1,
  sysUserId: number,
  draftId: number | undefined,
): ApplySpecialDataRequest {
  return {
    name: (values.name ?? '').trim(),
    label_year: values.label_year ? values.label_year.format('YYYY') : null,
    explain: values.explain?.trim() || null,
    filter_condition: (values.filter_condition ?? '').trim(),
    del_condition: values.del_condition?.trim() || null,
    sys_user_id: sysUserId,
    type,
    ...(draftId !== undefined ? { agent_label_apply_id: draftId } : {}),
  };
}
