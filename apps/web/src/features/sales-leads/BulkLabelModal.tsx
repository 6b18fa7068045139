import { Link } from 'react-router';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaleLabelLimits, SaleLabelMessages, type SaleLabelRow } from '@qishu/contract';
import { labelApi, reloadLabels } from './label-api.ts';
import { LabelTag } from './LabelTags.tsx';
import { reloadLeads } from './lead-api.ts';
import { LeadTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface BulkValues {
  add?: number[];
  remove?: number[];
}

/**
 * 批量打标签: labels to add and labels to remove on the selected leads (SaleLabelCalls.apply); the
 * lead lists, the board and the label counts reload after it.
 */
export function BulkLabelModal(props: {
  open: boolean;
  leadIds: number[];
  labels: SaleLabelRow[];
  labelsLoading: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<BulkValues>();
  const apply = useMutation({
    mutationFn: (v: BulkValues) =>
      labelApi.apply({ lead_ids: props.leadIds, add: v.add ?? [], remove: v.remove ?? [] }),
    onSuccess: async (out) => {
      void message.success(out.message);
      props.onDone();
      await Promise.all([reloadLeads(client), reloadLabels(client)]);
    },
  });
  const options = props.labels.map((l) => ({ value: l.label_id, label: l.name, color: l.color }));
  const select = (placeholder: string) => (
    <Select<number[]>
      mode="multiple"
      allowClear
      placeholder={placeholder}
      loading={props.labelsLoading}
      options={options}
      maxCount={SaleLabelLimits.labelsPerCall}
      optionRender={(o) => <LabelTag name={String(o.label)} color={String(o.data.color)} />}
    />
  );

  return (
    <Modal
      open={props.open}
      title={T.bulkTitle}
      okText={T.confirm}
      cancelText={T.cancel}
      confirmLoading={apply.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{T.bulkWhat(props.leadIds.length)}</Typography.Paragraph>
      {!props.labelsLoading && props.labels.length === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={T.noLabelsYet}
          action={<Link to="/sale/entlabel">{T.manageLabels}</Link>}
        />
      )}
      <Form<BulkValues>
        form={form}
        name="bulk-labels"
        layout="vertical"
        // a fresh dialog every time: the fields leave the store when it closes
        preserve={false}
        onFinish={(v) => apply.mutate(v)}
      >
        <Form.Item
          name="add"
          label={T.addLabels}
          dependencies={['remove']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, add?: number[]) =>
                (add?.length ?? 0) + ((getFieldValue('remove') as number[] | undefined)?.length ?? 0) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(SaleLabelMessages.nothingToChange)),
            }),
          ]}
        >
          {select(T.addPlaceholder)}
        </Form.Item>
        <Form.Item
          name="remove"
          label={T.removeLabels}
          dependencies={['add']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, remove?: number[]) => {
                const add = (getFieldValue('add') as number[] | undefined) ?? [];
                return (remove ?? []).some((id) => add.includes(id))
                  ? Promise.reject(new Error(T.bothWays))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          {select(T.removePlaceholder)}
        </Form.Item>
      </Form>
    </Modal>
  );
}
