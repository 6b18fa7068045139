import { useState } from 'react';
import { Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { SendStatus, type CustomRequestOrder, customEmailError } from '@qishu/contract';
import { SendEmailDialog, useOrderDownload } from '../../lib/delivery/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';

function SendState({ order }: { order: CustomRequestOrder }) {
  if (order.is_send === SendStatus.sent) return <Tag color="success">{T.sent}</Tag>;
  if (order.is_send === SendStatus.pending) return <Tag color="processing">{T.sendingTag}</Tag>;
  return (
    <Space size={4} wrap>
      <Tag color="error">{T.sendFailedTag}</Tag>
      {order.send_remark ? <Typography.Text type="danger">{order.send_remark}</Typography.Text> : null}
    </Space>
  );
}

/** A done request with a paid order: the order, its send state, 发送到邮箱 and 下载数据. */
export function CustomPaidOrder({ name, order }: { name: string; order: CustomRequestOrder }) {
  const [mailing, setMailing] = useState(false);
  const download = useOrderDownload();
  return (
    <section aria-label={T.order} style={{ marginTop: 16 }}>
      <Descriptions
        title={T.order}
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'code', label: T.orderCode, children: order.order_code },
          { key: 'amount', label: T.orderAmount, children: formatPrice(order.amount) },
          { key: 'email', label: T.orderEmail, children: order.email },
          { key: 'send', label: T.sendState, children: <SendState order={order} /> },
        ]}
      />
      <Flex justify="end" gap={8} wrap style={{ marginTop: 12 }}>
        <Button icon={<MailOutlined />} onClick={() => setMailing(true)}>
          {T.sendEmail}
        </Button>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate(order.per_order_id)}
        >
          {T.download}
        </Button>
      </Flex>
      <SendEmailDialog
        order={mailing ? { per_order_id: order.per_order_id, email: order.email, name } : null}
        onClose={() => setMailing(false)}
        emailError={customEmailError}
      />
    </section>
  );
}
