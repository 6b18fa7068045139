import {
  CustomRequestCalls,
  CustomRequestLimits,
  type ApplySpecialDataRequest,
  type CustomOrderRequest,
} from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/**
 * A page of the caller's own requests, newest first. The input does not name the caller (the
 * session does), so the key adds them: an account switched without a reload never sees the
 * previous account's requests.
 */
export function customRequestsQuery(
  sysUserId: number,
  page: number,
  limit: number = CustomRequestLimits.pageSize,
) {
  const input = { page, limit };
  return {
    ...callQuery(CustomRequestCalls.list, input, { silent: true }),
    queryKey: [...callKey(CustomRequestCalls.list, input), sysUserId],
  };
}

/** One of the caller's requests, as the record modal shows it. */
export const customRequestQuery = (id: number) =>
  callQuery(CustomRequestCalls.detail, { id }, { silent: true });

/** The price of a done request (under 1 yuan it is 1). */
export const customPricingQuery = (id: number) =>
  callQuery(CustomRequestCalls.pricing, { agent_label_apply_id: id }, { silent: true });

/** The count and first 10 rows of a done request's data. */
export const customPreviewQuery = (id: number) =>
  callQuery(CustomRequestCalls.preview, { agent_label_apply_id: id }, { silent: true });

/** Saves a request (type 1 submit, 0 draft); errors are toasted by the client. */
export function saveCustomRequest(body: ApplySpecialDataRequest) {
  return callApi(CustomRequestCalls.apply, body);
}

/** The changes a requester makes from the list; the client toasts the server's refusals. */
export const customRequestApi = {
  withdraw: (id: number) => callApi(CustomRequestCalls.withdraw, { agent_label_apply_id: id }),
  remove: (id: number) => callApi(CustomRequestCalls.remove, { agent_label_apply_id: id }),
  /** silent: the pay form shows the refusal itself */
  order: (body: CustomOrderRequest) => callApi(CustomRequestCalls.order, body, { silent: true }),
};

/** After a save, a withdrawal, a removal or a payment: the lists and the opened request load again. */
export function invalidateCustomRequests(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(CustomRequestCalls.list) }),
    client.invalidateQueries({ queryKey: callKey(CustomRequestCalls.detail) }),
  ]).then(() => undefined);
}
