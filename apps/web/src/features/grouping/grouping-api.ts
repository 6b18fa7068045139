import {
  UsrCatePaths,
  type Page,
  type UsrCate,
  type UsrCateAgent,
  type UsrCateCreateRequest,
  type UsrCateUpdateRequest,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** org: the caller's organisation (/config/category); platform: every organisation (/sys/manacate) */
export type GroupingFamily = 'org' | 'platform';

export const groupingFamilies = {
  org: { base: UsrCatePaths.org, perm: 'config:category' },
  platform: { base: UsrCatePaths.platform, perm: 'sys:usrCate' },
} as const satisfies Record<GroupingFamily, { base: string; perm: string }>;

/** The query key every group list lives under (writes invalidate it). */
export const groupingKey = ['usrcate'] as const;

/** the list call's query (page, limit, name, parent_id; usr_agent_id counts on the platform list only) */
export interface GroupingListQuery {
  page: number;
  limit: number;
  name?: string | undefined;
  parent_id?: number | undefined;
  usr_agent_id?: number | undefined;
}

export function groupingApi(family: GroupingFamily) {
  const base = groupingFamilies[family].base;
  return {
    list: (q: GroupingListQuery, signal?: AbortSignal) =>
      api.get<Page<UsrCate>>(base, { ...q }, signal ? { signal } : {}),
    create: (body: UsrCateCreateRequest) => api.post<UsrCate>(base, body),
    update: (id: number, body: UsrCateUpdateRequest) => api.put<UsrCate>(`${base}/${id}`, body),
    remove: (id: number) => api.del<{ ok: true }>(`${base}/${id}`),
  };
}

export const fetchGroupingAgents = (signal?: AbortSignal) =>
  api.get<UsrCateAgent[]>(UsrCatePaths.platformAgents, undefined, signal ? { signal } : {});
