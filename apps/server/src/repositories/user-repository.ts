import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysUserTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { inTenant, type DataScope } from './data-scope.ts';
import { countedPage } from './row-count.ts';

export type UserRow = Selectable<SysUserTable>;

/**
 * Which accounts a repository sees: an organisation (every one for the platform) and, for an
 * organisation admin's member management, only the admin's own module.
 */
export interface MemberScope extends DataScope {
  /** null: every module */
  readonly moduleId: number | null;
}

/**
 * Every account of every organisation and module. Sign-in and sessions resolve accounts before
 * there is a caller whose organisation could narrow them (a phone signs into any of its
 * organisations), and a few rules hold platform-wide (the last super admin). There is no caller,
 * hence no user id (ids start at 1); this repository never filters by the caller.
 */
export const EVERY_ACCOUNT: MemberScope = { tenant: null, userId: 0, moduleId: null };

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

/**
 * Accounts (sys_user) of the scope: sign-in, sessions and the user's own account read and write
 * them here as much as the back-office's user management does. Every query starts from the scope,
 * updates and deletes by id too, so an account outside it is simply "not found".
 */
export class UserRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: MemberScope,
  ) {}

  /**
   * The scope as one condition on sys_user (`u.` where the query names the table u).
   * `acrossModules` widens a module scope to its whole organisation, never further.
   */
  private inScope(alias: '' | 'u.', acrossModules = false): Expression<SqlBool> {
    const tenant = inTenant(`${alias}usr_agent_id`, this.scope);
    const moduleId = acrossModules ? null : this.scope.moduleId;
    if (moduleId === null) return tenant;
    return sql<SqlBool>`(${tenant} and ${sql.ref(`${alias}sys_module_id`)} = ${moduleId})`;
  }

  /** the scope's accounts */
  private owned(acrossModules = false) {
    return this.db.selectFrom('sys_user as u').where(this.inScope('u.', acrossModules));
  }

  /** the scope's accounts with their organisation (a) and module (m) */
  private placed() {
    return this.owned()
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .innerJoin('sys_module as m', 'm.sys_module_id', 'u.sys_module_id');
  }

  private viewQuery() {
    return this.placed()
      .leftJoin('sys_role as r', 'r.sys_role_id', 'u.sys_role_id')
      .leftJoin('sys_dright as d', 'd.sys_dright_id', 'u.sys_dright_id');
  }

  private static readonly viewColumns = [
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

  // ── reads ────────────────────────────────────────────────────────────────────────────────

  byId(id: number): Promise<UserRow | undefined> {
    return this.owned().selectAll('u').where('u.sys_user_id', '=', id).executeTakeFirst();
  }

  byIds(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.owned().selectAll('u').where('u.sys_user_id', 'in', ids).execute();
  }

  /** Every account of a phone, most recently used first, then the lowest id. */
  async byPhone(phone: string): Promise<UserRow[]> {
    const rows = await this.owned().selectAll('u').where('u.username', '=', phone).execute();
    return rows.sort(
      (a, b) => (b.last_time ?? '').localeCompare(a.last_time ?? '') || a.sys_user_id - b.sys_user_id,
    );
  }

  /**
   * Whether organisation `agentId` already has an account of the phone. The phone is unique per
   * organisation across its modules, so this looks past a module scope (never past its organisation).
   */
  async phoneTaken(agentId: number, phone: string): Promise<boolean> {
    const row = await this.owned(true)
      .select('u.sys_user_id')
      .where('u.usr_agent_id', '=', agentId)
      .where('u.username', '=', phone)
      .executeTakeFirst();
    return row !== undefined;
  }

  page(f: UserFilters, page: number, limit: number): Promise<{ list: UserView[]; total: number }> {
    let q = this.viewQuery();
    if (f.phone) q = q.where(contains('u.username', f.phone));
    if (f.realname) q = q.where(contains('u.realname', f.realname));
    if (f.usr_agent_id !== undefined) q = q.where('u.usr_agent_id', '=', f.usr_agent_id);
    if (f.sys_module_id !== undefined) q = q.where('u.sys_module_id', '=', f.sys_module_id);
    if (f.status !== undefined) q = q.where('u.status', '=', f.status);
    const newestFirst = q.select(UserRepository.viewColumns).orderBy('u.sys_user_id', 'desc');
    return countedPage(newestFirst, q, { page, limit });
  }

  view(id: number): Promise<UserView | undefined> {
    return this.viewQuery()
      .select(UserRepository.viewColumns)
      .where('u.sys_user_id', '=', id)
      .executeTakeFirst();
  }

  /** Accounts as the link drawer lists them: by id, or every account of a phone. */
  accounts(where: { ids?: number[]; phone?: string }) {
    let q = this.placed()
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

  /** Active accounts of the scope in module `moduleId` whose role holds every one of `perms`. */
  async countActiveWith(perms: readonly string[], moduleId: number): Promise<number> {
    const rows = await this.owned()
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

  // ── writes ───────────────────────────────────────────────────────────────────────────────

  async insert(row: Insertable<SysUserTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_user')
      .values(row)
      .returning('sys_user_id')
      .executeTakeFirstOrThrow();
    return r.sys_user_id;
  }

  async update(id: number, patch: Updateable<SysUserTable>): Promise<void> {
    await this.db
      .updateTable('sys_user')
      .set(patch)
      .where('sys_user_id', '=', id)
      .where(this.inScope(''))
      .execute();
  }

  /** Sets one password hash on several accounts; answers how many changed. */
  async setPasswords(ids: number[], passwordHash: string, now: string): Promise<number> {
    if (!ids.length) return 0;
    const res = await this.db
      .updateTable('sys_user')
      .set({ password_hash: passwordHash, after_login: 0, updated_at: now })
      .where('sys_user_id', 'in', ids)
      .where(this.inScope(''))
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_user').where('sys_user_id', '=', id).where(this.inScope('')).execute();
  }
}
