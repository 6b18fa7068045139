import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../connection.ts';
import { refreshProfileCounts } from '../../repositories/company-profile/profile-counts.ts';
import { headerFactsSource } from '../../services/company-profile/header-facts-source.ts';
import type { GramCounter, GramSource } from '../../search/pg-gram-counter.ts';
import { BUNDLE_TABLES, type BundleChunk } from './companies/bundle-columns.ts';
import { generateChunks } from './companies/generate-in-worker.ts';
import { BLOCK_SIZE, generateCompany } from './companies/index.ts';

/**
 * Bulk-inserts synthetic companies with their profiles (companies/README.md), generated in chunks of
 * columns (in a worker thread for large loads, so generating and writing use both cores): prepared
 * statements in large transactions on SQLite; on PostgreSQL one `insert … select * from
 * unnest($1::int[], …)` per table and chunk (a few parameters however many rows, so no 65,535-parameter
 * limit), one insert per table in flight while the next chunk is written. A load at least as large as
 * what is there (and ≥ 50,000 companies) drops the secondary indexes of every table it fills first and
 * builds them after (on PostgreSQL a bulk load also pauses the search indexes and their statistics
 * triggers: search/pg-bulk-build.ts; those paused are not there to drop).
 */

const TABLES = BUNDLE_TABLES.map(([table]) => table);

/** Profile tables (every table a seed fills but company). */
export const PROFILE_TABLES = TABLES.filter((t) => t !== 'company');

/** Companies per chunk (one SQLite transaction, one PostgreSQL insert per table). */
const CHUNK_COMPANIES = 4_000;
/** Bulk loads below this many companies keep the secondary indexes and generate in this thread. */
const BULK_MIN = 50_000;

export interface CompanySeedOptions {
  seed: number;
  count: number;
  /** first company_id; appending continues the same deterministic sequence */
  startId?: number;
  onProgress?: (done: number) => void;
  /** generate in a worker thread (default: for BULK_MIN companies and more) */
  worker?: boolean;
  /**
   * PostgreSQL: counts the loaded companies' keyword statistics here (search/pg-gram-counter.ts), for
   * a load whose statistics triggers are paused; valid only once this call has resolved.
   */
  grams?: GramCounter;
}

/** Row counts per table written by one seeding run. */
export type SeedCounts = Record<string, number>;

/** Inserts `count` companies with their profiles; returns how many companies (see seedCompanyProfiles for every table). */
export async function seedCompanies(db: Db, opts: CompanySeedOptions): Promise<number> {
  return (await seedCompanyProfiles(db, opts)).company ?? 0;
}

/** Inserts `count` companies with their profiles; returns the rows written per table. */
export async function seedCompanyProfiles(db: Db, opts: CompanySeedOptions): Promise<SeedCounts> {
  const counts: SeedCounts = Object.fromEntries(TABLES.map((t) => [t, 0]));
  if (opts.count === 0) return counts;
  const bulk = opts.count >= BULK_MIN;
  const chunks = generateChunks({
    seed: opts.seed,
    count: opts.count,
    startId: opts.startId ?? 1,
    chunk: CHUNK_COMPANIES,
    worker: opts.worker ?? bulk,
  });
  const existing = bulk ? await companyCount(db) : Number.POSITIVE_INFINITY;
  const indexes = bulk && opts.count >= existing ? await dropIndexes(db, TABLES) : [];
  try {
    if (db.sqlite) await seedSqlite(db.sqlite, chunks, counts, opts.onProgress);
    else await seedPg(db, chunks, counts, opts.onProgress, opts.grams);
  } finally {
    for (const ddl of indexes) await sql.raw(ddl).execute(db.kysely);
  }
  // after the indexes are back: investments are counted on the holder index
  const startId = opts.startId ?? 1;
  await refreshProfileCounts(db.kysely, headerFactsSource(db.dialect), startId, startId + opts.count - 1);
  return counts;
}

/** Deletes every company and profile row (the demo seed starts from empty tables). */
export async function deleteCompanies(db: Db): Promise<void> {
  await sql`delete from company_profile_counts`.execute(db.kysely);
  for (const table of [...TABLES].reverse()) await sql`delete from ${sql.table(table)}`.execute(db.kysely);
}

/**
 * Where an appending run starts: right after the last company when it was generated with the same seed
 * (its block continues exactly, sharing its people), else at the next block (ids skip the rest of the
 * block, so the other seed's people of that block can never clash with this run's).
 */
