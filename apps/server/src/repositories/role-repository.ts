import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';
import type { SysMenuTable, SysRoleTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { inTenant, type DataScope } from './data-scope.ts';
import { countedPage } from './row-count.ts';

export type RoleRow = Selectable<SysRoleTable>;
export type MenuRow = Selectable<SysMenuTable>;

export type RoleRecord = RoleRow & {
  module_name: string | null;
  agent_name: string | null;
  user_count: number;
};

/**
 * Whose roles a call sees. A role belongs to an organisation, or (usr_agent_id null) to the platform,
 * which offers it read-only to every organisation of its module; an organisation's admin works in
 * their own module only.
 */
export interface RoleScope extends DataScope {
  /** the module the caller works in; null for the platform back-office, which sees every module */
  readonly moduleId: number | null;
}

/**
 * Every role of every organisation and module. Sign-in and sessions read what an account's role
 * grants before there is a caller whose organisation could narrow it, and the user forms check the
 * roles an account may be given against its organisation themselves. There is no caller, hence no
 * user id (ids start at 1): `callerGrants` means nothing in this scope.
 */
export const EVERY_ROLE: RoleScope = { tenant: null, userId: 0, moduleId: null };

/** A role's two kinds of grant, each a table of (role, granted id) pairs. */
const GRANTS = {
  actions: { table: 'sys_role_action', column: 'sys_action_id' },
  menus: { table: 'sys_role_menu', column: 'sys_menu_id' },
} as const;
type Grant = (typeof GRANTS)[keyof typeof GRANTS];

export interface RoleFilter {
  moduleId?: number | undefined;
  name?: string | undefined;
  status?: number | undefined;
}

/**
 * Roles (sys_role) with their grants (sys_role_action, sys_role_menu). The scope sees the roles of
 * its organisation and the platform's, in its module, and changes only its organisation's (every role
 * for the platform). What a session's account holds (permissions, menus) and which roles an account
 * may be given are read here too, with EVERY_ROLE where there is no caller.
 */
export class RoleRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: RoleScope,
  ) {}

  /** the roles the scope sees */
  private visible() {
    let q = this.db
      .selectFrom('sys_role as r')
      .where((eb) => eb.or([inTenant('r.usr_agent_id', this.scope), eb('r.usr_agent_id', 'is', null)]));
    if (this.scope.moduleId !== null) q = q.where('r.sys_module_id', '=', this.scope.moduleId);
    return q;
  }

  /** the roles the scope may change: the platform's roles are read-only for an organisation */
  private owned() {
    return this.visible().where(inTenant('r.usr_agent_id', this.scope));
  }

  private visibleIds() {
    return this.visible().select('r.sys_role_id');
  }

  private ownedIds() {
    return this.owned().select('r.sys_role_id');
  }

  private async isOwned(roleId: number): Promise<boolean> {
    const row = await this.ownedIds().where('r.sys_role_id', '=', roleId).executeTakeFirst();
    return row !== undefined;
  }

  private viewQuery() {
    return this.visible()
      .leftJoin('sys_module as m', 'm.sys_module_id', 'r.sys_module_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'r.usr_agent_id');
  }

  private filtered(filter: RoleFilter) {
    let q = this.viewQuery();
    if (filter.moduleId !== undefined) q = q.where('r.sys_module_id', '=', filter.moduleId);
    if (filter.name) q = q.where(contains('r.role_name', filter.name));
    if (filter.status !== undefined) q = q.where('r.status', '=', filter.status);
    return q;
  }

  private static withCounts<QB extends ReturnType<RoleRepository['viewQuery']>>(qb: QB) {
    return qb
      .selectAll('r')
      .select(['m.name as module_name', 'a.name as agent_name'])
      .select((eb) =>
        eb
          .selectFrom('sys_user as u')
          .whereRef('u.sys_role_id', '=', 'r.sys_role_id')
          .select((e) => e.fn.countAll<number>().as('c'))
          .as('user_count'),
      );
  }

  async page(
    filter: RoleFilter,
    page: { page: number; limit: number },
  ): Promise<{ rows: RoleRecord[]; total: number }> {
    const ordered = RoleRepository.withCounts(this.filtered(filter))
      .orderBy('r.sys_module_id')
      .orderBy('r.sys_role_id');
    const { list, total } = await countedPage(ordered, this.filtered(filter), {
      page: page.page,
      limit: page.limit,
    });
    return { rows: list.map((r) => ({ ...r, user_count: Number(r.user_count ?? 0) })), total };
  }

  /** one role the scope sees */
  async byId(id: number): Promise<RoleRecord | undefined> {
    const row = await RoleRepository.withCounts(this.viewQuery())
      .where('r.sys_role_id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, user_count: Number(row.user_count ?? 0) } : undefined;
  }

  /** whether the module already has the name among the roles of `agentId` (null: the platform's) */
  async nameTaken(
    moduleId: number,
    agentId: number | null,
    name: string,
    exceptId?: number,
  ): Promise<boolean> {
    let q = this.visible()
      .select('r.sys_role_id')
      .where('r.sys_module_id', '=', moduleId)
      .where('r.role_name', '=', name);
    q = agentId === null ? q.where('r.usr_agent_id', 'is', null) : q.where('r.usr_agent_id', '=', agentId);
    if (exceptId !== undefined) q = q.where('r.sys_role_id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** the actions granted to a role the scope sees */
  actionIds(roleId: number): Promise<number[]> {
    return this.granted(GRANTS.actions, roleId);
  }

  /** the menus granted to a role the scope sees */
  menuIds(roleId: number): Promise<number[]> {
    return this.granted(GRANTS.menus, roleId);
  }

  private granted(grant: Grant, roleId: number): Promise<number[]> {
    return this.grantIds(grant, this.visibleIds().where('r.sys_role_id', '=', roleId));
  }

  /** The ids a grant table holds for the roles `roles` selects (one column of role ids), ascending. */
  private async grantIds<DB, TB extends keyof DB>(
    grant: Grant,
    roles: SelectQueryBuilder<DB, TB, { sys_role_id: number | null }>,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom(grant.table)
      .select(`${grant.column} as id`)
      .where('sys_role_id', 'in', roles)
      .orderBy(grant.column)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * A role of the module by its name among the roles the scope sees: the platform's, or (`agentId`)
   * that organisation's own.
   */
  async idByName(moduleId: number, name: string, agentId: number | null = null): Promise<number | undefined> {
    const row = await this.visible()
      .select('r.sys_role_id')
      .where('r.sys_module_id', '=', moduleId)
      .where('r.role_name', '=', name)
      .where('r.usr_agent_id', agentId === null ? 'is' : '=', agentId)
      .orderBy('r.sys_role_id')
      .executeTakeFirst();
    return row?.sys_role_id;
  }

  /**
   * Active roles of a module usable by an organisation, among the roles the scope sees: platform
   * roles and the organisation's own.
   */
  usable(agentId: number, moduleId: number): Promise<RoleRow[]> {
    return this.visible()
      .selectAll('r')
      .where('r.sys_module_id', '=', moduleId)
      .where('r.status', '=', 1)
      .where((eb) => eb.or([eb('r.usr_agent_id', 'is', null), eb('r.usr_agent_id', '=', agentId)]))
      .orderBy('r.sys_role_id')
      .execute();
  }

  /**
   * Role `roleId` (an id, or a column of an enclosing statement) if the scope sees it and it is
   * enabled: a disabled role grants nothing.
   */
  private granting(roleId: number | Expression<number | null>) {
    return this.visible().where('r.sys_role_id', '=', roleId).where('r.status', '=', 1);
  }

  /** The permission strings of the active actions of a role the scope sees. */
  async perms(roleId: number | null): Promise<string[]> {
    if (roleId === null) return [];
    const rows = await this.grantedPerms(this.granting(roleId)).select('a.perm').orderBy('a.perm').execute();
    return rows.map((r) => r.perm).filter((p): p is string => p !== null);
  }

  /**
   * What `perms()` answers for the role whose id `roleId` holds (a column of an enclosing statement),
   * as one JSON array text of the same strings in the same order: the session's read takes a request's
   * permissions in the statement that reads its session and account (`SignedInRepository`).
   */
  permsJson(roleId: Expression<number | null>, dialect: DialectName) {
    const perm = sql.ref<string>('a.perm');
    // the order is the database's, as perms()'s `order by`: PostgreSQL's collation may not be JavaScript's
    const list =
      dialect === 'postgres'
        ? sql<string>`coalesce(json_agg(${perm} order by ${perm})::text, '[]')`
        : sql<string>`json_group_array(${perm} order by ${perm})`;
    return this.grantedPerms(this.granting(roleId)).select(list.as('perms'));
  }

  /** The active actions with a permission string that the roles `roles` selects grant (a, one row each). */
  private grantedPerms(roles: ReturnType<RoleRepository['visible']>) {
    return roles
      .innerJoin('sys_role_action as ra', 'ra.sys_role_id', 'r.sys_role_id')
      .innerJoin('sys_action as a', 'a.sys_action_id', 'ra.sys_action_id')
      .where('a.status', '=', 1)
      .where('a.perm', 'is not', null);
  }

  /** The active menu items of a role the scope sees, ordered for the tree. */
  menus(roleId: number | null): Promise<MenuRow[]> {
    if (roleId === null) return Promise.resolve([]);
    return this.granting(roleId)
      .innerJoin('sys_role_menu as rm', 'rm.sys_role_id', 'r.sys_role_id')
      .innerJoin('sys_menu as m', 'm.sys_menu_id', 'rm.sys_menu_id')
      .selectAll('m')
      .where('m.status', '=', 1)
      .orderBy('m.orders')
      .orderBy('m.sys_menu_id')
      .execute();
  }

  /**
   * What the scope's user holds: the grants of their own role (none without a role). An
   * organisation admin may grant only these.
   */
  async callerGrants(): Promise<{ actions: number[]; menus: number[] }> {
    const ownRole = this.db
      .selectFrom('sys_user')
      .select('sys_role_id')
      .where('sys_user_id', '=', this.scope.userId);
    return {
      actions: await this.grantIds(GRANTS.actions, ownRole),
      menus: await this.grantIds(GRANTS.menus, ownRole),
    };
  }

  async insert(row: Insertable<SysRoleTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_role')
      .values(row)
      .returning('sys_role_id')
      .executeTakeFirstOrThrow();
    return r.sys_role_id;
  }

  async update(id: number, patch: Updateable<SysRoleTable>): Promise<void> {
    await this.db
      .updateTable('sys_role')
      .set(patch)
      .where('sys_role_id', '=', id)
      .where('sys_role_id', 'in', this.ownedIds())
      .execute();
  }

  /** Deletes a role of the scope with its grants. */
  async delete(id: number): Promise<void> {
    // the grants first: they refer to the role
    for (const table of [GRANTS.actions.table, GRANTS.menus.table, 'sys_role'] as const) {
      await this.db
        .deleteFrom(table)
        .where('sys_role_id', '=', id)
        .where('sys_role_id', 'in', this.ownedIds())
        .execute();
    }
  }

  /** Adds grants the role does not hold yet. */
  addActions(roleId: number, ids: number[]): Promise<void> {
    return this.grant(GRANTS.actions, roleId, ids);
  }

  removeActions(roleId: number, ids: number[]): Promise<void> {
    return this.revoke(GRANTS.actions, roleId, ids);
  }

  addMenus(roleId: number, ids: number[]): Promise<void> {
    return this.grant(GRANTS.menus, roleId, ids);
  }

  removeMenus(roleId: number, ids: number[]): Promise<void> {
    return this.revoke(GRANTS.menus, roleId, ids);
  }

  private async grant(grant: Grant, roleId: number, ids: number[]): Promise<void> {
    if (!(await this.isOwned(roleId))) return;
    const held = new Set(await this.granted(grant, roleId));
    const fresh = ids.filter((id) => !held.has(id));
    if (!fresh.length) return;
    await this.db
      .insertInto(grant.table)
      .values(fresh.map((id) => ({ sys_role_id: roleId, [grant.column]: id })))
      .execute();
  }

  private async revoke(grant: Grant, roleId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom(grant.table)
      .where('sys_role_id', '=', roleId)
      .where('sys_role_id', 'in', this.ownedIds())
      .where(grant.column, 'in', ids)
      .execute();
  }

  /** Withdraws a menu from every role of the scope (the menu is being deleted). */
  async withdrawMenu(menuId: number): Promise<void> {
    await this.db
      .deleteFrom('sys_role_menu')
      .where('sys_menu_id', '=', menuId)
      .where('sys_role_id', 'in', this.ownedIds())
      .execute();
  }

  /**
   * Withdraws actions from every role of the scope in a module; answers the withdrawn (role,
   * action) pairs.
   */
  async withdrawModuleActions(
    moduleId: number,
    actionIds: number[],
  ): Promise<{ sys_role_id: number; sys_action_id: number }[]> {
    if (!actionIds.length) return [];
    const roleIds = this.owned().select('r.sys_role_id').where('r.sys_module_id', '=', moduleId);
    const pairs = await this.db
      .selectFrom('sys_role_action')
      .select(['sys_role_id', 'sys_action_id'])
      .where('sys_role_id', 'in', roleIds)
      .where('sys_action_id', 'in', actionIds)
      .orderBy('sys_role_id')
      .orderBy('sys_action_id')
      .execute();
    if (pairs.length) {
      await this.db
        .deleteFrom('sys_role_action')
        .where('sys_role_id', 'in', roleIds)
        .where('sys_action_id', 'in', actionIds)
        .execute();
    }
    return pairs;
  }
}
