import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite database as Kysely sees it, keeping prepared statements by their SQL.
 *
 * Why: Kysely's SQLite driver prepares every query it runs, and on a busy server preparing (SQLite
 * parsing and planning the text) cost as much of the event loop as running the queries (bench:load
 * profile, AccurateScreening at 2M companies). Kysely compiles a query to the same text whatever its
 * values, so a few hundred statements cover the app. A statement still being read (a streamed
 * export) is busy: a query meanwhile gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // most recently used last
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
