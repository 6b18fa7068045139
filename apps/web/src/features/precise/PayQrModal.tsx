import { useState } from 'react';
import { Alert, Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import {
  PaymentStatus,
  SendStatus,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { PayQrPanel, useOrderPolling, useQrDataUrl } from '../../lib/payment/index.ts';
import { PreciseTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

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
  const { message } = useFeedback();
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
        <PayQrPanel
          order={payment}
          qr={qr}
          active={open}
          onExpired={() => setPhase((p) => (p === 'waiting' ? 'closed' : p))}
          qrFailedText={T.qrFailed}
        />
      ) : null}
    </Modal>
  );
}
