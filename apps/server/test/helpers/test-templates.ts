import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedIfEmpty, type SeedOptions } from '../../src/db/seed/index.ts';

/** The schema every PostgreSQL test database lives in (a copy of the template's). */
export const TEST_PG_SCHEMA = 'qishu';

/** The demo data the app tests run on (identity/helpers.ts): 200 companies of seed 1. */
export const DEMO_SEED: SeedOptions = { companies: 200, seed: 1 };

/** TEST_PG_URL with another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the cluster (TEST_PG_URL's database) on a connection of its own. */
export async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database (a copy of `template` when given) whose sessions commit without waiting for
 * the disk: a test database is thrown away, so a crash losing its last commits costs nothing, and
 * the suites' thousands of small commits each waited for an fsync.
 */
export async function createDatabase(url: string, name: string, template?: string): Promise<void> {
  await onCluster(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  await onCluster(url, `alter database ${name} set synchronous_commit = off`);
}

/** Runs `fill` on a database and closes it (no connection may stay on a template while it is copied). */
async function filled(db: Db, fill: (db: Db) => Promise<unknown>): Promise<void> {
  try {
    await fill(db);
    // the SQLite file alone is copied: everything written must be in it, not in the WAL
    db.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await db.close();
  }
}

/**
 * Vitest global setup of the server project: the databases every test file's database is copied
 * from, made once per run: one migrated to the latest migration, and one also holding the demo
 * data (DEMO_SEED). Copying costs a fraction of migrating (≈ 0.3 s) and seeding (≈ 2.5 s on
 * PostgreSQL, 8 s on SQLite, which the 54 app suites paid twice each); test-db.ts copies them.
 * SQLite: two files (QISHU_SQLITE_TEMPLATE, QISHU_SQLITE_SEEDED). PostgreSQL, with TEST_PG_URL:
 * two databases copied with CREATE DATABASE … TEMPLATE (QISHU_PG_TEMPLATE, QISHU_PG_SEEDED),
 * dropped when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-templates-'));
  const migratedFile = path.join(dir, 'migrated.db');
  const seededFile = path.join(dir, 'seeded.db');
  await filled(openDatabase({ sqliteFile: migratedFile }), (db) => migrateToLatest(db));
  fs.copyFileSync(migratedFile, seededFile);
  await filled(openDatabase({ sqliteFile: seededFile }), (db) => seedIfEmpty(db, DEMO_SEED));
  process.env.QISHU_SQLITE_TEMPLATE = migratedFile;
  process.env.QISHU_SQLITE_SEEDED = seededFile;

  const url = process.env.TEST_PG_URL;
  const databases: string[] = [];
  if (url) {
    const id = randomBytes(5).toString('hex');
    const migrated = `qishu_tpl_${id}`;
    const seeded = `qishu_seeded_${id}`;
    databases.push(migrated, seeded);
    await createDatabase(url, migrated);
    await filled(
      openDatabase({ databaseUrl: databaseUrl(url, migrated), pgSchema: TEST_PG_SCHEMA }),
      async (db) => {
        await db.kysely.schema.createSchema(TEST_PG_SCHEMA).execute();
        await migrateToLatest(db);
      },
    );
    await createDatabase(url, seeded, migrated);
    await filled(openDatabase({ databaseUrl: databaseUrl(url, seeded), pgSchema: TEST_PG_SCHEMA }), (db) =>
      seedIfEmpty(db, DEMO_SEED),
    );
    process.env.QISHU_PG_TEMPLATE = migrated;
    process.env.QISHU_PG_SEEDED = seeded;
  }
  return async () => {
    for (const name of databases)
      if (url) await onCluster(url, `drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
