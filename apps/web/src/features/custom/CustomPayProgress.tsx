import { Button, Result } from 'antd';
import type { GetPayUrlResponse } from '@qishu/contract';
import {
  PaidSendingNotice,
  PayQrPanel,
  useQrDataUrl,
  type PaymentProgress,
} from '../../lib/payment/index.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';

/**
 * The payment started in the record modal, stage by stage (data-shop.md §4): the QR while waiting
 * (polled every 2 s by the modal), 支付失败 or closed with 重新支付, then the send status — 数据发送成功,
 * or the send_remark when sending failed.
 */
export function CustomPayProgress({
  payment,
  email,
  progress,
  active,
  onExpired,
  onRepay,
}: {
  payment: GetPayUrlResponse;
  email: string;
  progress: PaymentProgress;
  /** the modal is open: the countdown runs */
  active: boolean;
  onExpired: () => void;
  onRepay: () => void;
}) {
  const qr = useQrDataUrl(progress.stage === 'waiting' ? payment.code_url : null);
  const repay = (
    <Button type="primary" onClick={onRepay}>
      {T.repay}
    </Button>
  );
  switch (progress.stage) {
    case 'waiting':
      return (
        <PayQrPanel order={payment} qr={qr} active={active} onExpired={onExpired} qrFailedText={T.qrFailed} />
      );
    case 'failed':
      return <Result status="error" title={T.payFailed} subTitle={T.payFailedHint} extra={repay} />;
    case 'closed':
      return <Result status="warning" title={T.payClosed} extra={repay} />;
    case 'sending':
      return <PaidSendingNotice hint={T.packaging} />;
    case 'sent':
      return <Result status="success" title={T.sendSuccess} subTitle={T.sentTo(email)} />;
    case 'sendFailed':
      return <Result status="error" title={T.sendFailed} subTitle={progress.remark || T.sendFailedHint} />;
  }
}
