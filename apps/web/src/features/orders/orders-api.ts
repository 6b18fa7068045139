import { ShopDeliveryCalls } from '@qishu/contract';
import { callApi } from '../../lib/api/index.ts';

/** A fresh expiring link to the order's .xlsx (DownloadDirectly). */
export function fetchDownloadLink(shopOrderId: number) {
  return callApi(ShopDeliveryCalls.downloadDirectly, { shop_order_id: shopOrderId });
}

/** Mails the order's data again (sendEmailDatas); answers the server's message. */
export async function resendOrderData(shopOrderId: number, email: string): Promise<string> {
  const data = await callApi(ShopDeliveryCalls.sendEmailDatas, { shop_order_id: shopOrderId, email });
  return data.message;
}
