import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The company search engine's indexes (apps/server/src/search).
 *
 * SQLite (embedded default): two contentless FTS5 tables of bigram tokens and facet tags, one for
 * active companies (存续/在业, the default of every search) and one for the rest; a queue that
 * triggers fill with every changed company id, drained by search/sqlite/index-writer.ts; the highest
 * id ever indexed. Existing companies are queued here and indexed at the next start.
 */
export function companySearchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const statement of [
          'create table company_search_queue (company_id integer primary key)',
          'create table company_search_state (id integer primary key, max_indexed_id integer not null)',
          ...['company_fts_active', 'company_fts_other'].map(
            (name) =>
              `create virtual table ${name} using fts5(n, s, a, p, g, content='', contentless_delete=1, ` +
              `tokenize='unicode61 remove_diacritics 0')`,
          ),
          `create trigger company_search_ai after insert on company begin
             insert or ignore into company_search_queue (company_id) values (new.company_id); end`,
          `create trigger company_search_au after update on company begin
             insert or ignore into company_search_queue (company_id) values (old.company_id);
             insert or ignore into company_search_queue (company_id) values (new.company_id); end`,
          `create trigger company_search_ad after delete on company begin
             insert or ignore into company_search_queue (company_id) values (old.company_id); end`,
          'insert into company_search_queue (company_id) select company_id from company',
        ]) {
          await sql.raw(statement).execute(db);
        }
      }
    },
  };
}
