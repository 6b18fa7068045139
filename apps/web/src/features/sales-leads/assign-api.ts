import { AssignCalls, SaleLabelCalls, type CallInput } from '@qishu/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { reloadLeads } from './lead-api.ts';

/** Cached answers of the assignment calls (what a change reloads). */
export const teamKey = callKey(AssignCalls.team);
export const rulesKey = callKey(AssignCalls.rules);
export const claimsKey = callKey(AssignCalls.claims);
export const movesKey = callKey(AssignCalls.moves);
export const labelsKey = callKey(SaleLabelCalls.list);

/** After leads changed hands: the lead lists, the team's counts, the claims and the history. */
export const reloadAssignments = (client: QueryClient) =>
  Promise.all([
    reloadLeads(client),
    client.invalidateQueries({ queryKey: teamKey }),
    client.invalidateQueries({ queryKey: claimsKey }),
    client.invalidateQueries({ queryKey: movesKey }),
  ]);

export const assignApi = {
  team: (signal?: AbortSignal) => callApi(AssignCalls.team, {}, signal ? { signal } : {}),
  updateMember: (input: CallInput<typeof AssignCalls.updateMember>) =>
    callApi(AssignCalls.updateMember, input),
  deliver: (input: CallInput<typeof AssignCalls.deliver>) => callApi(AssignCalls.deliver, input),
  rules: (signal?: AbortSignal) => callApi(AssignCalls.rules, {}, signal ? { signal } : {}),
  createRule: (input: CallInput<typeof AssignCalls.createRule>) => callApi(AssignCalls.createRule, input),
  updateRule: (input: CallInput<typeof AssignCalls.updateRule>) => callApi(AssignCalls.updateRule, input),
  removeRule: (id: number) => callApi(AssignCalls.removeRule, { id }),
  /** 退回公海: leads back to the shared pool */
  release: (input: CallInput<typeof AssignCalls.release>) => callApi(AssignCalls.release, input),
  claim: (input: CallInput<typeof AssignCalls.claim>) => callApi(AssignCalls.claim, input),
  claims: (input: CallInput<typeof AssignCalls.claims>, signal?: AbortSignal) =>
    callApi(AssignCalls.claims, input, signal ? { signal } : {}),
  decide: (input: CallInput<typeof AssignCalls.decide>) => callApi(AssignCalls.decide, input),
  moves: (input: CallInput<typeof AssignCalls.moves>, signal?: AbortSignal) =>
    callApi(AssignCalls.moves, input, signal ? { signal } : {}),
};

/** The team (members, open leads, capacity); loaded only when `enabled`. */
export function useTeam(enabled = true) {
  return useQuery({
    queryKey: [...teamKey],
    queryFn: ({ signal }) => assignApi.team(signal),
    enabled,
  });
}

/** The organisation's labels, when the role may list them (otherwise an empty list). */
export function useSaleLabels() {
  const can = useCan();
  const allowed = can('sale:label:list');
  const query = useQuery({
    queryKey: [...labelsKey],
    queryFn: ({ signal }) => callApi(SaleLabelCalls.list, {}, { signal }),
    enabled: allowed,
    staleTime: 60_000,
  });
  return { allowed, labels: query.data ?? [], loading: allowed && query.isPending };
}

/** A time the API answers ('YYYY-MM-DD HH:mm:ss' China time, or an ISO instant) to the minute. */
export function shortTime(value: string | null | undefined): string {
  if (!value) return '';
  return value.includes('T') ? formatDateTime(value) || value : value.slice(0, 16);
}
