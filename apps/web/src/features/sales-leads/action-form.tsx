import { useMemo, type ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, type DatePickerProps, type FormInstance } from 'antd';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { ActionLimits, ActionMessages as M } from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { AMOUNT_MAX_YUAN, yuanFormatter } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { statusOptions } from './action-ui.tsx';
import { LeadPicker, type PickedLead } from './LeadPicker.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

/** A row of form fields: side by side from 576 px, stacked on a phone. */
export const halfCol = { xs: 24, sm: 12 } as const;

/** A picked day → 'YYYY-MM-DD', none → null. */
export const toDay = (d: Dayjs | null | undefined): string | null => (d ? d.format('YYYY-MM-DD') : null);

/** 'YYYY-MM-DD' of the API → the picker's day. */
export const fromDay = (day: string | null | undefined): Dayjs | null => (day ? dayjs(day) : null);

/**
 * What a record's dialog is given: `editing` is the row being changed, 'new' a new one, null closed;
 * `lead` is the client the page is for (preselected in a new record).
 */
export interface RecordDialogProps<Row> {
  editing: Row | 'new' | null;
  lead?: PickedLead | null | undefined;
  onClose: () => void;
}

/**
 * The 新建 / 修改 dialog of a 客户管理 record (拜访, 合同, 订单). The form opens with `newValues` (and
 * the page's `lead` preselected) or the row's values (`toValues`); both are read when the dialog
 * opens, so pass module-level ones. 确定 validates and `save`s (the row is null for a new record):
 * the server's message is shown, the dialog closes and `reload`'s lists load again. `children` get
 * the form, the lead the picker already knows (the row's, or the page's) and the row.
 */
export function RecordFormModal<Row extends PickedLead, Values extends object>(
  props: RecordDialogProps<Row> & {
    title: { create: string; edit: string };
    newValues?: Partial<Values>;
    toValues: (row: Row) => Partial<Values>;
    save: (values: Values, row: Row | null) => Promise<{ message: string }>;
    reload: (client: QueryClient) => Promise<unknown>;
    width?: number;
    children: (ctx: {
      form: FormInstance<Values>;
      knownLead: PickedLead | null;
      row: Row | null;
    }) => ReactNode;
  },
) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const { editing, newValues, toValues } = props;
  const row = editing !== null && editing !== 'new' ? editing : null;
  const save = useMutation({
    mutationFn: (v: Values) => props.save(v, row),
    onSuccess: async (out) => {
      void message.success(out.message || M.saved);
      props.onClose();
      await props.reload(client);
    },
  });

  // the form resets whenever these change: only on opening, never while typing
  const presetLead = props.lead?.lead_id;
  const initial = useMemo<Partial<Values> | undefined>(() => {
    if (editing === null) return undefined;
    if (editing === 'new')
      return { ...newValues, ...(presetLead ? { lead_id: presetLead } : {}) } as Partial<Values>;
    return toValues(editing);
  }, [editing, presetLead, newValues, toValues]);
  const knownLead = row ? { lead_id: row.lead_id, company_name: row.company_name } : (props.lead ?? null);

  return (
    <FormModal<Values>
      open={editing !== null}
      title={editing === 'new' ? props.title.create : props.title.edit}
      initialValues={initial}
      onCancel={props.onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      saving={save.isPending}
      width={props.width}
    >
      {(form) => props.children({ form, knownLead, row })}
    </FormModal>
  );
}

/** 客户: the lead the record is for, searched among the user's leads. */
export function LeadField(props: { known: PickedLead | null; disabled?: boolean }) {
  return (
    <Form.Item name="lead_id" label={T.lead} rules={[{ required: true, message: M.leadRequired }]}>
      <LeadPicker known={props.known} disabled={props.disabled} />
    </Form.Item>
  );
}

/** The record's name (合同名称, 订单名称): required, at most ActionLimits.textMax. */
export function TitleField(props: { label: string; placeholder: string }) {
  return (
    <Form.Item
      name="title"
      label={props.label}
      rules={[
        { required: true, whitespace: true, message: M.titleRequired },
        { max: ActionLimits.textMax, message: M.titleTooLong },
      ]}
    >
      <Input maxLength={ActionLimits.textMax} placeholder={props.placeholder} />
    </Form.Item>
  );
}

/**
 * An amount in yuan (0 to 100 亿, two decimals, shown with thousands separators); the form turns it
 * into fen with `toFen`. Form.Item passes id, value and onChange.
 */
export function YuanInput(props: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  return (
    <InputNumber<number>
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      min={0}
      max={AMOUNT_MAX_YUAN}
      precision={2}
      step={100}
      prefix="¥"
      formatter={yuanFormatter}
      style={{ width: '100%' }}
    />
  );
}

/** The record's amount (合同金额, 订单金额) in yuan, required. */
export function AmountField(props: { label: string }) {
  return (
    <Form.Item name="amount" label={props.label} rules={[{ required: true, message: T.amountRequired }]}>
      <YuanInput />
    </Form.Item>
  );
}

/** A day picker ('YYYY-MM-DD'); Form.Item passes id, value and onChange. */
export function DayPicker(props: DatePickerProps) {
  return (
    <DatePicker format="YYYY-MM-DD" placeholder={T.datePlaceholder} style={{ width: '100%' }} {...props} />
  );
}

/** 状态: one of the record's statuses, required. */
export function StatusField(props: { statuses: readonly { key: string; label: string }[] }) {
  return (
    <Form.Item name="status" label={T.status} rules={[{ required: true }]}>
      <Select options={statusOptions(props.statuses)} />
    </Form.Item>
  );
}

/** 备注: optional, at most ActionLimits.remarkMax. */
export function RemarkField() {
  return (
    <Form.Item
      name="remark"
      label={T.remark}
      rules={[{ max: ActionLimits.remarkMax, message: M.remarkTooLong }]}
    >
      <Input.TextArea
        rows={3}
        maxLength={ActionLimits.remarkMax}
        showCount
        placeholder={T.remarkPlaceholder}
      />
    </Form.Item>
  );
}
