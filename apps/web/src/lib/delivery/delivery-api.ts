import { ShopDeliveryCalls } from '@qishu/contract';
import { callApi } from '../api/index.ts';

/**
 * Re-sending and downloading a paid order's data by its per_order_id (sendEmailDatas and
 * DownloadDirectly, data-shop.md §7): the same for a precise order and a custom request's order.
 * The client toasts the server's refusals (the resend limit, a file not built yet).
 */
export const deliveryApi = {
  /** answers the server's confirmation text */
  sendEmail: async (perOrderId: number, email: string): Promise<string> =>
    (await callApi(ShopDeliveryCalls.sendEmailDatas, { per_order_id: perOrderId, email })).message,
  downloadLink: (perOrderId: number) =>
    callApi(ShopDeliveryCalls.downloadDirectly, { per_order_id: perOrderId }),
};
