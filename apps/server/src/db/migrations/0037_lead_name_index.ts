import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 跟进记录 filtered by company name (issue 16: 200,000 leads, 1,000,000 records, ≤ 50 ms): the names
 * of an organisation's leads, read from a narrow index instead of every lead's whole row.
 *
 * SQLite's planner weighs an index by its statistics (sqlite_stat1) when it has them: a new index
 * without a row there, beside indexes with one, looked cheap to it and it took the wrong index for
 * every lead list (14 → 182 ms, tried in migration 0035 and dropped). So where sale_lead's other
 * indexes have statistics, this one gets its own at once; where none has (a database never
 * analysed), none is written and the planner treats every index alike, as before.
 */
export function leadNameIndexMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index sale_lead_name_ix on sale_lead (usr_agent_id, company_name)`.execute(db);
      if (dialect !== 'sqlite') return;
      const analysed = await sql<{ n: number }>`
        select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
      if (!Number(analysed.rows[0]?.n)) return;
      const rows = await sql<{ n: number }>`
        select count(*) as n from sqlite_stat1 where tbl = 'sale_lead'`.execute(db);
      if (Number(rows.rows[0]?.n)) await sql`analyze sale_lead_name_ix`.execute(db);
    },
  };
}
