import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type DialectName } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** The databases every repository suite runs against: SQLite always, PostgreSQL when TEST_PG_URL is set. */
export const testDialects: DialectName[] = process.env.TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends Db {
  /** Removes the database (SQLite file or PostgreSQL schema). */
  drop(): Promise<void>;
  sqliteFile?: string;
}

/** A fresh, migrated database of the given kind. */
export async function createTestDb(dialect: DialectName): Promise<TestDb> {
  if (dialect === 'postgres') {
    const url = process.env.TEST_PG_URL;
    if (!url) throw new Error('TEST_PG_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = openDatabase({ databaseUrl: url, pgSchema: schema });
    await migrateToLatest(db);
    return {
      ...db,
      async drop() {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-test-'));
  const sqliteFile = path.join(dir, 'qishu.db');
  const db = openDatabase({ sqliteFile });
  await migrateToLatest(db);
  return {
    ...db,
    sqliteFile,
    async drop() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
