import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  FollowLimits,
  FollowMessages as M,
  followKinds,
  type CallInput,
  type FollowCalls,
  type FollowKind,
} from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { followApi, reloadFollow } from './follow-api.ts';
import { beforeToday, followInstant, nextAtPresets } from './follow-time.ts';
import { FollowTexts as T } from './follow-texts.ts';
import { FOLLOW_KIND_ICONS } from './FollowKind.tsx';
import { FutureTimePicker } from './FutureTimePicker.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The lead a follow-up is logged on. */
export interface FollowLead {
  lead_id: number;
  company_name: string;
}

interface LogFollowValues {
  kind: FollowKind;
  content: string;
  next_action?: string;
  next_at?: Dayjs | null;
}

type LogFollowInput = CallInput<typeof FollowCalls.log>;

/** The form's values → the call's body: texts trimmed, empty next steps left out, the time as an ISO instant. */
export function logFollowBody(leadId: number, v: LogFollowValues): LogFollowInput {
  const nextAction = v.next_action?.trim();
  return {
    lead_id: leadId,
    kind: v.kind,
    content: v.content.trim(),
    ...(nextAction ? { next_action: nextAction } : {}),
    ...(v.next_at ? { next_at: followInstant(v.next_at) } : {}),
  };
}

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * 记录跟进: how the lead was followed up (电话, 拜访, 微信, 邮件, 备注), what was said, the next step and
 * when it is due (required with a next step, not before today). Saving reloads the follow-up
 * records, the due list and the leads' lists and board.
 */
export function LogFollowDialog(props: { lead: FollowLead | null; open: boolean; onClose: () => void }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const log = useMutation({
    mutationFn: followApi.log,
    onSuccess: async (out) => {
      void message.success(out.message || M.logged);
      props.onClose();
      await reloadFollow(client);
    },
  });
  const { lead } = props;

  return (
    <Modal
      open={props.open && lead !== null}
      title={T.logTitle}
      okText={T.save}
      cancelText={T.cancel}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={log.isPending}
      onCancel={props.onClose}
      destroyOnHidden
      width={560}
      // the form holds the whole dialog, so 保存 (a submit button in the footer) validates and sends it
      modalRender={(dialog) => (
        <Form<LogFollowValues>
          layout="vertical"
          name="follow_log"
          initialValues={{ kind: 'call' }}
          onFinish={(values) => lead && log.mutate(logFollowBody(lead.lead_id, values))}
        >
          {dialog}
        </Form>
      )}
    >
      {lead && (
        <Typography.Paragraph>
          {T.logCompany}：<Typography.Text strong>{lead.company_name}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form.Item name="kind" label={T.kind} rules={[{ required: true, message: M.kindRequired }]}>
        <Radio.Group
          aria-label={T.kind}
          optionType="button"
          options={followKinds.map((k) => ({
            value: k.key,
            label: (
              <span>
                {FOLLOW_KIND_ICONS[k.key]} {k.label}
              </span>
            ),
          }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={T.followContent}
        rules={[
          { required: true, whitespace: true, message: M.contentRequired },
          { max: FollowLimits.contentMax, message: M.contentTooLong },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={FollowLimits.contentMax}
          showCount
          placeholder={T.contentPlaceholder}
        />
      </Form.Item>
      <Form.Item
        name="next_action"
        label={T.nextAction}
        rules={[{ max: FollowLimits.nextActionMax, message: M.nextActionTooLong }]}
      >
        <Input maxLength={FollowLimits.nextActionMax} placeholder={T.nextActionPlaceholder} />
      </Form.Item>
      <Form.Item noStyle dependencies={['next_action']}>
        {({ getFieldValue }) => {
          const needed = hasText(getFieldValue('next_action'));
          return (
            <Form.Item
              name="next_at"
              label={T.nextAt}
              // the asterisk appears as soon as a next step is written, and the hint says why
              required={needed}
              extra={T.nextAtHint}
              dependencies={['next_action']}
              rules={[
                { required: needed, message: M.nextAtRequired },
                {
                  validator: async (_rule, value: Dayjs | null | undefined) => {
                    if (value && beforeToday(value)) throw new Error(M.nextAtPast);
                  },
                },
              ]}
            >
              <FutureTimePicker
                placeholder={T.nextAtPlaceholder}
                presets={[
                  { label: T.presetTomorrow, value: nextAtPresets.tomorrow },
                  { label: T.presetThreeDays, value: nextAtPresets.threeDays },
                  { label: T.presetNextMonday, value: nextAtPresets.nextMonday },
                ]}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    </Modal>
  );
}

/**
 * A 记录跟进 button that opens the dialog for one lead (for the due list, kanban cards and list
 * rows). Its name carries the company, so a list of them reads apart. Shown with sale:follow:create.
 */
export function LogFollowButton(props: {
  lead: FollowLead;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  block?: boolean;
}) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('sale:follow:create')) return null;
  return (
    <>
      <Button
        size={props.size ?? 'small'}
        type={props.type ?? 'link'}
        block={props.block}
        icon={<MessageOutlined aria-hidden />}
        aria-label={T.logFor(props.lead.company_name)}
        onClick={() => setOpen(true)}
      >
        {T.log}
      </Button>
      <LogFollowDialog lead={props.lead} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
