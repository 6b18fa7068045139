import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { pgSeekLogTriggers, sqliteSeekLogTriggers } from './seek-log-triggers.ts';

/**
 * A former name added, changed or removed must show in the next seek even when the company row
 * itself does not change: company_change's 名称变更 rows log their company in company_seek_log too.
 * PostgreSQL's seek keeps former names in memory (search/seek/text-columns.ts) and re-reads a logged
 * company's; both seeks empty their caches of keyword matches (SQLite's read former names from their
 * own text index, which 0026's triggers keep, but a cached match would hide the change).
 * SQLite: row triggers; PostgreSQL: statement-level, as 0019's company triggers.
 */
export function seekFormerNamesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        const former = (row: 'new' | 'old') => `${row}.item = '名称变更'`;
        for (const statement of sqliteSeekLogTriggers('company_change', 'former', former)) {
          await sql.raw(statement).execute(db);
        }
        return;
      }
      for (const statement of [
        `create or replace function company_seek_log_former() returns trigger language plpgsql as $$
         begin
           if tg_op = 'INSERT' then
             insert into company_seek_log (company_id)
               select distinct company_id from new_rows where item = '名称变更';
           elsif tg_op = 'DELETE' then
             insert into company_seek_log (company_id)
               select distinct company_id from old_rows where item = '名称变更';
           else
             insert into company_seek_log (company_id)
               select company_id from new_rows where item = '名称变更'
               union select company_id from old_rows where item = '名称变更';
           end if;
           return null;
         end $$`,
        ...pgSeekLogTriggers('company_change', 'former', 'company_seek_log_former'),
      ]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
