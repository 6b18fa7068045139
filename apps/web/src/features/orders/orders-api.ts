import { downloadDirectlyResponse, ShopDeliveryPaths, type DownloadDirectlyResponse } from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** A fresh expiring link to the order's .xlsx (DownloadDirectly). */
export async function fetchDownloadLink(shopOrderId: number): Promise<DownloadDirectlyResponse> {
  const data = await api.post<unknown>(ShopDeliveryPaths.downloadDirectly, { shop_order_id: shopOrderId });
  return downloadDirectlyResponse.parse(data);
}

/** Mails the order's data again (sendEmailDatas); answers the server's message. */
export async function resendOrderData(shopOrderId: number, email: string): Promise<string> {
  const data = await api.post<{ message: string }>(ShopDeliveryPaths.sendEmailDatas, {
    shop_order_id: shopOrderId,
    email,
  });
  return data.message;
}
