import { LeadCalls, type CallInput } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api/index.ts';

/** Every cached list page and board of the leads (what a change reloads). */
export const leadsKey = callKey(LeadCalls.list);
export const leadBoardKey = callKey(LeadCalls.board);

/** After a lead changes or is added: its lists and the board load again. */
export const reloadLeads = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: leadsKey }),
    client.invalidateQueries({ queryKey: leadBoardKey }),
  ]);

export const leadApi = {
  page: (input: CallInput<typeof LeadCalls.list>, signal?: AbortSignal) =>
    callApi(LeadCalls.list, input, signal ? { signal } : {}),
  board: (input: CallInput<typeof LeadCalls.board>, signal?: AbortSignal) =>
    callApi(LeadCalls.board, input, signal ? { signal } : {}),
  moveStage: (input: CallInput<typeof LeadCalls.stage>) => callApi(LeadCalls.stage, input),
  collect: (input: CallInput<typeof LeadCalls.collect>) => callApi(LeadCalls.collect, input),
};
