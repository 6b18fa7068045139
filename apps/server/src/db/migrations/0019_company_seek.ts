import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * The data-search workspace's search box (issue 15, /data/seek):
 *
 * - `company_view`: the companies a user opened (the profile header records them), one row per user
 *   and company with the latest time; the service keeps each user's latest 50.
 * - `company_seek_log`: every inserted, updated or deleted company id with a rising `seq`, written by
 *   triggers. The seek's in-memory facet columns (search/seek) remember the last `seq` they applied
 *   and re-read only the companies logged after it, so a change made before a search shows in it.
 *   SQLite: row triggers (writers are serialised, so seq order is commit order). PostgreSQL:
 *   statement-level triggers over the transition tables (one insert per statement, not per row).
 */
/** The PostgreSQL triggers that fill company_seek_log (off during a bulk load: search/pg-bulk-build.ts). */
export const PG_SEEK_LOG_TRIGGERS = ['company_seek_log_ins', 'company_seek_log_del', 'company_seek_log_upd'];

/**
 * After a bulk load with the triggers off, the log cannot say what changed: empty it and leave a
 * gap in the sequence, so every reader (seen < min(seq) − 1) loads its columns again.
 */
export const PG_SEEK_LOG_RESET: readonly string[] = [
  'delete from company_seek_log',
  `select nextval(pg_get_serial_sequence('company_seek_log', 'seq'))`,
  'insert into company_seek_log (company_id) values (0)',
];

export function companySeekMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('company_view')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('viewed_at', p.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('company_view_pk', ['sys_user_id', 'company_id'])
        .execute();
      await db.schema
        .createIndex('company_view_user_time_ix')
        .on('company_view')
        .columns(['sys_user_id', 'viewed_at'])
        .execute();

      if (dialect === 'sqlite') {
        for (const statement of [
          'create table company_seek_log (seq integer primary key autoincrement, company_id integer not null)',
          `create trigger company_seek_ai after insert on company begin
             insert into company_seek_log (company_id) values (new.company_id); end`,
          `create trigger company_seek_au after update on company begin
             insert into company_seek_log (company_id) values (new.company_id);
             insert into company_seek_log (company_id) select old.company_id where old.company_id <> new.company_id; end`,
          `create trigger company_seek_ad after delete on company begin
             insert into company_seek_log (company_id) values (old.company_id); end`,
        ]) {
          await sql.raw(statement).execute(db);
        }
        return;
      }
      for (const statement of [
        'create table company_seek_log (seq bigserial primary key, company_id integer not null)',
        `create or replace function company_seek_log_apply() returns trigger language plpgsql as $$
         begin
           if tg_op = 'INSERT' then
             insert into company_seek_log (company_id) select company_id from new_rows;
           elsif tg_op = 'DELETE' then
             insert into company_seek_log (company_id) select company_id from old_rows;
           else
             insert into company_seek_log (company_id)
               select company_id from new_rows union select company_id from old_rows;
           end if;
           return null;
         end $$`,
        `create trigger company_seek_log_ins after insert on company referencing new table as new_rows
           for each statement execute function company_seek_log_apply()`,
        `create trigger company_seek_log_del after delete on company referencing old table as old_rows
           for each statement execute function company_seek_log_apply()`,
        `create trigger company_seek_log_upd after update on company referencing old table as old_rows
           new table as new_rows for each statement execute function company_seek_log_apply()`,
      ]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
