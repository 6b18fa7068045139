export { fetchOrderStatus, requestPayUrl } from './payment-api.ts';
export { useOrderPolling } from './use-order-polling.ts';
export { useQrDataUrl } from './use-qr-data-url.ts';
export { PayCountdown } from './PayCountdown.tsx';
export { PayQrPanel, type PayQrOrder } from './PayQrPanel.tsx';
