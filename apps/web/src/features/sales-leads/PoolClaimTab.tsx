import { useState } from 'react';
import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssignLimits } from '@qishu/contract';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, reloadAssignments } from './assign-api.ts';
import { LeadPickList } from './LeadPickList.tsx';

/** 申请领取: the chosen pool leads with an optional reason; the answer says how many were filed. */
function ClaimDialog(props: {
  open: boolean;
  leadIds: number[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: (v: { reason?: string }) => {
      const reason = v.reason?.trim();
      return assignApi.claim({ lead_ids: props.leadIds, ...(reason ? { reason } : {}) });
    },
    onSuccess: async (out) => {
      props.onDone(out.message);
      await reloadAssignments(client);
    },
  });
  return (
    <Modal
      open={props.open}
      title={T.claimTitle(props.leadIds.length)}
      okText={T.claim}
      cancelText={T.cancel}
      confirmLoading={claim.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.claimWhat}</Typography.Paragraph>
      <Form form={form} name="claim" layout="vertical" onFinish={(v) => claim.mutate(v)} preserve={false}>
        <Form.Item name="reason" label={T.reason}>
          <Input.TextArea
            rows={3}
            maxLength={AssignLimits.reasonMax}
            showCount
            placeholder={T.reasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 公海线索: the shared pool with keyword and label filters; choose leads (over pages) and 申请领取.
 * Choosing is offered with sale:apply:create.
 */
export function PoolClaimTab({ canClaim }: { canClaim: boolean }) {
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <Flex vertical gap={12}>
      {answer && (
        <Alert
          type="success"
          showIcon
          closable={{ 'aria-label': T.close }}
          title={T.claimResultTitle}
          description={answer}
          onClose={() => setAnswer(null)}
        />
      )}
      <LeadPickList
        scope="pool"
        emptyText={T.poolEmpty}
        picking={
          canClaim
            ? {
                selected,
                onChange: setSelected,
                action: { label: T.claim, icon: <FileAddOutlined />, onClick: () => setDialog(true) },
              }
            : undefined
        }
      />
      <ClaimDialog
        open={dialog}
        leadIds={selected}
        onClose={() => setDialog(false)}
        onDone={(message) => {
          setAnswer(message);
          setDialog(false);
          setSelected([]);
        }}
      />
    </Flex>
  );
}
