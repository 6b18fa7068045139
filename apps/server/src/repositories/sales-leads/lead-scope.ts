import type { LeadDataScope } from '@qishu/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DataScope } from '../data-scope.ts';

/**
 * Which leads a user sees, decided here and nowhere else (issue 16 point 1): always only the
 * organisation's; within it, by the role's data scope (sys_role.data_scope) — the user's own leads,
 * those of the users of their department and the departments below it, or every lead. A user without
 * a role, or a role's unknown scope, sees their own only. Leads in the shared pool (no owner) are
 * listed apart, to everyone of the organisation.
 */
export interface LeadScope extends DataScope {
  readonly tenant: number;
  /** the owners whose leads the user sees; null: every owner of the organisation */
  readonly owners: readonly number[] | null;
  readonly dataScope: LeadDataScope;
}

export async function leadScopeOf(db: Executor, tenant: number, userId: number): Promise<LeadScope> {
  const me = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_role as r', 'r.sys_role_id', 'u.sys_role_id')
    .select(['u.sys_department_id', 'r.data_scope'])
    .where('u.sys_user_id', '=', userId)
    .where('u.usr_agent_id', '=', tenant)
    .executeTakeFirst();
  const dataScope: LeadDataScope =
    me?.data_scope === 'org' || me?.data_scope === 'department' ? me.data_scope : 'self';
  if (dataScope === 'org') return { tenant, userId, owners: null, dataScope };
  if (dataScope === 'self' || me?.sys_department_id == null) {
    return { tenant, userId, owners: [userId], dataScope };
  }
  // the department and every one below it (an organisation has a few dozen: read them all)
  const departments = await db
    .selectFrom('sys_department')
    .select(['sys_department_id', 'parent_id'])
    .where('usr_agent_id', '=', tenant)
    .execute();
  const below = new Set([me.sys_department_id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of departments) {
      if (d.parent_id !== null && below.has(d.parent_id) && !below.has(d.sys_department_id)) {
        below.add(d.sys_department_id);
        grew = true;
      }
    }
  }
  const users = await db
    .selectFrom('sys_user')
    .select('sys_user_id')
    .where('usr_agent_id', '=', tenant)
    .where('sys_department_id', 'in', [...below])
    .execute();
  const owners = new Set([userId, ...users.map((u) => u.sys_user_id)]);
  return { tenant, userId, owners: [...owners], dataScope };
}

/** The scope as a condition on a lead's owner column (the tenant is applied beside it). */
export function ownerVisible(column: string, scope: LeadScope): Expression<SqlBool> {
  if (scope.owners === null) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(scope.owners.map((id) => sql.val(id)))})`;
}
