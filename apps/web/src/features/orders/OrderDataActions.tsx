import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { EMAIL_PATTERN, SendStatus, type UserOrder } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { fetchDownloadLink, resendOrderData } from './orders-api.ts';
import { OrderTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The delivery state of a paid order's data (is_send), with the reason when it failed. */
export function SendStateTag({ order }: { order: UserOrder }) {
  if (order.is_send === SendStatus.sent) return <Tag color="success">{T.sent}</Tag>;
  if (order.is_send === SendStatus.pending) return <Tag color="processing">{T.sending}</Tag>;
  return (
    <Space size={4}>
      <Tag color="error">{T.sendFailed}</Tag>
      {order.send_remark ? <Typography.Text type="danger">{order.send_remark}</Typography.Text> : null}
    </Space>
  );
}

/** A paid order's data: download it again (a fresh expiring link) or mail it to an address. */
export function OrderDataActions({ order }: { order: UserOrder }) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [mailing, setMailing] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const link = await fetchDownloadLink(order.shop_order_id);
      // same-origin link answering Content-Disposition: attachment — the page stays
      window.location.assign(link.url);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space>
      <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        {T.download}
      </Button>
      <Button size="small" icon={<MailOutlined />} onClick={() => setMailing(true)}>
        {T.resend}
      </Button>
      <ResendModal
        order={order}
        open={mailing}
        onClose={() => setMailing(false)}
        onSent={(text) => {
          setMailing(false);
          void message.success(text);
        }}
      />
    </Space>
  );
}

function ResendModal({
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
