import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { LoginLogTable, SessionTable } from '../db/tables/identity.ts';
import type { LoginLinkTable } from '../db/tables/login-link.ts';

export type SessionRow = Selectable<SessionTable>;
export type LoginLinkRow = Selectable<LoginLinkTable>;

/** Sessions: only the sha-256 of a token is ever stored. */
export class SessionRepository {
  constructor(private readonly db: Executor) {}

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
  constructor(private readonly db: Executor) {}

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
  constructor(private readonly db: Executor) {}

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
  constructor(private readonly db: Executor) {}

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
