import {
  OrgPaths as P,
  orgPath,
  type AgentInfo,
  type AgentOptions,
  type AgentQuotaRequest,
  type AgentRow,
  type AgentSaveRequest,
  type CategoryRow,
  type CategorySaveRequest,
  type Page,
  type QuotaLogEntry,
} from '@qishu/contract';
import { api, type Query } from '../../lib/api/index.ts';

/** TanStack Query keys of the area (mutations invalidate them). */
export const OrgKeys = {
  agents: ['org', 'agents'] as const,
  /** under `agents`, so a capacity change reloads it too */
  quotaLog: (id: number) => ['org', 'agents', 'quotaLog', id] as const,
  options: ['org', 'agentOptions'] as const,
  categories: ['org', 'categories'] as const,
  agentInfo: ['org', 'agentInfo'] as const,
};

export const orgApi = {
  agents: (q: Query, signal?: AbortSignal) => api.get<Page<AgentRow>>(P.agents, q, { signal }),
  options: (signal?: AbortSignal) => api.get<AgentOptions>(P.agentOptions, undefined, { signal }),
  createAgent: (body: AgentSaveRequest) => api.post<{ id: number }>(P.agents, body),
  updateAgent: (id: number, body: AgentSaveRequest) => api.put<{ id: number }>(orgPath(P.agent, id), body),
  deleteAgent: (id: number) => api.del<{ id: number }>(orgPath(P.agent, id)),
  setStatus: (id: number, status: number) => api.put<{ id: number }>(orgPath(P.agentStatus, id), { status }),
  adjustQuota: (id: number, body: AgentQuotaRequest) => api.put<AgentInfo>(orgPath(P.agentQuota, id), body),
  quotaLog: (id: number, signal?: AbortSignal) =>
    api.get<QuotaLogEntry[]>(orgPath(P.agentQuotaLog, id), undefined, { signal }),
  agentInfo: (signal?: AbortSignal) => api.get<AgentInfo>(P.agentInfo, undefined, { signal }),
  categories: (q: Query, signal?: AbortSignal) => api.get<Page<CategoryRow>>(P.categoryList, q, { signal }),
  addCategory: (body: CategorySaveRequest) => api.post<{ id: number }>(P.categoryAdd, body),
  editCategory: (id: number, body: CategorySaveRequest) =>
    api.post<{ id: number }>(P.categoryEdit, { ...body, agent_cate_id: id }),
  deleteCategory: (id: number) => api.post<{ id: number }>(P.categoryDelete, { agent_cate_id: id }),
};

/**
 * ListPage params → a query without empty fields. Search-bar fields are named `q_<field>` so their
 * element ids never collide with the same field in a create/edit dialog; the prefix is dropped here.
 */
export function cleanQuery(params: Record<string, unknown>): Query {
  const out: Record<string, string | number> = {};
  for (const [key, v] of Object.entries(params)) {
    const k = key.startsWith('q_') ? key.slice(2) : key;
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
    else if (typeof v === 'number') out[k] = v;
  }
  return out;
}
