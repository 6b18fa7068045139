import { CustomRequestCalls, type ApplySpecialDataRequest } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/** A page of the caller's own requests, newest first. */
export const customRequestsQuery = (page: number, limit: number) =>
  callQuery(CustomRequestCalls.list, { page, limit });

/** Saves a request (type 1 submit, 0 draft); errors are toasted by the client. */
export function saveCustomRequest(body: ApplySpecialDataRequest) {
  return callApi(CustomRequestCalls.apply, body);
}

/** After a save: every page of the caller's requests loads again. */
export function invalidateCustomRequests(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(CustomRequestCalls.list) });
}
