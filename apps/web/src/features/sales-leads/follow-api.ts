import { FollowCalls, type CallInput } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api/index.ts';
import { reloadLeads } from './lead-api.ts';

/** Every cached page of the follow-up records, and of the due list (what a new record reloads). */
export const followRecordsKey = callKey(FollowCalls.records);
export const followDueKey = callKey(FollowCalls.due);

/**
 * After a follow-up is logged: the records, the due list and the leads' lists and board (their next
 * and last follow-up changed) load again.
 */
export const reloadFollow = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: followRecordsKey }),
    client.invalidateQueries({ queryKey: followDueKey }),
    reloadLeads(client),
  ]);

export const followApi = {
  log: (input: CallInput<typeof FollowCalls.log>) => callApi(FollowCalls.log, input),
  records: (input: CallInput<typeof FollowCalls.records>, signal?: AbortSignal) =>
    callApi(FollowCalls.records, input, signal ? { signal } : {}),
  due: (input: CallInput<typeof FollowCalls.due>, signal?: AbortSignal) =>
    callApi(FollowCalls.due, input, signal ? { signal } : {}),
};
