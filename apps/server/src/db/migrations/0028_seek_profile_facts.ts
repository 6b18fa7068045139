import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { pgSeekLogTriggers, sqliteSeekLogTriggers } from './seek-log-triggers.ts';

/**
 * The seek's in-memory columns hold each company's risk flags and latest annual report's bands
 * (search/seek/facet-columns.ts PROFILE_FACTS_JOIN), which the advanced query filters by: a change of
 * a company's company_profile_counts row logs the company in company_seek_log, so the next search
 * re-reads it. SQLite: row triggers; PostgreSQL: statement-level, as 0019's company triggers.
 */
export function seekProfileFactsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const statements =
        dialect === 'sqlite'
          ? sqliteSeekLogTriggers('company_profile_counts', 'facts')
          : pgSeekLogTriggers('company_profile_counts', 'facts', 'company_seek_log_apply');
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
