import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { LoginLinkTable } from '../db/tables/login-link.ts';

export type LoginLinkRow = Selectable<LoginLinkTable>;

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
