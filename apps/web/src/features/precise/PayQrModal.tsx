import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Modal, Result, Spin, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import {
  PaymentStatus,
  SendStatus,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { formatPrice } from '../../lib/format.ts';
import { PayCountdown, useOrderPolling, useQrDataUrl } from '../../lib/payment/index.ts';
import { PreciseTexts as T } from './texts.ts';
import styles from './precise.module.css';

export type SendOutcome = { sent: true } | { sent: false; remark: string | null };

type Phase = 'waiting' | 'sending' | 'failed' | 'closed';

export interface PayQrModalProps {
  open: boolean;
  payment: GetPayUrlResponse;
  /** the user closed the modal; `paid` when the payment had succeeded (the data is on its way) */
  onClose: (paid: boolean) => void;
  /** payment succeeded (once) */
  onPaid: () => void;
  /** the data was sent or its sending failed */
  onSendDone: (outcome: SendOutcome) => void;
}

/**
 * Step 2 扫码支付 (data-shop.md §4 "Payment polling"): the QR, the amount and the time left; while the
 * modal is open getOrderStatus is polled every 2 s. Status 1 → 支付成功, then is_send is watched
 * (0 poll again, 1 sent, 2 failed); 0 polls again; any other status → 支付失败. Closing the modal
 * stops every timer at once. The polling lives outside the Modal's children, which antd stops
 * rendering once closed.
 */
export function PayQrModal({ open, payment, onClose, onPaid, onSendDone }: PayQrModalProps) {
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>('waiting');
  const polling = open && (phase === 'waiting' || phase === 'sending');

  const watchSend = (status: GetOrderStatusResponse) => {
    if (status.is_send === SendStatus.pending) return;
    onSendDone(
      status.is_send === SendStatus.sent ? { sent: true } : { sent: false, remark: status.send_remark },
    );
  };
  const onStatus = (status: GetOrderStatusResponse) => {
    if (phase === 'waiting') {
      if (status.status === PaymentStatus.waiting) return;
      if (status.status === PaymentStatus.paid) {
        void message.success(T.paySuccess);
        setPhase('sending');
        onPaid();
        watchSend(status);
        return;
      }
      setPhase(status.status === PaymentStatus.closed ? 'closed' : 'failed');
      return;
    }
    if (phase === 'sending') watchSend(status);
  };
  useOrderPolling(payment.order_id, polling, onStatus);

  const qr = useQrDataUrl(open && phase === 'waiting' ? payment.code_url : null);
  const local = /^https?:\/\//i.test(payment.code_url);

  return (
    <Modal
      open={open}
      title={T.qrTitle}
      width={640}
      footer={null}
      mask={{ closable: false }}
      onCancel={() => onClose(phase === 'sending')}
    >
      {phase === 'failed' || phase === 'closed' ? (
        <Result
          status={phase === 'failed' ? 'error' : 'warning'}
          title={phase === 'failed' ? T.payFailed : T.payClosed}
          subTitle={phase === 'failed' ? T.payFailedHint : undefined}
          extra={<Button onClick={() => onClose(false)}>{T.close}</Button>}
        />
      ) : null}
      {phase === 'sending' ? (
        <>
          <Alert type="success" showIcon title={T.paySuccess} />
          <Flex vertical align="center" gap={12} style={{ padding: '32px 0 8px' }}>
            <Spin size="large" />
            <Typography.Text>{T.sending}</Typography.Text>
            <Typography.Text type="secondary">{T.packaging}</Typography.Text>
          </Flex>
        </>
      ) : null}
      {phase === 'waiting' ? (
        <Flex gap={32} align="center" justify="center" wrap style={{ padding: '8px 0' }}>
          <div className={styles.qrBox}>
            {qr ? (
              <img src={qr} alt={T.qrAlt} width={200} height={200} />
            ) : qr === null ? (
              <Typography.Text type="danger">{T.qrFailed}</Typography.Text>
            ) : (
              <Spin description={T.qrDrawing} />
            )}
          </div>
          <div style={{ minWidth: 260 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              <WechatOutlined aria-hidden style={{ color: '#09bb07' }} /> {T.scanHint}
            </Typography.Title>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'name', label: T.orderName, children: payment.order_name },
                { key: 'code', label: T.orderCode, children: payment.order_code },
                {
                  key: 'amount',
                  label: T.amount,
                  children: (
                    <span className={styles.price} style={{ fontSize: 18 }} data-testid="pay-amount">
                      {formatPrice(payment.amount)}
                    </span>
                  ),
                },
                {
                  key: 'remaining',
                  label: T.remaining,
                  children: (
                    <PayCountdown
                      expiresAt={payment.expires_at}
                      active={open}
                      onExpired={() => setPhase((p) => (p === 'waiting' ? 'closed' : p))}
                    />
                  ),
                },
              ]}
            />
            <Flex align="center" gap={8} style={{ marginTop: 8 }}>
              <Spin size="small" />
              <Typography.Text type="secondary">{T.waiting}</Typography.Text>
            </Flex>
            {local ? (
              <div style={{ marginTop: 12 }}>
                <a href={payment.code_url} target="_blank" rel="noopener noreferrer">
                  {T.openLocally}
                </a>
              </div>
            ) : null}
          </div>
        </Flex>
      ) : null}
    </Modal>
  );
}
