import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysMenuTable, SysRoleTable } from '../db/tables/identity.ts';

export type RoleRow = Selectable<SysRoleTable>;
export type MenuRow = Selectable<SysMenuTable>;

/**
 * Roles (sys_role) with what they grant (permissions, menus), read-only: what a session's account
 * holds and which roles an account may be given. Roles' own management is RoleRepository's.
 */
export class RoleLookupRepository {
  constructor(private readonly db: Executor) {}

  byId(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('sys_role').selectAll().where('sys_role_id', '=', id).executeTakeFirst();
  }

  /** The platform role of a module with that name. */
  async idByName(moduleId: number, name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', moduleId)
      .where('role_name', '=', name)
      .where('usr_agent_id', 'is', null)
      .orderBy('sys_role_id')
      .executeTakeFirst();
    return row?.sys_role_id;
  }

  /** Active roles of a module usable by an organisation: platform roles and the organisation's own. */
  usable(agentId: number, moduleId: number): Promise<RoleRow[]> {
    return this.db
      .selectFrom('sys_role')
      .selectAll()
      .where('sys_module_id', '=', moduleId)
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('usr_agent_id', 'is', null), eb('usr_agent_id', '=', agentId)]))
      .orderBy('sys_role_id')
      .execute();
  }

  /** The permission strings of the role's active actions. */
  async perms(roleId: number | null): Promise<string[]> {
    if (roleId === null) return [];
    const rows = await this.db
      .selectFrom('sys_role_action as ra')
      .innerJoin('sys_action as a', 'a.sys_action_id', 'ra.sys_action_id')
      // a disabled role grants nothing
      .innerJoin('sys_role as r', (j) =>
        j.onRef('r.sys_role_id', '=', 'ra.sys_role_id').on('r.status', '=', 1),
      )
      .select('a.perm')
      .where('ra.sys_role_id', '=', roleId)
      .where('a.status', '=', 1)
      .where('a.perm', 'is not', null)
      .orderBy('a.perm')
      .execute();
    return rows.map((r) => r.perm).filter((p): p is string => p !== null);
  }

  /** The role's active menu items, ordered for the tree. */
  menus(roleId: number | null): Promise<MenuRow[]> {
    if (roleId === null) return Promise.resolve([]);
    return this.db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_menu as m', 'm.sys_menu_id', 'rm.sys_menu_id')
      .innerJoin('sys_role as r', (j) =>
        j.onRef('r.sys_role_id', '=', 'rm.sys_role_id').on('r.status', '=', 1),
      )
      .selectAll('m')
      .where('rm.sys_role_id', '=', roleId)
      .where('m.status', '=', 1)
      .orderBy('m.orders')
      .orderBy('m.sys_menu_id')
      .execute();
  }
}
