import { lazyDialog } from '../lazy-dialog.tsx';

export { deliveryApi } from './delivery-api.ts';
export type { MailedOrder } from './SendEmailDialog.tsx';
export { useOrderDownload } from './use-order-download.ts';

/** 发送到邮箱's dialog; its form loads the first time an order is given to it. */
export const SendEmailDialog = lazyDialog(
  () => import('./SendEmailDialog.tsx').then((m) => m.SendEmailDialog),
  (props) => props.order !== null,
);
