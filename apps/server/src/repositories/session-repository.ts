import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SessionTable } from '../db/tables/identity.ts';

export type SessionRow = Selectable<SessionTable>;

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
