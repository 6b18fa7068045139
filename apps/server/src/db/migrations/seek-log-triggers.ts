/**
 * The triggers that log a table's companies in company_seek_log (0019), for tables whose rows
 * the seek's columns read (0027 former names, 0028 profile facts).
 */

/** SQLite: row triggers on `table` (its company_id), named company_seek_<name>_ai/au/ad, for rows `when` holds. */
export function sqliteSeekLogTriggers(
  table: string,
  name: string,
  when?: (row: 'new' | 'old') => string,
): string[] {
  const only = (row: 'new' | 'old') => (when ? `when ${when(row)} ` : '');
  return [
    `create trigger company_seek_${name}_ai after insert on ${table} ${only('new')}begin
       insert into company_seek_log (company_id) values (new.company_id); end`,
    `create trigger company_seek_${name}_au after update on ${table} ${when ? `when ${when('new')} or ${when('old')} ` : ''}begin
       insert into company_seek_log (company_id) values (new.company_id);
       insert into company_seek_log (company_id) select old.company_id where old.company_id <> new.company_id; end`,
    `create trigger company_seek_${name}_ad after delete on ${table} ${only('old')}begin
       insert into company_seek_log (company_id) values (old.company_id); end`,
  ];
}

/** PostgreSQL: statement-level triggers on `table` calling `fn` with the transition tables new_rows / old_rows. */
export function pgSeekLogTriggers(table: string, name: string, fn: string): string[] {
  return [
    `create trigger company_seek_log_${name}_ins after insert on ${table}
       referencing new table as new_rows for each statement execute function ${fn}()`,
    `create trigger company_seek_log_${name}_del after delete on ${table}
       referencing old table as old_rows for each statement execute function ${fn}()`,
    `create trigger company_seek_log_${name}_upd after update on ${table}
       referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
  ];
}
