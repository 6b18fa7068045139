import { ActionCalls, LeadCalls, type CallInput } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/** Every cached list page and board of the leads (what a change reloads). */
export const leadsKey = callKey(LeadCalls.list);
export const leadBoardKey = callKey(LeadCalls.board);
/** Every cached lead page (线索详情) and its timeline. */
export const leadDetailKey = callKey(ActionCalls.lead);
export const leadTimelineKey = callKey(ActionCalls.timeline);

/** After a lead changes or is added: its lists, the board, and the lead's page and timeline load again. */
export const reloadLeads = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: leadsKey }),
    client.invalidateQueries({ queryKey: leadBoardKey }),
    client.invalidateQueries({ queryKey: leadDetailKey }),
    client.invalidateQueries({ queryKey: leadTimelineKey }),
  ]);

export const leadApi = {
  collected: (input: CallInput<typeof LeadCalls.collected>, signal?: AbortSignal) =>
    callApi(LeadCalls.collected, input, signal ? { signal } : {}),
  page: (input: CallInput<typeof LeadCalls.list>, signal?: AbortSignal) =>
    callApi(LeadCalls.list, input, signal ? { signal } : {}),
  board: (input: CallInput<typeof LeadCalls.board>, signal?: AbortSignal) =>
    callApi(LeadCalls.board, input, signal ? { signal } : {}),
  moveStage: (input: CallInput<typeof LeadCalls.stage>) => callApi(LeadCalls.stage, input),
  collect: (input: CallInput<typeof LeadCalls.collect>) => callApi(LeadCalls.collect, input),
  collectSearch: (input: CallInput<typeof LeadCalls.collectSearch>) =>
    callApi(LeadCalls.collectSearch, input),
  /** 预计金额 of one lead, in fen */
  setAmount: (input: CallInput<typeof ActionCalls.amount>) => callApi(ActionCalls.amount, input),
};

/** One lead's page (its detail) and its timeline; the page shows their errors itself. */
export const leadDetailQuery = (id: number) => callQuery(ActionCalls.lead, { id }, { silent: true });
export const leadTimelineQuery = (id: number) => callQuery(ActionCalls.timeline, { id }, { silent: true });
