import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Two lookups that read too much:
 * - a name filter over an organisation's leads (线索 list, 跟进记录 by company name; issue 16) tests
 *   every lead's name — a substring match no B-tree can seek. `sale_lead_name_ix` holds just what
 *   that test reads (the organisation, the name, the owner for the data scope; SQLite adds the lead
 *   id), so the scan reads the index, not the leads' rows;
 * - a precise search already saved by its user is found again, not stored anew (issue 18 point 9):
 *   the user's saved searches by their count, then the frozen filter compared.
 */
export const lookupIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index sale_lead_name_ix on sale_lead (usr_agent_id, company_name, owner_id)`.execute(db);
    await sql`create index shop_search_condition_user_ix on shop_search_condition (sys_user_id, count)`.execute(
      db,
    );
  },
};
