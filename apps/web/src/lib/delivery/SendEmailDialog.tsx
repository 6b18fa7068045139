import { Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { deliveryApi } from './delivery-api.ts';
import { DeliveryTexts as T } from './texts.ts';
import { useFeedback } from '../feedback/index.ts';

/** The paid order whose data is mailed again. */
export interface MailedOrder {
  per_order_id: number;
  /** the address it went to last time (the field's start value) */
  email: string;
  /** shown above the field */
  name: string;
}

/**
 * 发送到邮箱 (data-shop.md §2 "My data"): asks for the address, checked on change with the flow's own
 * rule (`emailError` answers the message or null), then sendEmailDatas with the order's
 * per_order_id. The server's answer is toasted; its refusals too (by the client).
 */
export function SendEmailDialog({
  order,
  onClose,
  emailError,
}: {
  order: MailedOrder | null;
  onClose: () => void;
  emailError: (email: string) => string | null;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ email: string }>();
  const send = useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) => deliveryApi.sendEmail(id, email),
    onSuccess: (text) => {
      void message.success(text);
      onClose();
    },
  });

  const submit = async () => {
    if (!order) return;
    const { email } = await form.validateFields().catch(() => ({ email: null }));
    if (email !== null) send.mutate({ id: order.per_order_id, email: email.trim() });
  };

  return (
    <Modal
      open={order !== null}
      title={T.sendTitle}
      okText={T.send}
      cancelText={T.cancel}
      confirmLoading={send.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={460}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{order?.name}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ email: order?.email ?? '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="email"
          label={T.emailLabel}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = emailError(value ?? '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input type="email" maxLength={100} autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
