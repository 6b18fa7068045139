import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SysRoleTable, SysUserTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type UserRecord = Selectable<SysUserTable>;
export type RoleRecord = Selectable<SysRoleTable>;

/**
 * Which users a caller may see: the platform back-office sees every organisation (`agentId` null),
 * an organisation admin only the accounts of their organisation and module. Every read and write of
 * this repository that takes a user id applies it, so a foreign id is simply "not found".
 */
export interface UserScope {
  agentId: number | null;
  moduleId: number | null;
}

export interface UserFilters {
  phone?: string | undefined;
  realname?: string | undefined;
  usr_agent_id?: number | undefined;
  sys_module_id?: number | undefined;
  status?: number | undefined;
}

/** A user row as the back-office lists show it (names of organisation, module, role, data right). */
export interface UserView {
  sys_user_id: number;
  usr_agent_id: number;
  agent_name: string;
  sys_module_id: number;
  module_name: string;
  sys_role_id: number | null;
  role_name: string | null;
  sys_dright_id: number | null;
  dright_name: string | null;
  username: string;
  realname: string;
  email: string | null;
  status: number;
  after_login: number;
  is_temporary: number;
  limits_time: number | null;
  is_api: number;
  last_time: string | null;
  created_at: string;
}

/** Tables whose rows keep a user (no cascade): a user with such rows can only be disabled. */
const BUSINESS_TABLES = [
  ['shop_order', 'sys_user_id'],
  ['per_order', 'sys_user_id'],
  ['agent_label_apply', 'sys_user_id'],
  ['shop_search_condition', 'sys_user_id'],
  ['payment', 'sys_user_id'],
  ['usr_cate', 'user_id'],
] as const;

/** Escapes LIKE wildcards so a search text matches literally. */

