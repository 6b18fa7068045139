import type { Executor } from '../../db/executor.ts';
import { leadScopeOf, type LeadScope } from '../../repositories/sales-leads/lead-scope.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** The caller's lead scope (organisation, data scope) read with `db` (a transaction's, or the pool). */
export const scopeOf = (db: Executor, auth: AuthContext): Promise<LeadScope> =>
  leadScopeOf(db, auth.user.usr_agent_id, auth.user.sys_user_id);

/** `{ offset, limit }` of a 1-based page. */
export const pageWindow = (q: { page: number; limit: number }) => ({
  offset: (q.page - 1) * q.limit,
  limit: q.limit,
});
