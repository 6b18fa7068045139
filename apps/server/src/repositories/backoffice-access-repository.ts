import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type {
  SysActionTable,
  SysMenuCateTable,
  SysMenuTable,
  SysModuleTable,
  SysRoleTable,
} from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type RoleRecord = Selectable<SysRoleTable> & {
  module_name: string | null;
  agent_name: string | null;
  user_count: number;
};
export type ActionRecord = Selectable<SysActionTable>;
export type MenuRecord = Selectable<SysMenuTable> & { cate_name: string | null };
export type MenuCateRecord = Selectable<SysMenuCateTable> & { menu_count: number };
export type ModuleRecord = Selectable<SysModuleTable> & {
  role_count: number;
  user_count: number;
  action_count: number;
};

/** Which roles a caller sees: every role (platform), or one module's platform roles plus one organisation's. */
export type RoleScope = { kind: 'platform' } | { kind: 'organisation'; agentId: number; moduleId: number };

export interface RoleFilter {
  moduleId?: number | undefined;
  name?: string | undefined;
  status?: number | undefined;
}


/** Roles, permission points, menus, menu categories and modules (the back-office area 'access'). */
export class BackofficeAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The same repository on a transaction. */
  with(executor: Kysely<Database>): BackofficeAccessRepository {
    return new BackofficeAccessRepository(executor);
  }

  // ── roles ──────────────────────────────────────────────────────────────────────────────

  private roleQuery() {
    return this.db
      .selectFrom('sys_role as r')
      .leftJoin('sys_module as m', 'm.sys_module_id', 'r.sys_module_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'r.usr_agent_id');
  }

  private scoped<QB extends ReturnType<BackofficeAccessRepository['roleQuery']>>(
    qb: QB,
    scope: RoleScope,
    filter: RoleFilter,
  ): QB {
    let q = qb;
    if (scope.kind === 'organisation') {
      const { agentId, moduleId } = scope;
      q = q
        .where('r.sys_module_id', '=', moduleId)
        .where((eb) => eb.or([eb('r.usr_agent_id', '=', agentId), eb('r.usr_agent_id', 'is', null)])) as QB;
    }
    if (filter.moduleId !== undefined) q = q.where('r.sys_module_id', '=', filter.moduleId) as QB;
    if (filter.name) q = q.where(contains('r.role_name', filter.name)) as QB;
    if (filter.status !== undefined) q = q.where('r.status', '=', filter.status) as QB;
    return q;
  }

  async listRoles(
    scope: RoleScope,
    filter: RoleFilter,
    page: { page: number; limit: number },
  ): Promise<{ rows: RoleRecord[]; total: number }> {
    const countRow = await this.scoped(this.roleQuery(), scope, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.scoped(this.roleQuery(), scope, filter)
      .selectAll('r')
      .select(['m.name as module_name', 'a.name as agent_name'])
      .select((eb) =>
        eb
          .selectFrom('sys_user as u')
          .whereRef('u.sys_role_id', '=', 'r.sys_role_id')
          .select((e) => e.fn.countAll<number>().as('c'))
          .as('user_count'),
      )
      .orderBy('r.sys_module_id')
      .orderBy('r.sys_role_id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return {
      rows: rows.map((r) => ({ ...r, user_count: Number(r.user_count ?? 0) })),
      total: Number(countRow.n),
    };
  }

  async roleById(id: number): Promise<RoleRecord | undefined> {
    const row = await this.roleQuery()
      .selectAll('r')
      .select(['m.name as module_name', 'a.name as agent_name'])
      .select((eb) =>
        eb
          .selectFrom('sys_user as u')
          .whereRef('u.sys_role_id', '=', 'r.sys_role_id')
          .select((e) => e.fn.countAll<number>().as('c'))
          .as('user_count'),
      )
      .where('r.sys_role_id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, user_count: Number(row.user_count ?? 0) } : undefined;
  }

  async roleNameTaken(
    moduleId: number,
    agentId: number | null,
    name: string,
    exceptId?: number,
  ): Promise<boolean> {
    let q = this.db
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', moduleId)
      .where('role_name', '=', name);
    q = agentId === null ? q.where('usr_agent_id', 'is', null) : q.where('usr_agent_id', '=', agentId);
    if (exceptId !== undefined) q = q.where('sys_role_id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async roleActionIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_role_action')
      .select('sys_action_id')
      .where('sys_role_id', '=', roleId)
      .orderBy('sys_action_id')
      .execute();
    return rows.map((r) => r.sys_action_id);
  }

  async roleMenuIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_role_menu')
      .select('sys_menu_id')
      .where('sys_role_id', '=', roleId)
      .orderBy('sys_menu_id')
      .execute();
    return rows.map((r) => r.sys_menu_id);
  }

  async insertRole(row: Insertable<SysRoleTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_role')
      .values(row)
      .returning('sys_role_id')
      .executeTakeFirstOrThrow();
    return r.sys_role_id;
  }

  async updateRole(id: number, patch: Updateable<SysRoleTable>): Promise<void> {
    await this.db.updateTable('sys_role').set(patch).where('sys_role_id', '=', id).execute();
  }

  async deleteRole(id: number): Promise<void> {
    await this.db.deleteFrom('sys_role_action').where('sys_role_id', '=', id).execute();
    await this.db.deleteFrom('sys_role_menu').where('sys_role_id', '=', id).execute();
    await this.db.deleteFrom('sys_role').where('sys_role_id', '=', id).execute();
  }

  /** Adds grants the role does not hold yet. */
  async addRoleActions(roleId: number, ids: number[]): Promise<void> {
    const held = new Set(await this.roleActionIds(roleId));
    const rows = ids.filter((id) => !held.has(id)).map((id) => ({ sys_role_id: roleId, sys_action_id: id }));
    if (rows.length) await this.db.insertInto('sys_role_action').values(rows).execute();
  }

  async removeRoleActions(roleId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('sys_role_action')
      .where('sys_role_id', '=', roleId)
      .where('sys_action_id', 'in', ids)
      .execute();
  }

  async addRoleMenus(roleId: number, ids: number[]): Promise<void> {
    const held = new Set(await this.roleMenuIds(roleId));
    const rows = ids.filter((id) => !held.has(id)).map((id) => ({ sys_role_id: roleId, sys_menu_id: id }));
    if (rows.length) await this.db.insertInto('sys_role_menu').values(rows).execute();
  }

  async removeRoleMenus(roleId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('sys_role_menu')
      .where('sys_role_id', '=', roleId)
      .where('sys_menu_id', 'in', ids)
      .execute();
  }

  // ── actions ────────────────────────────────────────────────────────────────────────────

  allActions(moduleId?: number): Promise<ActionRecord[]> {
    let q = this.db.selectFrom('sys_action').selectAll();
    if (moduleId !== undefined) q = q.where('sys_module_id', '=', moduleId);
    return q.orderBy('orders').orderBy('sys_action_id').execute();
  }

  actionById(id: number): Promise<ActionRecord | undefined> {
    return this.db.selectFrom('sys_action').selectAll().where('sys_action_id', '=', id).executeTakeFirst();
  }

  async actionsExist(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('sys_action')
      .select('sys_action_id')
      .where('sys_action_id', 'in', ids)
      .execute();
    return rows.map((r) => r.sys_action_id);
  }

  async permTaken(perm: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('sys_action').select('sys_action_id').where('perm', '=', perm);
    if (exceptId !== undefined) q = q.where('sys_action_id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertAction(row: Insertable<SysActionTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_action')
      .values(row)
      .returning('sys_action_id')
      .executeTakeFirstOrThrow();
    return r.sys_action_id;
  }

  async updateAction(id: number, patch: Updateable<SysActionTable>): Promise<void> {
    await this.db.updateTable('sys_action').set(patch).where('sys_action_id', '=', id).execute();
  }

  async deleteAction(id: number): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_action_id', '=', id).execute();
    await this.db.deleteFrom('sys_action').where('sys_action_id', '=', id).execute();
  }

  async actionChildCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('sys_action')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** How many roles hold each action. */
  async actionRoleCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('sys_role_action')
      .select(['sys_action_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sys_action_id')
      .execute();
    return new Map(rows.map((r) => [r.sys_action_id, Number(r.n)]));
  }

  /** Actions a module offers (sys_module_action). */
  async moduleActionIds(moduleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_module_action')
      .select('sys_action_id')
      .where('sys_module_id', '=', moduleId)
      .orderBy('sys_action_id')
      .execute();
    return rows.map((r) => r.sys_action_id);
  }

  async setModuleActions(moduleId: number, ids: number[]): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_module_id', '=', moduleId).execute();
    if (ids.length) {
      await this.db
        .insertInto('sys_module_action')
        .values(ids.map((id) => ({ sys_module_id: moduleId, sys_action_id: id })))
        .execute();
    }
  }

  /** Withdraws actions from every role of a module; answers the withdrawn (role, action) pairs. */
  async removeActionsFromModuleRoles(
    moduleId: number,
    actionIds: number[],
  ): Promise<{ sys_role_id: number; sys_action_id: number }[]> {
    if (!actionIds.length) return [];
    const roleIds = this.db
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', moduleId);
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

  // ── menus ──────────────────────────────────────────────────────────────────────────────

  allMenus(moduleId?: number): Promise<MenuRecord[]> {
    let q = this.db
      .selectFrom('sys_menu as m')
      .leftJoin('sys_menu_cate as c', 'c.sys_menu_cate_id', 'm.sys_menu_cate_id')
      .selectAll('m')
      .select('c.name as cate_name');
    if (moduleId !== undefined) q = q.where('m.sys_module_id', '=', moduleId);
    return q.orderBy('m.sys_module_id').orderBy('m.orders').orderBy('m.sys_menu_id').execute();
  }

  menuById(id: number): Promise<MenuRecord | undefined> {
    return this.db
      .selectFrom('sys_menu as m')
      .leftJoin('sys_menu_cate as c', 'c.sys_menu_cate_id', 'm.sys_menu_cate_id')
      .selectAll('m')
      .select('c.name as cate_name')
      .where('m.sys_menu_id', '=', id)
      .executeTakeFirst();
  }

  async menuIdsOfModule(moduleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_menu')
      .select('sys_menu_id')
      .where('sys_module_id', '=', moduleId)
      .execute();
    return rows.map((r) => r.sys_menu_id);
  }

  async insertMenu(row: Insertable<SysMenuTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_menu')
      .values(row)
      .returning('sys_menu_id')
      .executeTakeFirstOrThrow();
    return r.sys_menu_id;
  }

  async updateMenu(id: number, patch: Updateable<SysMenuTable>): Promise<void> {
    await this.db.updateTable('sys_menu').set(patch).where('sys_menu_id', '=', id).execute();
  }

  async deleteMenu(id: number): Promise<void> {
    await this.db.deleteFrom('sys_role_menu').where('sys_menu_id', '=', id).execute();
    await this.db.deleteFrom('sys_menu').where('sys_menu_id', '=', id).execute();
  }

  async menuChildCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('sys_menu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  // ── menu categories ────────────────────────────────────────────────────────────────────

  async listMenuCates(
    name: string | undefined,
    page: { page: number; limit: number },
  ): Promise<{ rows: MenuCateRecord[]; total: number }> {
    let base = this.db.selectFrom('sys_menu_cate as c');
    if (name) base = base.where(contains('c.name', name));
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('sys_menu as m')
          .whereRef('m.sys_menu_cate_id', '=', 'c.sys_menu_cate_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('menu_count'),
      )
      .orderBy('c.orders')
      .orderBy('c.sys_menu_cate_id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return {
      rows: rows.map((r) => ({ ...r, menu_count: Number(r.menu_count ?? 0) })),
      total: Number(countRow.n),
    };
  }

  async allMenuCates(): Promise<Selectable<SysMenuCateTable>[]> {
    return this.db
      .selectFrom('sys_menu_cate')
      .selectAll()
      .orderBy('orders')
      .orderBy('sys_menu_cate_id')
      .execute();
  }

  async menuCateById(id: number): Promise<MenuCateRecord | undefined> {
    const row = await this.db
      .selectFrom('sys_menu_cate as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('sys_menu as m')
          .whereRef('m.sys_menu_cate_id', '=', 'c.sys_menu_cate_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('menu_count'),
      )
      .where('c.sys_menu_cate_id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, menu_count: Number(row.menu_count ?? 0) } : undefined;
  }

  async insertMenuCate(row: Insertable<SysMenuCateTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_menu_cate')
      .values(row)
      .returning('sys_menu_cate_id')
      .executeTakeFirstOrThrow();
    return r.sys_menu_cate_id;
  }

  async updateMenuCate(id: number, patch: Updateable<SysMenuCateTable>): Promise<void> {
    await this.db.updateTable('sys_menu_cate').set(patch).where('sys_menu_cate_id', '=', id).execute();
  }

  async deleteMenuCate(id: number): Promise<void> {
    await this.db.deleteFrom('sys_menu_cate').where('sys_menu_cate_id', '=', id).execute();
  }

  // ── modules ────────────────────────────────────────────────────────────────────────────

  private moduleQuery() {
    return this.db
      .selectFrom('sys_module as m')
      .selectAll('m')
      .select((eb) => [
        eb
          .selectFrom('sys_role as r')
          .whereRef('r.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('role_count'),
        eb
          .selectFrom('sys_user as u')
          .whereRef('u.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('user_count'),
        eb
          .selectFrom('sys_module_action as ma')
          .whereRef('ma.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('action_count'),
      ]);
  }

  private static moduleOf(
    r: Selectable<SysModuleTable> & Record<'role_count' | 'user_count' | 'action_count', unknown>,
  ): ModuleRecord {
    return {
      ...r,
      role_count: Number(r.role_count ?? 0),
      user_count: Number(r.user_count ?? 0),
      action_count: Number(r.action_count ?? 0),
    };
  }

  async listModules(
    name: string | undefined,
    page: { page: number; limit: number },
  ): Promise<{ rows: ModuleRecord[]; total: number }> {
    let count = this.db.selectFrom('sys_module as m').select((eb) => eb.fn.countAll<number>().as('n'));
    let q = this.moduleQuery();
    if (name) {
      count = count.where(contains('m.name', name));
      q = q.where(contains('m.name', name));
    }
    const countRow = await count.executeTakeFirstOrThrow();
    const rows = await q
      .orderBy('m.orders')
      .orderBy('m.sys_module_id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows: rows.map(BackofficeAccessRepository.moduleOf), total: Number(countRow.n) };
  }

  async moduleById(id: number): Promise<ModuleRecord | undefined> {
    const row = await this.moduleQuery().where('m.sys_module_id', '=', id).executeTakeFirst();
    return row ? BackofficeAccessRepository.moduleOf(row) : undefined;
  }

  allModules(): Promise<Selectable<SysModuleTable>[]> {
    return this.db.selectFrom('sys_module').selectAll().orderBy('orders').orderBy('sys_module_id').execute();
  }

  async insertModule(row: Insertable<SysModuleTable>): Promise<void> {
    await this.db.insertInto('sys_module').values(row).execute();
  }

  async updateModule(id: number, patch: Updateable<SysModuleTable>): Promise<void> {
    await this.db.updateTable('sys_module').set(patch).where('sys_module_id', '=', id).execute();
  }

  async deleteModule(id: number): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_module_id', '=', id).execute();
    await this.db.deleteFrom('sys_module').where('sys_module_id', '=', id).execute();
  }

  /** Rows that keep a module in use (users, roles, menus, actions, organisations). */
  async moduleUsage(id: number): Promise<number> {
    const count = async (table: 'sys_user' | 'sys_role' | 'sys_menu' | 'sys_action' | 'usr_agent_module') => {
      const r = await this.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('sys_module_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    };
    let total = 0;
    for (const table of ['sys_user', 'sys_role', 'sys_menu', 'sys_action', 'usr_agent_module'] as const) {
      total += await count(table);
    }
    return total;
  }
}
