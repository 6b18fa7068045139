import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

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
          ? [
              `create trigger company_seek_facts_ai after insert on company_profile_counts begin
                 insert into company_seek_log (company_id) values (new.company_id); end`,
              `create trigger company_seek_facts_au after update on company_profile_counts begin
                 insert into company_seek_log (company_id) values (new.company_id);
                 insert into company_seek_log (company_id) select old.company_id where old.company_id <> new.company_id; end`,
              `create trigger company_seek_facts_ad after delete on company_profile_counts begin
                 insert into company_seek_log (company_id) values (old.company_id); end`,
            ]
          : [
              `create trigger company_seek_log_facts_ins after insert on company_profile_counts
                 referencing new table as new_rows for each statement execute function company_seek_log_apply()`,
              `create trigger company_seek_log_facts_del after delete on company_profile_counts
                 referencing old table as old_rows for each statement execute function company_seek_log_apply()`,
              `create trigger company_seek_log_facts_upd after update on company_profile_counts
                 referencing old table as old_rows new table as new_rows
                 for each statement execute function company_seek_log_apply()`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
