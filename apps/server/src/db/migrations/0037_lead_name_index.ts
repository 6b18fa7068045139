import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { analyseNewIndex } from './analyse-new-index.ts';

/**
 * 跟进记录 filtered by company name (issue 16: 200,000 leads, 1,000,000 records, ≤ 50 ms): the names
 * of an organisation's leads, read from a narrow index instead of every lead's whole row (with its
 * statistics where sale_lead's other indexes have them: analyse-new-index.ts). Migration 0038
 * widens it.
 */
export function leadNameIndexMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index sale_lead_name_ix on sale_lead (usr_agent_id, company_name)`.execute(db);
      await analyseNewIndex(db, dialect, 'sale_lead', 'sale_lead_name_ix');
    },
  };
}
