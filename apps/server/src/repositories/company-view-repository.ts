import type { Executor } from '../db/executor.ts';

/** How many views a user keeps (older ones are dropped as new ones come). */
export const VIEWS_KEPT = 50;

/**
 * The companies a user opened (company_view, migration 0019): one row per user and company with
 * the latest time. Rows a user owns: every method takes the user, nothing reads across users.
 */
export class CompanyViewRepository {
  constructor(private readonly db: Executor) {}

  /** Records that `userId` opened `companyId` at `at` (ISO), keeping the user's latest VIEWS_KEPT. */
  async record(userId: number, companyId: number, at: string): Promise<void> {
    await this.db
      .insertInto('company_view')
      .values({ sys_user_id: userId, company_id: companyId, viewed_at: at })
      .onConflict((oc) => oc.columns(['sys_user_id', 'company_id']).doUpdateSet({ viewed_at: at }))
      .execute();
    // the oldest beyond the kept ones (at most one or two: each view adds one)
    const stale = await this.db
      .selectFrom('company_view')
      .select('company_id')
      .where('sys_user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .orderBy('company_id', 'desc')
      .offset(VIEWS_KEPT)
      .limit(100)
      .execute();
    if (stale.length) {
      await this.db
        .deleteFrom('company_view')
        .where('sys_user_id', '=', userId)
        .where(
          'company_id',
          'in',
          stale.map((r) => r.company_id),
        )
        .execute();
    }
  }

  /** The user's latest `limit` views of companies that still exist, newest first. */
  recent(userId: number, limit: number) {
    return this.db
      .selectFrom('company_view as v')
      .innerJoin('company as c', 'c.company_id', 'v.company_id')
      .select(['v.company_id', 'v.viewed_at', 'c.name', 'c.status', 'c.legal_person'])
      .where('v.sys_user_id', '=', userId)
      .orderBy('v.viewed_at', 'desc')
      .orderBy('v.company_id', 'desc')
      .limit(limit)
      .execute();
  }
}
