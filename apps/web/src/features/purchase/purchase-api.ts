import {
  getOrderStatusResponse,
  getPayUrlResponse,
  PaymentPaths,
  ShopDeliveryPaths,
  type GetOrderStatusResponse,
  type GetPayUrlRequest,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { api, isApiError } from '../../lib/api/index.ts';

/**
 * Creates the order and its payment (§3 payment request). Silent: the modal shows business answers
 * (withdrawn, price changed, …) itself.
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

/**
 * The server's e-mail check (§5: getemailInfo). `false` when the server says the address is invalid
 * (a business answer); other failures (network, …) do not block the shopper and count as accepted.
 */
export async function emailAccepted(email: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const data = await api.post<unknown>(ShopDeliveryPaths.getemailInfo, { email }, { silent: true, signal });
    return !(typeof data === 'object' && data !== null && (data as { valid?: unknown }).valid === false);
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return false;
    return true;
  }
}
