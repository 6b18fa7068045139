import {
  UsrCateCalls,
  type CallInput,
  type UsrCateCreateRequest,
  type UsrCateFamily,
  type UsrCateUpdateRequest,
} from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/** org: the caller's organisation (/config/category); platform: every organisation (/sys/manacate) */
export type GroupingFamily = UsrCateFamily;

/** the list call's query (page, limit, name, parent_id; usr_agent_id counts on the platform list only) */
export type GroupingListQuery = CallInput<typeof UsrCateCalls.org.list>;

export function groupingApi(family: GroupingFamily) {
  const calls = UsrCateCalls[family];
  return {
    list: (q: GroupingListQuery, signal: AbortSignal) => callApi(calls.list, q, { signal }),
    create: (body: UsrCateCreateRequest) => callApi(calls.create, body),
    update: (id: number, body: UsrCateUpdateRequest) => callApi(calls.update, { ...body, id }),
    remove: (id: number) => callApi(calls.remove, { id }),
  };
}

/** The groups under one parent (0 = top level), as the grouping modal edits them: one page of 100. */
export const groupingChildrenQuery = (
  family: GroupingFamily,
  parentId: number,
  usrAgentId: number | undefined,
) =>
  callQuery(UsrCateCalls[family].list, {
    parent_id: parentId,
    page: 1,
    limit: 100,
    usr_agent_id: usrAgentId,
  });

/** Organisations that have groups (the platform page's filter). */
export const groupingAgentsQuery = () => callQuery(UsrCateCalls.platformAgents, undefined);

/** After a write: every group list of both audiences and the organisation filter load again. */
export function invalidateGrouping(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [UsrCateCalls.org.list, UsrCateCalls.platform.list, UsrCateCalls.platformAgents].map((call) =>
      client.invalidateQueries({ queryKey: callKey(call) }),
    ),
  );
}
