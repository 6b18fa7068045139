import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { hashPassword, verifyPassword } from '../src/services/auth/password.ts';

/**
 * `npm run bench:login`: median and p95 of argon2id verify alone and of a whole userLogin through
 * fastify.inject, on the embedded SQLite default (and on PostgreSQL when BENCH_PG_URL is set).
 */
const RUNS = 50;

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1) };
}

async function time(fn: () => Promise<void>): Promise<number[]> {
  await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function bench(label: string, databaseUrl?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-bench-'));
  const schema = `bench_${Date.now()}`;
  const db = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dir, 'q.db'),
    ...(databaseUrl ? { pgSchema: schema } : {}),
  });
  if (databaseUrl) await db.kysely.schema.createSchema(schema).execute();
  await migrateToLatest(db);
  await seedIfEmpty(db, { companies: 100, seed: 1 });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    db,
    logger: false,
  });
  const hash = await hashPassword(DEMO_PASSWORD);
  const verify = await time(async () => {
    if (!(await verifyPassword(hash, DEMO_PASSWORD))) throw new Error('verify failed');
  });
  const login = await time(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/base/userLogin',
      payload: { username: '13900000005', password: DEMO_PASSWORD },
    });
    if ((res.json() as { code: number }).code !== 200) throw new Error(res.body);
  });
  console.log(
    `${label}: argon2id verify ${JSON.stringify(stats(verify))} ms, userLogin ${JSON.stringify(stats(login))} ms (${RUNS} runs)`,
  );
  await app.close();
  if (databaseUrl) {
    const again = openDatabase({ databaseUrl });
    await again.kysely.schema.dropSchema(schema).cascade().execute();
    await again.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

await bench('sqlite');
if (process.env.BENCH_PG_URL) await bench('postgres', process.env.BENCH_PG_URL);
