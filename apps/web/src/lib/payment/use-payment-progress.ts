import { useState } from 'react';
import { PaymentStatus, SendStatus, type GetOrderStatusResponse } from '@qishu/contract';
import { useOrderPolling } from './use-order-polling.ts';

/** Where a scan-to-pay flow stands once its QR is shown (data-shop.md §4 "Payment polling"). */
export type PaymentProgress =
  /** the QR is shown; nobody has paid yet */
  | { stage: 'waiting' }
  /** getOrderStatus answered neither 0 nor 1: 支付失败 */
  | { stage: 'failed' }
  /** the QR ran out or the order was closed */
  | { stage: 'closed' }
  /** paid; the data is being packed and mailed */
  | { stage: 'sending' }
  | { stage: 'sent' }
  | { stage: 'sendFailed'; remark: string | null };

const WAITING: PaymentProgress = { stage: 'waiting' };

/** Whether getOrderStatus is still worth asking in `progress`. */
export function isPaymentPending(progress: PaymentProgress): boolean {
  return progress.stage === 'waiting' || progress.stage === 'sending';
}

/**
 * The stage after one getOrderStatus answer: 0 keeps waiting, 1 is paid (then is_send decides:
 * 0 still sending, 1 sent, 2 failed with send_remark), 3 closed, anything else failed. Final
 * stages never change.
 */
export function nextPaymentProgress(
  current: PaymentProgress,
  answer: GetOrderStatusResponse,
): PaymentProgress {
  if (current.stage === 'waiting') {
    if (answer.status === PaymentStatus.waiting) return current;
    if (answer.status === PaymentStatus.closed) return { stage: 'closed' };
    if (answer.status !== PaymentStatus.paid) return { stage: 'failed' };
  } else if (current.stage !== 'sending') {
    return current;
  }
  if (answer.is_send === SendStatus.pending)
    return current.stage === 'sending' ? current : { stage: 'sending' };
  if (answer.is_send === SendStatus.sent) return { stage: 'sent' };
  return { stage: 'sendFailed', remark: answer.send_remark };
}

/**
 * Follows the payment `orderId` (getPayUrl's order_id; null before there is one): polls every
 * 2 s while `active` and not final, and calls `onChange` on every change of stage (paid → a
 * toast and a refresh, sent → the bar moves on). A new order id starts from 'waiting'. `expire`
 * is for the QR's countdown reaching zero. Deactivating (closing the dialog) stops the timers.
 */
export function usePaymentProgress(
  orderId: string | null,
  active: boolean,
  onChange?: (next: PaymentProgress, previous: PaymentProgress) => void,
): { progress: PaymentProgress; expire: () => void } {
  const [state, setState] = useState({ orderId, progress: WAITING });
  let progress = state.progress;
  if (state.orderId !== orderId) {
    progress = WAITING;
    setState({ orderId, progress });
  }

  useOrderPolling(orderId, active && isPaymentPending(progress), (answer) => {
    const next = nextPaymentProgress(progress, answer);
    if (next === progress) return;
    setState({ orderId, progress: next });
    onChange?.(next, progress);
  });

  const expire = () =>
    setState((s) => (s.progress.stage === 'waiting' ? { ...s, progress: { stage: 'closed' } } : s));
  return { progress, expire };
}
