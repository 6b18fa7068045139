import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { SendStatus, type UserOrder } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import text from '../../lib/ui/text.module.css';
import { fetchDownloadLink } from './orders-api.ts';
import { OrderTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

// its form and dialog load when it first opens
const ResendModal = lazyDialog(() => import('./ResendModal.tsx').then((m) => m.ResendModal));

/** The delivery state of a paid order's data (is_send), with the reason when it failed. */
export function SendStateTag({ order }: { order: UserOrder }) {
  if (order.is_send === SendStatus.sent) return <Tag color="success">{T.sent}</Tag>;
  if (order.is_send === SendStatus.pending) return <Tag color="processing">{T.sending}</Tag>;
  return (
    <Space size={4}>
      <Tag color="error">{T.sendFailed}</Tag>
      {order.send_remark ? <span className={text.danger}>{order.send_remark}</span> : null}
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
