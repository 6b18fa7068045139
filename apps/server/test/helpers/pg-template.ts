import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** The schema every PostgreSQL test database lives in (a copy of the template's). */
export const TEST_PG_SCHEMA = 'qishu';

/** TEST_PG_URL with another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Vitest global setup of the server project: with TEST_PG_URL, one database migrated to the latest
 * migration, which every test file's PostgreSQL database is copied from (CREATE DATABASE … TEMPLATE:
 * a copy costs a fraction of running every migration again; test-db.ts). Its name reaches the workers
 * in QISHU_PG_TEMPLATE; it is dropped when the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_PG_URL;
  if (!url) return undefined;
  const template = `qishu_tpl_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const db = openDatabase({ databaseUrl: databaseUrl(url, template), pgSchema: TEST_PG_SCHEMA });
  try {
    await db.kysely.schema.createSchema(TEST_PG_SCHEMA).execute();
    await migrateToLatest(db);
  } finally {
    // no connection may stay on a template while it is copied
    await db.close();
  }
  process.env.QISHU_PG_TEMPLATE = template;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop database if exists ${template} with (force)`);
    } finally {
      await client.end();
    }
  };
}
