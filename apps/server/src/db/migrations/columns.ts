import { sql, type CreateTableBuilder, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection.ts';

/** Column types and defaults that mean the same thing on SQLite and PostgreSQL. */
export function portable(dialect: DialectName) {
  const pgsql = dialect === 'postgres';
  return {
    /** auto-increment integer primary key */
    id<T extends string>(tb: CreateTableBuilder<T>, name: string): CreateTableBuilder<T> {
      return pgsql
        ? tb.addColumn(name, 'serial', (c) => c.primaryKey())
        : tb.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
    },
    /** a point in time, UTC */
    timestamp: pgsql ? ('timestamptz' as const) : ('text' as const),
    /** a calendar date YYYY-MM-DD */
    date: pgsql ? ('date' as const) : ('text' as const),
    now: (pgsql ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`) as RawBuilder<unknown>,
  };
}
