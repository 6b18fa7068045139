import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { EMAIL_PATTERN, type UserOrder } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { resendOrderData } from './orders-api.ts';
import { OrderTexts as T } from './texts.ts';

/** 发送到邮箱 of a paid order: the address (the last one to start with), checked, then sent again. */
export function ResendModal({
  order,
  open,
  onClose,
  onSent,
}: {
  order: UserOrder;
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      onSent(await resendOrderData(order.shop_order_id, email.trim()));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={T.resendTitle}
      okText={T.resendOk}
      cancelText={T.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ email: order.email }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="email"
          label={T.email}
          rules={[
            { required: true, whitespace: true, message: T.emailRequired },
            { pattern: EMAIL_PATTERN, message: T.emailInvalid },
          ]}
        >
          <Input autoComplete="email" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
