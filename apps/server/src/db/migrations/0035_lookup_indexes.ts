import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A precise search already saved by its user is found again, not stored anew (issue 18 point 9): the
 * user's saved searches by their count, then the frozen filter compared. (A name index on sale_lead
 * tried here made SQLite's planner pick it for every lead list — 14 → 182 ms — and was dropped.)
 */
export const lookupIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index shop_search_condition_user_ix on shop_search_condition (sys_user_id, count)`.execute(
      db,
    );
  },
};