export async function appendStartId(db: Db, seed: number): Promise<number> {
  const last = await db.kysely
    .selectFrom('company')
    .select(['company_id', 'ccode'])
    .orderBy('company_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return 1;
  const id = Number(last.company_id);
  if (id % BLOCK_SIZE === 0 || generateCompany(seed, id).ccode === last.ccode) return id + 1;
  return Math.ceil(id / BLOCK_SIZE) * BLOCK_SIZE + 1;
}

async function companyCount(db: Db): Promise<number> {
  const r = await db.kysely
    .selectFrom('company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Drops the tables' secondary indexes (not those of keys); returns the statements that build them again. */
async function dropIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  let found: { name: string; ddl: string }[];
  if (db.sqlite) {
    found = db.sqlite
      .prepare(
        `select name, sql as ddl from sqlite_master where type = 'index' and sql is not null
           and tbl_name in (${tables.map(() => '?').join(',')})`,
      )
      .all(...tables) as { name: string; ddl: string }[];
  } else {
    const r = await sql<{ name: string; ddl: string }>`
      select i.indexname as name, i.indexdef as ddl from pg_indexes i
       where i.schemaname = current_schema() and i.tablename in (${sql.join([...tables])})
         and not exists (select 1 from pg_constraint c join pg_namespace n on n.oid = c.connamespace
                          where n.nspname = i.schemaname and c.conname = i.indexname)`.execute(db.kysely);
    found = r.rows;
  }
  for (const { name } of found) await sql`drop index ${sql.id(name)}`.execute(db.kysely);
  return found.map((f) => f.ddl);
}

// ── SQLite ──────────────────────────────────────────────────────────────────────────────────

type Sqlite = NonNullable<Db['sqlite']>;

async function seedSqlite(
  sqlite: Sqlite,
  chunks: AsyncIterable<BundleChunk>,
  counts: SeedCounts,
  onProgress?: (done: number) => void,
): Promise<void> {
  const statements = new Map<string, { stmt: ReturnType<Sqlite['prepare']>; args: unknown[] }>();
  const write = sqlite.transaction((chunk: BundleChunk) => {
    for (const t of chunk.tables) {
      const key = t.table + ':' + t.cols.join(',');
      let s = statements.get(key);
      if (!s) {
        const sqlText = `insert into ${t.table} (${t.cols.join(',')}) values (${t.cols.map(() => '?').join(',')})`;
        s = { stmt: sqlite.prepare(sqlText), args: new Array<unknown>(t.cols.length) };
        statements.set(key, s);
      }
      const { stmt, args } = s;
      const n = t.cols.length;
      for (let i = 0; i < t.rows; i++) {
        for (let j = 0; j < n; j++) args[j] = (t.values[j] as unknown[])[i];
        stmt.run(args);
      }
      counts[t.table]! += t.rows;
    }
  });
  let done = 0;
  for await (const chunk of chunks) {
    write(chunk);
    done += chunk.companies;
    onProgress?.(done);
  }
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────

const ARRAY_TYPES: Record<string, string> = {
  integer: 'int4[]',
  bigint: 'int8[]',
  smallint: 'int2[]',
  'character varying': 'text[]',
  text: 'text[]',
  date: 'date[]',
  'double precision': 'float8[]',
  real: 'float4[]',
};

const NUMERIC_TYPES = new Set(['integer', 'bigint', 'smallint', 'double precision', 'real']);

/**
 * A PostgreSQL array literal ({1,2,NULL}, {"a","b \"c\""}): written here because the driver's
 * generic serialiser took an eighth of the seeding time.
 */
export function arrayLiteral(values: readonly unknown[], numeric: boolean): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (numeric) parts[i] = String(v);
    else {
      const text = String(v);
      parts[i] = '"' + (/["\\]/.test(text) ? text.replace(/["\\]/g, '\\$&') : text) + '"';
    }
  }
  return '{' + parts.join(',') + '}';
}

/** A table's columns with their types (information_schema's data_type). */
async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const r = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
     where table_schema = current_schema() and table_name = ${table}`.execute(db.kysely);
  return new Map(r.rows.map((c) => [c.column_name, c.data_type]));
}

interface PgTable {
  query: string;
  /** per column: numbers (written bare) rather than text (quoted) */
  numeric: boolean[];
  /** the previous chunk's insert, awaited before the next one of this table */
  pending: Promise<unknown> | null;
}

async function seedPg(
  db: Db,
  chunks: AsyncIterable<BundleChunk>,
  counts: SeedCounts,
  onProgress?: (done: number) => void,
  grams?: GramCounter,
): Promise<void> {
  const tables = new Map<string, PgTable>();
  let done = 0;
  for await (const chunk of chunks) {
    for (const t of chunk.tables) {
      const key = t.table + ':' + t.cols.join(',');
      let pg = tables.get(key);
      if (!pg) {
        const types = await columnTypes(db, t.table);
        const casts = t.cols.map((c, i) => {
          const type = ARRAY_TYPES[types.get(c) ?? ''];
          if (!type) throw new Error(`${t.table}.${c}: no such column or no array type for ${types.get(c)}`);
          return `$${i + 1}::${type}`;
        });
        pg = {
          query: `insert into ${t.table} (${t.cols.join(',')}) select * from unnest(${casts.join(',')})`,
          numeric: t.cols.map((c) => NUMERIC_TYPES.has(types.get(c) ?? '')),
          pending: null,
        };
        tables.set(key, pg);
      }
      // one insert per table in flight: the company table's keyword triggers must not run twice at
      // once (two upserts of the same statistics rows deadlock)
      if (pg.pending) await pg.pending;
      const params = t.values.map((column, i) => arrayLiteral(column, pg!.numeric[i] as boolean));
      pg.pending = db.kysely.executeQuery(CompiledQuery.raw(pg.query, params));
      pg.pending.catch(() => {}); // awaited later; this only keeps a failure from going unhandled meanwhile
      counts[t.table]! += t.rows;
      // while PostgreSQL writes the chunk
      if (grams && t.table === 'company') {
        grams.addColumns(
          Object.fromEntries(t.cols.map((c, i) => [c, t.values[i]!])) as unknown as GramSource,
        );
      }
    }
    done += chunk.companies;
    onProgress?.(done);
  }
  for (const pg of tables.values()) if (pg.pending) await pg.pending;
}
