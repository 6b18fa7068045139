import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * SQLite weighs an index by its statistics (sqlite_stat1) when it has them: a new index without a row
 * there, beside indexes of its table with one, looks cheap to the planner, which then takes it for
 * queries it does not serve (a lead list went 14 → 182 ms so, migration 0035). So where the table's
 * other indexes have statistics, the new index gets its own at once; where none has (a database never
 * analysed), none is written and the planner treats every index alike. PostgreSQL needs nothing.
 */
export async function analyseNewIndex(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
  index: string,
) {
  if (dialect !== 'sqlite') return;
  const analysed = await sql<{ n: number }>`
    select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (!Number(analysed.rows[0]?.n)) return;
  const rows = await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = ${table}`.execute(
    db,
  );
  if (Number(rows.rows[0]?.n)) await sql`analyze ${sql.raw(index)}`.execute(db);
}
