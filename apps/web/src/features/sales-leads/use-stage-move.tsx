import { useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LeadLimits, LeadMessages, type LeadStage } from '@qishu/contract';
import { leadApi, reloadLeads } from './lead-api.ts';
import { LeadTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/**
 * Moving a lead to a stage, from the list's menu or a kanban drop: a move to 输单 first asks for the
 * reason (the server refuses it without one). Lists and the board reload after a move.
 */
export function useStageMove(): { request: (leadId: number, stage: LeadStage) => void; modal: ReactNode } {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const [losing, setLosing] = useState<number | null>(null);
  const move = useMutation({
    mutationFn: (v: { id: number; stage: LeadStage; lost_reason?: string }) => leadApi.moveStage(v),
    onSuccess: async (out) => {
      void message.success(out.message);
      setLosing(null);
      await reloadLeads(client);
    },
  });
  const request = (id: number, stage: LeadStage) => {
    if (stage === 'lost') {
      form.resetFields();
      setLosing(id);
    } else move.mutate({ id, stage });
  };
  const modal = (
    <Modal
      open={losing !== null}
      title={T.lostTitle}
      okText={T.confirm}
      cancelText={T.cancel}
      confirmLoading={move.isPending}
      onCancel={() => setLosing(null)}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => move.mutate({ id: losing!, stage: 'lost', lost_reason: v.reason })}
      >
        <Form.Item
          name="reason"
          label={T.lostReason}
          rules={[
            { required: true, whitespace: true, message: LeadMessages.lostReasonRequired },
            { max: LeadLimits.lostReasonMax, message: LeadMessages.lostReasonTooLong },
          ]}
        >
          <Input.TextArea
            rows={3}
            placeholder={T.lostPlaceholder}
            maxLength={LeadLimits.lostReasonMax}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { request, modal };
}
