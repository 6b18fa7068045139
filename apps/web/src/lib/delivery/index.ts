export { deliveryApi } from './delivery-api.ts';
export { SendEmailDialog, type MailedOrder } from './SendEmailDialog.tsx';
export { useOrderDownload } from './use-order-download.ts';
