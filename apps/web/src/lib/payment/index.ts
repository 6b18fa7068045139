export { fetchOrderStatus, requestPayUrl } from './payment-api.ts';
export { useOrderPolling } from './use-order-polling.ts';
export {
  isPaymentPending,
  nextPaymentProgress,
  usePaymentProgress,
  type PaymentProgress,
} from './use-payment-progress.ts';
export { useQrDataUrl } from './use-qr-data-url.ts';
export { PaidSendingNotice } from './PaidSendingNotice.tsx';
export { PayCountdown } from './PayCountdown.tsx';
export { PayMethodField } from './PayMethodField.tsx';
export { PayQrPanel, type PayQrOrder } from './PayQrPanel.tsx';
