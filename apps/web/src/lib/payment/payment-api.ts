import { PaymentCalls, type GetPayUrlRequest } from '@qishu/contract';
import { callApi } from '../api/index.ts';

/**
 * Creates the payment of an order (§3 payment request: a shop product or a precise order). Silent:
 * the callers show business answers (withdrawn, price changed, …) themselves.
 */
export function requestPayUrl(body: GetPayUrlRequest) {
  return callApi(PaymentCalls.getPayUrl, body, { silent: true });
}

/** One poll of the order: payment status and, once paid, the delivery status. Silent (polled every 2 s). */
export function fetchOrderStatus(orderId: string, signal?: AbortSignal) {
  return callApi(PaymentCalls.getOrderStatus, { order_id: orderId }, { silent: true, signal });
}
