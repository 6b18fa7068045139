import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AssignLimits,
  deliverModes,
  type CallInput,
  type AssignCalls,
  type DeliverMode,
} from '@qishu/contract';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, reloadAssignments, useTeam } from './assign-api.ts';
import { MemberSelect } from './MemberSelect.tsx';

interface Values {
  mode: DeliverMode;
  user_id?: number;
  note?: string;
}

export interface DeliverAnswer {
  message: string;
  assigned: number;
  full: number;
  unmatched: number;
}

/**
 * 分发: the chosen leads to one member (each member shown with open leads / capacity), in turn to
 * the members in rotation, or by the rules; an optional note goes into each lead's history.
 */
export function DeliverDialog(props: {
  open: boolean;
  leadIds: number[];
  onClose: () => void;
  onDone: (answer: DeliverAnswer) => void;
}) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const team = useTeam(props.open);
  const mode = Form.useWatch('mode', form) ?? 'user';
  const deliver = useMutation({
    mutationFn: (v: Values) => {
      const note = v.note?.trim();
      const common = { lead_ids: props.leadIds, ...(note ? { note } : {}) };
      const input: CallInput<typeof AssignCalls.deliver> =
        v.mode === 'user' ? { mode: 'user', user_id: v.user_id!, ...common } : { mode: v.mode, ...common };
      return assignApi.deliver(input);
    },
    onSuccess: async (out) => {
      props.onDone(out);
      await reloadAssignments(client);
    },
  });

  return (
    <Modal
      open={props.open}
      title={T.deliverTitleOf(props.leadIds.length)}
      okText={T.deliver}
      cancelText={T.cancel}
      confirmLoading={deliver.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="deliver"
        layout="vertical"
        initialValues={{ mode: 'user' }}
        onFinish={(v) => deliver.mutate(v)}
        preserve={false}
      >
        <Form.Item name="mode" label={T.mode} extra={T.modeHints[mode]}>
          <Radio.Group
            aria-label={T.mode}
            optionType="button"
            options={deliverModes.map((m) => ({ value: m.key, label: m.label }))}
          />
        </Form.Item>
        {mode === 'user' && (
          <Form.Item name="user_id" label={T.member} rules={[{ required: true, message: T.memberRequired }]}>
            <MemberSelect team={team} shown="load" />
          </Form.Item>
        )}
        {team.isError && mode === 'user' && (
          <Alert type="error" showIcon title={T.teamLoadFailed} style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="note" label={T.note}>
          <Input.TextArea
            rows={2}
            maxLength={AssignLimits.reasonMax}
            showCount
            placeholder={T.notePlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