/** sys_user and its links (usr_agent_rel) for the back-office's user management. */
export class BackofficeUsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(scope: UserScope) {
    let q = this.db
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .innerJoin('sys_module as m', 'm.sys_module_id', 'u.sys_module_id')
      .leftJoin('sys_role as r', 'r.sys_role_id', 'u.sys_role_id')
      .leftJoin('sys_dright as d', 'd.sys_dright_id', 'u.sys_dright_id');
    if (scope.agentId !== null) q = q.where('u.usr_agent_id', '=', scope.agentId);
    if (scope.moduleId !== null) q = q.where('u.sys_module_id', '=', scope.moduleId);
    return q;
  }

  private viewColumns() {
    return [
      'u.sys_user_id',
      'u.usr_agent_id',
      'a.name as agent_name',
      'u.sys_module_id',
      'm.name as module_name',
      'u.sys_role_id',
      'r.role_name',
      'u.sys_dright_id',
      'd.name as dright_name',
      'u.username',
      'u.realname',
      'u.email',
      'u.status',
      'u.after_login',
      'u.is_temporary',
      'u.limits_time',
      'u.is_api',
      'u.last_time',
      'u.created_at',
    ] as const;
  }

  async list(
    scope: UserScope,
    f: UserFilters,
    page: number,
    limit: number,
  ): Promise<{ list: UserView[]; total: number }> {
    let q = this.base(scope);
    if (f.phone) q = q.where(contains('u.username', f.phone));
    if (f.realname) q = q.where(contains('u.realname', f.realname));
    if (f.usr_agent_id !== undefined) q = q.where('u.usr_agent_id', '=', f.usr_agent_id);
    if (f.sys_module_id !== undefined) q = q.where('u.sys_module_id', '=', f.sys_module_id);
    if (f.status !== undefined) q = q.where('u.status', '=', f.status);
    const totalRow = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const list = await q
      .select(this.viewColumns())
      .orderBy('u.sys_user_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { list, total: Number(totalRow.n) };
  }

  view(scope: UserScope, id: number): Promise<UserView | undefined> {
    return this.base(scope).select(this.viewColumns()).where('u.sys_user_id', '=', id).executeTakeFirst();
  }

  /** The raw row, only inside the scope. */
  byId(scope: UserScope, id: number): Promise<UserRecord | undefined> {
    let q = this.db.selectFrom('sys_user').selectAll().where('sys_user_id', '=', id);
    if (scope.agentId !== null) q = q.where('usr_agent_id', '=', scope.agentId);
    if (scope.moduleId !== null) q = q.where('sys_module_id', '=', scope.moduleId);
    return q.executeTakeFirst();
  }

  async phoneTaken(agentId: number, phone: string, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('sys_user')
      .select('sys_user_id')
      .where('usr_agent_id', '=', agentId)
      .where('username', '=', phone);
    if (exceptId !== undefined) q = q.where('sys_user_id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<SysUserTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_user')
      .values(row)
      .returning('sys_user_id')
      .executeTakeFirstOrThrow();
    return r.sys_user_id;
  }

  async update(id: number, patch: Updateable<SysUserTable>): Promise<void> {
    await this.db.updateTable('sys_user').set(patch).where('sys_user_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_user').where('sys_user_id', '=', id).execute();
  }

  /** Whether rows that must keep the user (orders, custom requests, groups…) exist. */
  async hasBusinessData(id: number): Promise<boolean> {
    for (const [table, column] of BUSINESS_TABLES) {
      const row = await this.db
        .selectFrom(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column is one of the listed ones
        .select(column as any)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        .where(column as any, '=', id)
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }

  // ── organisations, modules, roles, data rights ───────────────────────────────────────────

  agent(id: number) {
    return this.db
      .selectFrom('usr_agent')
      .select(['usr_agent_id', 'name', 'status'])
      .where('usr_agent_id', '=', id)
      .executeTakeFirst();
  }

  async agentModules(agentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_module')
      .select('sys_module_id')
      .where('usr_agent_id', '=', agentId)
      .orderBy('sys_module_id')
      .execute();
    return rows.map((r) => r.sys_module_id);
  }

  agents() {
    return this.db
      .selectFrom('usr_agent')
      .select(['usr_agent_id', 'name', 'status'])
      .orderBy('usr_agent_id')
      .execute();
  }

  allAgentModules() {
    return this.db
      .selectFrom('usr_agent_module')
      .select(['usr_agent_id', 'sys_module_id'])
      .orderBy('sys_module_id')
      .execute();
  }

  modules() {
    return this.db
      .selectFrom('sys_module')
      .select(['sys_module_id', 'name'])
      .orderBy('orders')
      .orderBy('sys_module_id')
      .execute();
  }

  drights() {
    return this.db
      .selectFrom('sys_dright')
      .select(['sys_dright_id', 'name'])
      .orderBy('sys_dright_id')
      .execute();
  }

  async drightExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sys_dright')
      .select('sys_dright_id')
      .where('sys_dright_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  role(id: number): Promise<RoleRecord | undefined> {
    return this.db.selectFrom('sys_role').selectAll().where('sys_role_id', '=', id).executeTakeFirst();
  }

  /** Active roles of a module usable by an organisation: platform roles and the organisation's own. */
  usableRoles(agentId: number, moduleId: number): Promise<RoleRecord[]> {
    return this.db
      .selectFrom('sys_role')
      .selectAll()
      .where('sys_module_id', '=', moduleId)
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('usr_agent_id', 'is', null), eb('usr_agent_id', '=', agentId)]))
      .orderBy('sys_role_id')
      .execute();
  }

  async rolePerms(roleId: number | null): Promise<string[]> {
    if (roleId === null) return [];
    const rows = await this.db
      .selectFrom('sys_role_action as ra')
      .innerJoin('sys_action as a', 'a.sys_action_id', 'ra.sys_action_id')
      .select('a.perm')
      .where('ra.sys_role_id', '=', roleId)
      .where('a.status', '=', 1)
      .where('a.perm', 'is not', null)
      .execute();
    return rows.map((r) => r.perm).filter((p): p is string => p !== null);
  }

  /** Active module-0 users whose role holds every one of `perms`. */
  async countActivePlatformUsersWith(perms: readonly string[], moduleId: number): Promise<number> {
    const rows = await this.db
      .selectFrom('sys_user as u')
      .innerJoin('sys_role_action as ra', 'ra.sys_role_id', 'u.sys_role_id')
      .innerJoin('sys_action as a', 'a.sys_action_id', 'ra.sys_action_id')
      .select(['u.sys_user_id', 'a.perm'])
      .where('u.status', '=', 1)
      .where('u.sys_module_id', '=', moduleId)
      .where('a.status', '=', 1)
      .where('a.perm', 'in', [...perms])
      .execute();
    const byUser = new Map<number, Set<string>>();
    for (const r of rows) {
      if (!r.perm) continue;
      const s = byUser.get(r.sys_user_id) ?? new Set<string>();
      s.add(r.perm);
      byUser.set(r.sys_user_id, s);
    }
    return [...byUser.values()].filter((s) => perms.every((p) => s.has(p))).length;
  }

  // ── linked accounts (usr_agent_rel) ───────────────────────────────────────────────────────

  async linkedIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_rel')
      .select('linked_user_id')
      .where('sys_user_id', '=', userId)
      .orderBy('linked_user_id')
      .execute();
    return rows.map((r) => r.linked_user_id);
  }

  /** Accounts as the link drawer lists them. */
  accounts(where: { ids?: number[]; phone?: string }) {
    let q = this.db
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .innerJoin('sys_module as m', 'm.sys_module_id', 'u.sys_module_id')
      .select([
        'u.sys_user_id',
        'u.usr_agent_id',
        'a.name as agent_name',
        'u.sys_module_id',
        'm.name as module_name',
        'u.realname',
        'u.status',
      ])
      .orderBy('u.sys_user_id');
    if (where.ids) {
      if (!where.ids.length) return Promise.resolve([]);
      q = q.where('u.sys_user_id', 'in', where.ids);
    }
    if (where.phone !== undefined) q = q.where('u.username', '=', where.phone);
    return q.execute();
  }

  /** Adds the missing directed links among `ids` (every pair, both directions). */
  async linkAll(ids: number[], at: string): Promise<void> {
    const existing = new Set(
      (
        await this.db
          .selectFrom('usr_agent_rel')
          .select(['sys_user_id', 'linked_user_id'])
          .where('sys_user_id', 'in', ids)
          .where('linked_user_id', 'in', ids)
          .execute()
      ).map((r) => `${r.sys_user_id}:${r.linked_user_id}`),
    );
    const rows = ids.flatMap((a) =>
      ids
        .filter((b) => a !== b && !existing.has(`${a}:${b}`))
        .map((b) => ({ sys_user_id: a, linked_user_id: b, created_at: at })),
    );
    if (rows.length) await this.db.insertInto('usr_agent_rel').values(rows).execute();
  }

  /** Removes the links between `userId` and each of `others`, in both directions. */
  async unlink(userId: number, others: number[]): Promise<void> {
    if (!others.length) return;
    await this.db
      .deleteFrom('usr_agent_rel')
      .where((eb) =>
        eb.or([
          eb.and([eb('sys_user_id', '=', userId), eb('linked_user_id', 'in', others)]),
          eb.and([eb('linked_user_id', '=', userId), eb('sys_user_id', 'in', others)]),
        ]),
      )
      .execute();
  }
}
