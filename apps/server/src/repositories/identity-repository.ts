import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type {
  LoginLogTable,
  SessionTable,
  SysMenuTable,
  SysUserTable,
  UsrAgentTable,
} from '../db/tables/identity.ts';
import type { LoginLinkTable } from '../db/tables/login-link.ts';

export type UserRow = Selectable<SysUserTable>;
export type AgentRow = Selectable<UsrAgentTable>;
export type SessionRow = Selectable<SessionTable>;
export type MenuRow = Selectable<SysMenuTable>;
export type LoginLinkRow = Selectable<LoginLinkTable>;

/** Accounts, organisations, roles and menus as sign-in needs them. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('sys_user').selectAll().where('sys_user_id', '=', id).executeTakeFirst();
  }

  /** Every account of a phone, most recently used first, then the lowest id. */
  async byPhone(phone: string): Promise<UserRow[]> {
    const rows = await this.db.selectFrom('sys_user').selectAll().where('username', '=', phone).execute();
    return rows.sort(
      (a, b) => (b.last_time ?? '').localeCompare(a.last_time ?? '') || a.sys_user_id - b.sys_user_id,
    );
  }

  byAgentAndPhone(agentId: number, phone: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sys_user')
      .selectAll()
      .where('usr_agent_id', '=', agentId)
      .where('username', '=', phone)
      .executeTakeFirst();
  }

  agent(id: number): Promise<AgentRow | undefined> {
    return this.db.selectFrom('usr_agent').selectAll().where('usr_agent_id', '=', id).executeTakeFirst();
  }

  agentByDomain(host: string): Promise<AgentRow | undefined> {
    return this.db.selectFrom('usr_agent').selectAll().where('domain_name', '=', host).executeTakeFirst();
  }

  agentsByIds(ids: number[]): Promise<AgentRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('usr_agent').selectAll().where('usr_agent_id', 'in', ids).execute();
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

  async rolePerms(roleId: number | null): Promise<string[]> {
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
  roleMenus(roleId: number | null): Promise<MenuRow[]> {
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

  async roleIdByName(moduleId: number, name: string): Promise<number | undefined> {
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

  /** Accounts the user may switch to (usr_agent_rel). */
  async linkedUserIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_rel')
      .select('linked_user_id')
      .where('sys_user_id', '=', userId)
      .execute();
    return rows.map((r) => r.linked_user_id);
  }

  usersByIds(ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('sys_user').selectAll().where('sys_user_id', 'in', ids).execute();
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

  /** Sets one password hash on several accounts; answers how many changed. */
  async setPasswords(ids: number[], passwordHash: string, now: string): Promise<number> {
    if (!ids.length) return 0;
    const res = await this.db
      .updateTable('sys_user')
      .set({ password_hash: passwordHash, after_login: 0, updated_at: now })
      .where('sys_user_id', 'in', ids)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}

/** Sessions: only the sha-256 of a token is ever stored. */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<SessionTable>): Promise<SessionRow> {
    return this.db.insertInto('session').values(row).returningAll().executeTakeFirstOrThrow();
  }

  byTokenHash(hash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('session').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  }

  async touch(id: number, lastSeen: string, expires: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ last_seen_at: lastSeen, expires_at: expires })
      .where('session_id', '=', id)
      .execute();
  }

  async revoke(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: at })
      .where('session_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(userIds: number[], at: string): Promise<void> {
    if (!userIds.length) return;
    await this.db
      .updateTable('session')
      .set({ revoked_at: at })
      .where('sys_user_id', 'in', userIds)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

/** login_log: every sign-in attempt; lockout is computed from it. */
export class LoginLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<LoginLogTable>): Promise<void> {
    await this.db.insertInto('login_log').values(row).execute();
  }

  /** Attempts of a phone since a time, oldest first. */
  since(
    username: string,
    from: string,
  ): Promise<{ success: number; reason: string | null; created_at: string }[]> {
    return this.db
      .selectFrom('login_log')
      .select(['success', 'reason', 'created_at'])
      .where('username', '=', username)
      .where('created_at', '>=', from)
      .orderBy('created_at')
      .orderBy('login_log_id')
      .execute();
  }
}

/** SMS codes (hashed) and the outbox. */
export class SmsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertCode(row: {
    phone: string;
    purpose: string;
    code_hash: string;
    ip: string | null;
    created_at: string;
    expires_at: string;
  }): Promise<void> {
    await this.db.insertInto('sms_code').values(row).execute();
  }

  async countByPhoneSince(phone: string, from: string): Promise<number> {
    const r = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async countByIpSince(ip: string, from: string): Promise<number> {
    const r = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The newest code of a phone for a purpose. */
  latest(phone: string, purpose: string) {
    return this.db
      .selectFrom('sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('sms_code_id', 'desc')
      .executeTakeFirst();
  }

  async addAttempt(id: number): Promise<void> {
    await this.db
      .updateTable('sms_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('sms_code_id', '=', id)
      .execute();
  }

  /** Marks a code used; false when someone else used it first. */
  async markUsed(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sms_code')
      .set({ used_at: at })
      .where('sms_code_id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async outbox(row: {
    phone: string;
    template: string;
    content: string;
    provider: string;
    status: string;
    error: string | null;
    created_at: string;
  }): Promise<void> {
    await this.db.insertInto('sms_outbox').values(row).execute();
  }
}

/** One-time sign-in links. */
export class LoginLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<LoginLinkTable>): Promise<void> {
    await this.db.insertInto('login_link').values(row).execute();
  }

  byTokenHash(hash: string): Promise<LoginLinkRow | undefined> {
    return this.db.selectFrom('login_link').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  }

  async consume(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('login_link')
      .set({ used_at: at })
      .where('login_link_id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
