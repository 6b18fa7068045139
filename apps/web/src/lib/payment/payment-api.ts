import {
  getOrderStatusResponse,
  getPayUrlResponse,
  PaymentPaths,
  type GetOrderStatusResponse,
  type GetPayUrlRequest,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { api } from '../api/index.ts';

/**
 * Creates the payment of an order (§3 payment request: a shop product or a precise order). Silent:
 * the callers show business answers (withdrawn, price changed, …) themselves.
 */
export async function requestPayUrl(body: GetPayUrlRequest): Promise<GetPayUrlResponse> {
  const data = await api.post<unknown>(PaymentPaths.getPayUrl, body, { silent: true });
  return getPayUrlResponse.parse(data);
}

/** One poll of the order: payment status and, once paid, the delivery status. Silent (polled every 2 s). */
export async function fetchOrderStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<GetOrderStatusResponse> {
  const data = await api.post<unknown>(
    PaymentPaths.getOrderStatus,
    { order_id: orderId },
    { silent: true, signal },
  );
  return getOrderStatusResponse.parse(data);
}
