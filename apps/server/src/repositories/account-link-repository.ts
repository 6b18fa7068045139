import type { Executor } from '../db/executor.ts';

/**
 * Linked accounts (usr_agent_rel): directed pairs of accounts of one person, which the person may
 * switch between. A row names two accounts rather than an organisation; only the platform links
 * accounts, and a user reads the links of their own session's account.
 */
export class AccountLinkRepository {
  constructor(private readonly db: Executor) {}

  /** The accounts `userId` may switch to, by id. */
  async linkedIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_rel')
      .select('linked_user_id')
      .where('sys_user_id', '=', userId)
      .orderBy('linked_user_id')
      .execute();
    return rows.map((r) => r.linked_user_id);
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
