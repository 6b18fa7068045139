import { Alert, Divider, Flex, Form, Input, InputNumber, Radio, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrgCalls, OrgMessages as M, type AgentRow, type QuotaLogEntry } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { FormModal, useSave } from '../../lib/admin-ui/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { quotaLogQuery } from './org-api.ts';
import { OrgTexts as T } from './texts.ts';

interface QuotaValues {
  op: 'add' | 'subtract';
  amount: number;
  reason: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The latest adjustments of the organisation, read back from the operation log. */
function QuotaHistory({ id }: { id: number }) {
  const q = useQuery(quotaLogQuery(id));
  if (q.isError) return <Typography.Text type="danger">{T.quotaHistoryFailed}</Typography.Text>;
  if (!q.data) return <Spin size="small" />;
  if (q.data.length === 0) return <Typography.Text type="secondary">{T.quotaHistoryEmpty}</Typography.Text>;
  return (
    <Flex vertical gap={8} style={{ maxHeight: 220, overflowY: 'auto' }}>
      {q.data.map((e: QuotaLogEntry) => (
        <div key={e.operation_log_id}>
          <Typography.Text>
            {T.quotaHistoryLine(
              e.op === 'add' ? T.quotaAdd : T.quotaSubtract,
              fmt(e.amount),
              fmt(e.rest_before),
              fmt(e.rest_after),
            )}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">{`${formatDateTime(e.created_at)} · ${e.operator ?? ''} · ${e.reason}`}</Typography.Text>
        </div>
      ))}
    </Flex>
  );
}

/** 调整额度: add to or subtract from an organisation's capacity with a reason (never below 0). */
export function QuotaModal({ agent, onClose }: { agent: AgentRow | undefined; onClose: () => void }) {
  const client = useQueryClient();
  const save = useSave(
    (v: QuotaValues) =>
      callApi(OrgCalls.adjustQuota, { ...v, reason: v.reason.trim(), id: agent?.usr_agent_id ?? 0 }),
    {
      invalidate: callKey(OrgCalls.listAgents),
      successText: T.quotaSaved,
      // the adjustment is the newest line of the organisation's history
      onDone: () => {
        void client.invalidateQueries({ queryKey: callKey(OrgCalls.quotaLog) });
        onClose();
      },
    },
  );
  const rest = agent?.un_basic_number ?? 0;
  const basic = agent?.basic_number ?? 0;
  return (
    <FormModal<QuotaValues>
      open={agent !== undefined}
      title={T.quotaTitle(agent?.name ?? '')}
      initialValues={{ op: 'add' }}
      onCancel={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      saving={save.isPending}
    >
      {(form) => (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={T.quotaHint} />
          <Typography.Paragraph>{T.quotaNow(fmt(basic), fmt(rest))}</Typography.Paragraph>
          <Form.Item name="op" label={T.quotaOp} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'add', label: T.quotaAdd },
                { value: 'subtract', label: T.quotaSubtract },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={T.quotaAmount}
            dependencies={['op']}
            rules={[
              { required: true, message: M.amountRequired },
              { type: 'integer', min: 1, message: M.amountInvalid },
              { type: 'integer', max: 100_000_000, message: M.amountMax },
              ({ getFieldValue }) => ({
                validator: (_, value: number | null | undefined) =>
                  getFieldValue('op') === 'subtract' && typeof value === 'number' && value > rest
                    ? Promise.reject(new Error(M.quotaBelowZero(rest)))
                    : Promise.resolve(),
              }),
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={T.quotaReason}
            rules={[
              { required: true, whitespace: true, message: M.reasonRequired },
              { max: 200, message: M.reasonMax },
            ]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount placeholder={T.quotaReasonPlaceholder} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const amount = form.getFieldValue('amount') as number | null | undefined;
              if (typeof amount !== 'number' || amount <= 0) return null;
              const delta = form.getFieldValue('op') === 'subtract' ? -amount : amount;
              if (rest + delta < 0) return null;
              return (
                <Typography.Text type="secondary">
                  {T.quotaAfter(fmt(basic + delta), fmt(rest + delta))}
                </Typography.Text>
              );
            }}
          </Form.Item>
          <Divider titlePlacement="start" plain>
            {T.quotaHistory}
          </Divider>
          {agent && <QuotaHistory id={agent.usr_agent_id} />}
        </>
      )}
    </FormModal>
  );
}
