import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connection.ts';

/**
 * `column` is one of `ids`, however many: one bound value on both dialects (a JSON array read by
 * SQLite's json_each, a PostgreSQL array), never a parameter per id (SQLite allows 32,766).
 */
export function inIdList(
  dialect: DialectName,
  column: Expression<unknown> | string,
  ids: readonly number[],
): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return dialect === 'postgres'
    ? sql<SqlBool>`${ref} = any(${sql.val(ids)}::bigint[])`
    : sql<SqlBool>`${ref} in (select value from json_each(${JSON.stringify(ids)}))`;
}
