import {
  PRECISE_ORDER_PAGE_SIZE,
  PreciseCalls,
  type AccurateScreeningRequest,
  type AddAccurateScreeningOrderRequest,
} from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/**
 * A page of the buyer's precise orders (我的数据 → 精准查询). The body does not name the buyer (the
 * session does), so the key adds them: an account switched without a reload never sees the
 * previous account's orders.
 */
export function preciseOrdersQuery(sysUserId: number, page: number) {
  const input = { page, size: PRECISE_ORDER_PAGE_SIZE };
  return {
    ...callQuery(PreciseCalls.getAccurateOrderList, input, { silent: true }),
    queryKey: [...callKey(PreciseCalls.getAccurateOrderList, input), sysUserId],
  };
}

/** After an order was placed, paid or sent: 我的数据 → 精准查询 loads again. */
export function invalidatePreciseOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(PreciseCalls.getAccurateOrderList) });
}

/**
 * The precise search's calls (data-shop.md §7). The wizard shows the answers of the calls it makes
 * on a click itself (silent), so a refusal can sit next to the field it is about.
 */
export const preciseApi = {
  search: (body: AccurateScreeningRequest) => callApi(PreciseCalls.accurateScreening, body, { silent: true }),
  price: (nums: number, signal?: AbortSignal) =>
    callApi(PreciseCalls.getNumsToPrices, { nums }, { silent: true, signal }),
  order: (body: AddAccurateScreeningOrderRequest) =>
    callApi(PreciseCalls.addAccurateScreeningOrder, body, { silent: true }),
};
