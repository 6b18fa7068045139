import { useMemo } from 'react';
import { App, DatePicker, Form, Input, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ActionLimits,
  ActionMessages as M,
  type ActionCalls,
  type CallInput,
  type VisitRow,
} from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { actionApi, reloadVisits } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { beforeToday, followInstant } from './follow-time.ts';
import { shortTime } from './lead-time.ts';
import { LeadPicker, type PickedLead } from './LeadPicker.tsx';

interface VisitValues {
  lead_id: number;
  planned_at: Dayjs;
  address?: string;
  purpose: string;
}

/** The visit's fields of the form → the call's body: texts trimmed, the time as an ISO instant. */
export function visitBody(v: Omit<VisitValues, 'lead_id'>) {
  return {
    planned_at: followInstant(v.planned_at),
    purpose: v.purpose.trim(),
    address: v.address?.trim() || null,
  };
}

/** A time of the API ('YYYY-MM-DD HH:mm:ss' China time or an ISO instant) as the picker's China wall time. */
export const pickerTime = (value: string) => dayjs(shortTime(value));

const notPast = async (_rule: unknown, value: Dayjs | null | undefined) => {
  if (value && beforeToday(value)) throw new Error(M.plannedAtPast);
};

/**
 * 新建拜访 / 修改拜访: the lead (fixed once planned), when, where and why. `editing` is the planned
 * visit being changed, 'new' a new one (`lead` preselected when the page is for one lead), null closed.
 */
export function VisitFormModal(props: {
  editing: VisitRow | 'new' | null;
  lead?: PickedLead | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { editing } = props;
  const save = useMutation({
    mutationFn: (v: VisitValues) =>
      editing !== null && editing !== 'new'
        ? actionApi.updateVisit({ id: editing.visit_id, ...visitBody(v) })
        : actionApi.createVisit({ lead_id: v.lead_id, ...visitBody(v) }),
    onSuccess: async (out) => {
      void message.success(out.message || M.saved);
      props.onClose();
      await reloadVisits(client);
    },
  });

  // the form resets whenever these change: only on opening, never while typing
  const presetLead = props.lead?.lead_id;
  const initial = useMemo<Partial<VisitValues> | undefined>(() => {
    if (editing === null) return undefined;
    if (editing === 'new') return presetLead ? { lead_id: presetLead } : undefined;
    return {
      lead_id: editing.lead_id,
      planned_at: pickerTime(editing.planned_at),
      address: editing.address ?? '',
      purpose: editing.purpose,
    };
  }, [editing, presetLead]);
  const known =
    editing !== null && editing !== 'new'
      ? { lead_id: editing.lead_id, company_name: editing.company_name }
      : (props.lead ?? null);

  return (
    <FormModal<VisitValues>
      open={editing !== null}
      title={editing === 'new' ? T.newVisit : T.editVisit}
      initialValues={initial}
      onCancel={props.onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      saving={save.isPending}
    >
      <Form.Item name="lead_id" label={T.lead} rules={[{ required: true, message: M.leadRequired }]}>
        <LeadPicker known={known} disabled={editing !== 'new'} />
      </Form.Item>
      <Form.Item
        name="planned_at"
        label={T.plannedAtLabel}
        rules={[{ required: true, message: M.plannedAtRequired }, { validator: notPast }]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={beforeToday}
          placeholder={T.plannedAtPlaceholder}
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={T.addressLabel}
        rules={[{ max: ActionLimits.textMax, message: M.titleTooLong }]}
      >
        <Input maxLength={ActionLimits.textMax} placeholder={T.addressPlaceholder} />
      </Form.Item>
      <Form.Item
        name="purpose"
        label={T.purpose}
        rules={[
          { required: true, whitespace: true, message: M.purposeRequired },
          { max: ActionLimits.textMax, message: M.titleTooLong },
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={ActionLimits.textMax}
          showCount
          placeholder={T.purposePlaceholder}
        />
      </Form.Item>
    </FormModal>
  );
}

interface CheckInValues {
  outcome: string;
  next_action?: string;
  next_at?: Dayjs | null;
}

/** The check-in form → the call's body: the outcome trimmed, an empty next step left out. */
export function checkInBody(id: number, v: CheckInValues): CallInput<typeof ActionCalls.checkIn> {
  const nextAction = v.next_action?.trim();
  return {
    id,
    outcome: v.outcome.trim(),
    ...(nextAction ? { next_action: nextAction } : {}),
    ...(v.next_at ? { next_at: followInstant(v.next_at) } : {}),
  };
}

/**
 * 拜访签到: the outcome (required; it becomes a follow-up record of the lead) and, optionally, the
 * next step and when.
 */
export function CheckInModal(props: { visit: VisitRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { visit } = props;
  const checkIn = useMutation({
    mutationFn: actionApi.checkIn,
    onSuccess: async (out) => {
      void message.success(out.message || M.checkedIn);
      props.onClose();
      await reloadVisits(client);
    },
  });

  return (
    <FormModal<CheckInValues>
      open={visit !== null}
      title={T.checkInTitle}
      onCancel={props.onClose}
      onSubmit={(v) => (visit ? checkIn.mutateAsync(checkInBody(visit.visit_id, v)) : Promise.resolve())}
      saving={checkIn.isPending}
    >
      {visit && (
        <Typography.Paragraph>
          <Typography.Text strong>{visit.company_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {shortTime(visit.planned_at)} · {visit.purpose}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{T.checkInHint}</Typography.Paragraph>
      <Form.Item
        name="outcome"
        label={T.outcomeLabel}
        rules={[
          { required: true, whitespace: true, message: M.outcomeRequired },
          { max: ActionLimits.outcomeMax, message: M.outcomeTooLong },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={ActionLimits.outcomeMax}
          showCount
          placeholder={T.outcomePlaceholder}
        />
      </Form.Item>
      <Form.Item name="next_action" label={T.nextAction} rules={[{ max: 100 }]}>
        <Input maxLength={100} placeholder={T.nextActionPlaceholder} />
      </Form.Item>
      <Form.Item name="next_at" label={T.nextAt}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={beforeToday}
          placeholder={T.nextAtPlaceholder}
          style={{ width: '100%', maxWidth: 280 }}
        />
      </Form.Item>
    </FormModal>
  );
}
