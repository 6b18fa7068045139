import { SpecialDright } from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { actionGroups, actions } from './data/actions.ts';
import { menus, quickLinks } from './data/menus.ts';
import { modules } from './data/modules.ts';
import { roles } from './data/roles.ts';
import type { SeedMenu, SeedRole } from './data/types.ts';

export interface AccessIds {
  /** role id by `${sys_module_id}:${role_name}` */
  roleIds: Map<string, number>;
  /** menu id by menu key, action id by permission (for roles seeded later: insertRole) */
  menuIds: Map<string, number>;
  actionIds: Map<string, number>;
}

/** Modules, data rights, actions (as a tree), menus (as a tree, with quick links) and default roles. */
export async function seedAccess(db: Kysely<Database>): Promise<AccessIds> {
  for (const m of modules) {
    await db
      .insertInto('sys_module')
      .values({
        sys_module_id: m.sys_module_id,
        name: m.name,
        home_route: m.home,
        remark: m.remark,
        orders: m.orders,
      })
      .execute();
  }
  await db
    .insertInto('sys_dright')
    .values([
      {
        sys_dright_id: SpecialDright.searchWorkspace,
        name: '搜索工作台',
        remark: '登录后进入 /search/index',
      },
      {
        sys_dright_id: SpecialDright.project,
        name: '项目工作台',
        remark: '星河产投用户登录后进入 /biz/project',
      },
    ])
    .execute();

  const groupIds = new Map<string, number>();
  for (const g of actionGroups) {
    const row = await db
      .insertInto('sys_action')
      .values({ sys_module_id: g.sys_module_id, parent_id: null, name: g.name, perm: null, orders: g.orders })
      .returning('sys_action_id')
      .executeTakeFirstOrThrow();
    groupIds.set(g.key, row.sys_action_id);
  }
  const actionIds = new Map<string, number>();
  for (const a of actions) {
    const row = await db
      .insertInto('sys_action')
      .values({
        sys_module_id: a.sys_module_id,
        parent_id: groupIds.get(a.group) ?? null,
        name: a.name,
        perm: a.perm,
        orders: a.orders,
      })
      .returning('sys_action_id')
      .executeTakeFirstOrThrow();
    actionIds.set(a.perm, row.sys_action_id);
    for (const moduleId of new Set(a.modules)) {
      await db
        .insertInto('sys_module_action')
        .values({ sys_module_id: moduleId, sys_action_id: row.sys_action_id })
        .execute();
    }
  }

  const quick = new Set(quickLinks.flatMap((q) => q.keys));
  const menuIds = new Map<string, number>();
  async function insertMenus(nodes: readonly SeedMenu[], parentId: number, moduleId: number): Promise<void> {
    for (const n of nodes) {
      const row = await db
        .insertInto('sys_menu')
        .values({
          parent_id: parentId,
          sys_module_id: moduleId,
          sys_menu_cate_id: null,
          menu_key: n.key,
          name: n.name,
          vue_url: n.vue_url,
          style: n.style,
          intro: n.intro,
          location: n.location,
          perm: n.perm ?? null,
          is_quick: quick.has(n.key) ? 1 : 0,
          orders: n.orders,
        })
        .returning('sys_menu_id')
        .executeTakeFirstOrThrow();
      menuIds.set(n.key, row.sys_menu_id);
      if (n.children?.length) await insertMenus(n.children, row.sys_menu_id, moduleId);
    }
  }
  for (const [moduleId, tree] of Object.entries(menus)) await insertMenus(tree, 0, Number(moduleId));

  const access: AccessIds = { roleIds: new Map(), menuIds, actionIds };
  for (const r of roles) await insertRole(db, access, r, null);
  return access;
}

/**
 * One role with its menus and actions: a default role (`usrAgentId` null), or a role an
 * organisation owns (seeded once the organisation exists). Its id is kept in `access.roleIds`.
 */
export async function insertRole(
  db: Kysely<Database>,
  access: AccessIds,
  r: SeedRole,
  usrAgentId: number | null,
): Promise<number> {
  const row = await db
    .insertInto('sys_role')
    .values({
      usr_agent_id: usrAgentId,
      sys_module_id: r.sys_module_id,
      role_name: r.role_name,
      remark: r.remark,
    })
    .returning('sys_role_id')
    .executeTakeFirstOrThrow();
  access.roleIds.set(`${r.sys_module_id}:${r.role_name}`, row.sys_role_id);
  const menuRows = r.menus.map((key) => ({
    sys_role_id: row.sys_role_id,
    sys_menu_id: must(access.menuIds, key, 'menu'),
  }));
  const actionRows = r.actions.map((perm) => ({
    sys_role_id: row.sys_role_id,
    sys_action_id: must(access.actionIds, perm, 'action'),
  }));
  if (menuRows.length) await db.insertInto('sys_role_menu').values(menuRows).execute();
  if (actionRows.length) await db.insertInto('sys_role_action').values(actionRows).execute();
  return row.sys_role_id;
}

function must(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${key}`);
  return id;
}

/**
 * The default roles' sales-lead data scope (migration 0029's sys_role.data_scope; the default is the
 * whole organisation). Apart from seedAccess, which also seeds databases of older migrations in tests.
 */
export async function seedRoleDataScopes(db: Kysely<Database>): Promise<void> {
  for (const r of roles) {
    if (!r.data_scope || r.data_scope === 'org') continue;
    await db
      .updateTable('sys_role')
      .set({ data_scope: r.data_scope })
      .where('usr_agent_id', 'is', null)
      .where('sys_module_id', '=', r.sys_module_id)
      .where('role_name', '=', r.role_name)
      .execute();
  }
}
