import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { customRequestFields, type ApplySpecialDataRequest } from '@qishu/contract';
import { zodRule } from '../../lib/zod-rules.ts';
import type { CustomRequestTemplate } from './custom-request-template.ts';

/** The modal's field values (the year as a Dayjs for the year picker). */
export interface CustomRequestValues {
  name?: string;
  label_year?: Dayjs | null;
  explain?: string;
  filter_condition?: string;
  del_condition?: string;
}

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
