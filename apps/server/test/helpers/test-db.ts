import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type DialectName } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createDatabase, databaseUrl, DEMO_SEED, onCluster, TEST_PG_SCHEMA } from './test-templates.ts';

/** The databases every repository suite runs against: SQLite always, PostgreSQL when TEST_PG_URL is set. */
export const testDialects: DialectName[] = process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends Db {
  /** Removes the database (SQLite file or PostgreSQL schema). */
  drop(): Promise<void>;
  sqliteFile?: string;
}

/** The advisory lock test files take around creating, migrating and dropping schemas (not 20261124, which the search migrations take inside). */
const SCHEMA_LOCK_KEY = 7_702_611;

/**
 * Runs `work` holding a cluster-wide advisory lock. Test files run in two workers, and Kysely's
 * migrator introspects the tables of every schema: a schema another file drops meanwhile made that
 * introspection fail ("relation t_….agent_cate does not exist"). Migrating and dropping one at a time
 * removes the race; the tests themselves still run side by side.
 */
async function withSchemaLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A fresh, migrated database of the given kind (migrated up to `opts.upTo`, a migration's name, when
 * given; holding the demo data of DEMO_SEED too with `opts.seeded`). It is a copy of the run's
 * template (test-templates.ts) when there is one, else migrated (and seeded) here.
 */
export async function createTestDb(
  dialect: DialectName,
  opts: { upTo?: string; seeded?: boolean } = {},
): Promise<TestDb> {
  const db = await freshDb(dialect, opts);
  // a copy of the seeded template is seeded already; without one the seed is made here
  if (opts.seeded) await seedIfEmpty(db, DEMO_SEED);
  return db;
}

async function freshDb(dialect: DialectName, opts: { upTo?: string; seeded?: boolean }): Promise<TestDb> {
  if (dialect === 'postgres') {
    const url = process.env.TEST_PG_URL;
    if (!url) throw new Error('TEST_PG_URL is not set');
    const template = opts.seeded ? process.env.QISHU_PG_SEEDED : process.env.QISHU_PG_TEMPLATE;
    if (template && !opts.upTo) return copyOfTemplate(url, template);
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = openDatabase({ databaseUrl: url, pgSchema: schema });
    await withSchemaLock(url, async (c) => {
      await c.query(`create schema ${schema}`);
      await migrateToLatest(db, opts.upTo);
    });
    return {
      ...db,
      async drop() {
        await db.close();
        await withSchemaLock(url, (c) => c.query(`drop schema ${schema} cascade`));
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-test-'));
  const sqliteFile = path.join(dir, 'qishu.db');
  const template = opts.upTo
    ? undefined
    : opts.seeded
      ? process.env.QISHU_SQLITE_SEEDED
      : process.env.QISHU_SQLITE_TEMPLATE;
  if (template) fs.copyFileSync(template, sqliteFile);
  const db = openDatabase({ sqliteFile });
  if (!template) await migrateToLatest(db, opts.upTo);
  return {
    ...db,
    sqliteFile,
    async drop() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own, copied from one of the run's templates (test-templates.ts): ~0.1 s instead of
 * ~1 s of migrations (and 2.5 s of seeding), and no schema lock (each file's tables are in a database of their own).
 */
async function copyOfTemplate(url: string, template: string): Promise<TestDb> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await createDatabase(url, name, template);
  const db = openDatabase({ databaseUrl: databaseUrl(url, name), pgSchema: TEST_PG_SCHEMA });
  return {
    ...db,
    async drop() {
      await db.close();
      await dropWhenLeft(url, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. The pool's end resolves when it has asked its
 * connections to close, a moment before their backends leave; forcing them out then would make each
 * closing connection report "terminating connection due to administrator command" as an unhandled error.
 */
async function dropWhenLeft(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await onCluster(url, `drop database if exists ${name}`);
      return;
    } catch (err) {
      // 55006: the database is being accessed by other users
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await onCluster(url, `drop database if exists ${name} with (force)`);
}
