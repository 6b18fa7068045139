import { Form, Input, Typography } from 'antd';
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
import { LeadField, RecordFormModal, type RecordDialogProps } from './action-form.tsx';
import { ActionTexts as T } from './action-texts.ts';
import { beforeToday, followInstant } from './follow-time.ts';
import { shortTime } from './lead-time.ts';
import { FutureTimePicker } from './FutureTimePicker.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

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

/** A planned visit → the form's values (the time as the picker's China wall time). */
function visitValues(row: VisitRow): Partial<VisitValues> {
  return {
    lead_id: row.lead_id,
    planned_at: pickerTime(row.planned_at),
    address: row.address ?? '',
    purpose: row.purpose,
  };
}

const saveVisit = (v: VisitValues, row: VisitRow | null) =>
  row
    ? actionApi.updateVisit({ id: row.visit_id, ...visitBody(v) })
    : actionApi.createVisit({ lead_id: v.lead_id, ...visitBody(v) });

/**
 * 新建拜访 / 修改拜访: the lead (fixed once planned), when, where and why. `editing` is the planned
 * visit being changed, 'new' a new one (`lead` preselected when the page is for one lead), null closed.
 */
export function VisitFormModal(props: RecordDialogProps<VisitRow>) {
  return (
    <RecordFormModal<VisitRow, VisitValues>
      {...props}
      title={{ create: T.newVisit, edit: T.editVisit }}
      toValues={visitValues}
      save={saveVisit}
      reload={reloadVisits}
    >
      {({ knownLead, row }) => (
        <>
          <LeadField known={knownLead} disabled={row !== null} />
          <Form.Item
            name="planned_at"
            label={T.plannedAtLabel}
            rules={[{ required: true, message: M.plannedAtRequired }, { validator: notPast }]}
          >
            <FutureTimePicker placeholder={T.plannedAtPlaceholder} />
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
        </>
      )}
    </RecordFormModal>
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
  const { message } = useFeedback();
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
        <FutureTimePicker placeholder={T.nextAtPlaceholder} />
      </Form.Item>
    </FormModal>
  );
}
