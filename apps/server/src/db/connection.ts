import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The raw better-sqlite3 handle on the embedded default (bulk seeding uses it); null on PostgreSQL. */
  sqlite: SQLite.Database | null;
  /** the PostgreSQL schema this handle lives in, when not the default (tests) */
  pgSchema?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… ; when absent the embedded SQLite file is used */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to live in (tests use one per suite) */
  pgSchema?: string;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/** Both databases answer with the same JS types: numbers for integers, ISO strings for times. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
      if (oid === PG_DATE) return (v: string) => v;
      if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) return (v: string) => new Date(v).toISOString();
      return pg.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function openDatabase(opts: OpenOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      types: pgTypes(),
      max: 10,
      // Three connections outlive the 10 s idle timeout: a user's first request after a quiet spell
      // would otherwise wait for new connections (a profile header runs three statements side by
      // side: with two kept, the third connection's set-up made it 78–90 ms instead of ~30 ms).
      min: 3,
      // Search counts (search/pg-engine.ts): JIT compiles a large count for longer than the count
      // takes, and bitmaps of a few hundred thousand rows must stay exact (a lossy bitmap rechecks the
      // bigram expression on every row of its pages: 12.6 s instead of 0.85 s for 179,000 rows).
      options: [
        '-c jit=off',
        '-c work_mem=64MB',
        ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : []),
      ].join(' '),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      sqlite: null,
      ...(opts.pgSchema ? { pgSchema: opts.pgSchema } : {}),
      close: () => kysely.destroy(),
    };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB page cache: bulk seeding and index-heavy reads stay in memory
  sqlite.pragma('cache_size = -65536');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/** Current time as stored: ISO-8601 UTC with milliseconds (sorts as text on SQLite). */
export function nowIso(): string {
  return new Date().toISOString();
}
