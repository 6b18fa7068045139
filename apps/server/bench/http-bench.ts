import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { openDatabase, type Db, type OpenOptions } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { warmSeek } from '../src/search/seek/index.ts';
import { Rng } from '../src/db/seed/companies/prng.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { seedAccess } from '../src/db/seed/seed-access.ts';
import { seedOrganisations } from '../src/db/seed/seed-organisations.ts';
import { seedReference } from '../src/db/seed/seed-reference.ts';
import { machineInfo, runHeading } from './write-doc.ts';

/**
 * What the HTTP benchmarks (bench:profile, bench:seek …) share: a real server listening on 127.0.0.1
 * in a process of its own (bench-server.ts), a signed-in demo user's token, requests timed as the browser makes
 * them (fetch with keep-alive and gzip/br) beside the server's own time, and the statistics.
 */

export interface Stats {
  n: number;
  median: number;
  p95: number;
  max: number;
}
export function stats(xs: number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))] ?? 0;
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0 };
}

/** One request: client side (request → parsed JSON) and server side (its Server-Timing: onRequest to the reply handed on), ms. */
export interface Sample {
  ms: number;
  server: number;
}
export const timing = (xs: Sample[]) => ({
  client: stats(xs.map((x) => x.ms)),
  server: stats(xs.map((x) => x.server)),
});
export type Timing = ReturnType<typeof timing>;

/** A port nobody listens on now (the OS picks one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export const ms = (x: number) => x.toFixed(1);
export const triple = (st: Stats) => `${ms(st.median)} / ${ms(st.p95)} / ${ms(st.max)}`;

export async function companyCount(db: Db): Promise<number> {
  const r = await db.kysely
    .selectFrom('company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The demo organisations and accounts, when the database has none (companies are never touched). */
export async function addDemoAccounts(db: Db, seed: number, notes: string[]): Promise<void> {
  const modules = await db.kysely.selectFrom('sys_module').select('sys_module_id').limit(1).execute();
  if (modules.length) return;
  await db.kysely.transaction().execute(async (tx) => {
    const regions = await tx.selectFrom('region').select('code').limit(1).execute();
    if (!regions.length) await seedReference(tx);
    const access = await seedAccess(tx);
    const rng = new Rng(seed, 0x0a9e, 1);
    await seedOrganisations(tx, access, () => rng.next());
  });
  notes.push('demo organisations and accounts added');
}

/**
 * Readies a cached benchmark database: migrations applied (noted), at least `count` companies (else
 * it says to run bench:seed first), the demo organisations and accounts added when missing. Answers
 * how many companies it holds.
 */
export async function prepareBenchDb(db: Db, count: number, seed: number, notes: string[]): Promise<number> {
  const applied = await migrateToLatest(db);
  if (applied.length) notes.push(`migrated: ${applied.join(', ')}`);
  const have = await companyCount(db);
  if (have < count) {
    throw new Error(
      `${have.toLocaleString('en')} companies, not ${count.toLocaleString('en')}: run npm run bench:seed -- --count ${count} first`,
    );
  }
  await addDemoAccounts(db, seed, notes);
  return have;
}

/** The benchmarks' server (bench-server.ts) in a child process, and how to stop it. */
export interface BenchServer {
  base: string;
  /** what warmSeek answered in the server, when asked for */
  seek: Awaited<ReturnType<typeof warmSeek>> | null;
  close(): Promise<void>;
}

/**
 * Starts bench-server.ts on the database `target` in a process of its own, so the benchmark's
 * client and its pauses (parsing, timers, the collector) are not the server's, as a browser's are not.
 */
export async function startServer(
  target: OpenOptions,
  dataDir: string,
  opts: { warmSeek?: boolean } = {},
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_SERVER_ARGS: node options for the server alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'bench-server.ts'),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_DB: JSON.stringify(target),
        DATA_DIR: dataDir,
        BENCH_WARM_SEEK: opts.warmSeek ? '1' : '',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ base: string; seek: BenchServer['seek'] }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+) (.*)\n/.exec(out);
      if (m) resolve({ base: m[1]!, seek: (JSON.parse(m[2]!) as { seek: BenchServer['seek'] }).seek });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (code ${code}) before listening`)));
  });
  return {
    ...started,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs `phone` in (demo password); the token the web sends as Authorization. */
export async function login(base: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/base/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data: { token: string }; error: string | null };
  if (body.code !== 200) throw new Error(`login: ${body.error ?? body.code}`);
  return body.data.token;
}

/** One call as the web makes it, timed; throws unless the envelope says 200 (the message says which). */
export async function timed<T>(
  base: string,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Sample & { data: T }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { code: number; data: T; error: string | null };
  const elapsed = performance.now() - t0;
  // bench-server.ts's own time: Server-Timing app;dur=…
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.error ?? ''}`);
  return { ms: elapsed, server, data: envelope.data };
}

/**
 * Runs a benchmark's side on each cached database of `npm run bench:seed -- --count <count>`: SQLite
 * ($TMPDIR/qishu-bench-profile-<count>/qishu.db or BENCH_SQLITE_FILE) and, with BENCH_PG_URL, the
 * PostgreSQL schema bench_profile_<count> (or BENCH_PG_SCHEMA); BENCH_ONLY=sqlite|pg runs one.
 */
export async function runBenchDatabases<S>(
  count: number,
  runSide: (label: string, open: () => Db, target: OpenOptions) => Promise<S>,
): Promise<S[]> {
  const only = process.env.BENCH_ONLY;
  const sides: S[] = [];
  if (only !== 'pg') {
    const file =
      process.env.BENCH_SQLITE_FILE ?? path.join(os.tmpdir(), `qishu-bench-profile-${count}`, 'qishu.db');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run bench:seed first`);
    console.log(`SQLite: ${file}`);
    const target = { sqliteFile: file };
    sides.push(await runSide('SQLite', () => openDatabase(target), target));
  }
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl && only !== 'sqlite') {
    const schema = process.env.BENCH_PG_SCHEMA ?? `bench_profile_${count}`;
    console.log(`PostgreSQL: schema ${schema}`);
    const admin = openDatabase({ databaseUrl: pgUrl, pgSchema: schema });
    try {
      const found =
        await sql`select 1 from information_schema.schemata where schema_name = ${schema}`.execute(
          admin.kysely,
        );
      if (!found.rows.length) throw new Error(`schema ${schema} is missing: run npm run bench:seed first`);
    } finally {
      await admin.close();
    }
    const target = { databaseUrl: pgUrl, pgSchema: schema };
    sides.push(await runSide('PostgreSQL', () => openDatabase(target), target));
  }
  return sides;
}

/**
 * runBenchDatabases, and the heading of its run in docs/perf.md: the machine as it was before the first
 * database and after the last (write-doc.ts runHeading), then what the bench says it measured.
 */
export async function runBenchDatabasesWithHeading<S>(
  count: number,
  runSide: (label: string, open: () => Db, target: OpenOptions) => Promise<S>,
): Promise<{ sides: S[]; heading: (subject: string) => string }> {
  const before = machineInfo();
  const sides = await runBenchDatabases(count, runSide);
  const after = machineInfo();
  return { sides, heading: (subject) => runHeading(before, after, subject) };
}

/** One query shape's times: the count it answered, its first call, the median and max of the runs after it. */
export interface ShapeTiming {
  what: string;
  total: number;
  first: number;
  median: number;
  max: number;
}

/**
 * Times each shape through `call` (one call as the web makes it, with the count it answered): one first
 * call, then `runs` more; `all` holds every run after the first ones.
 */
export async function timeShapes<Q>(
  shapes: readonly (readonly [string, Q])[],
  call: (q: Q) => Promise<Sample & { total: number }>,
  runs: number,
): Promise<{ all: Timing; perQuery: ShapeTiming[] }> {
  const all: Sample[] = [];
  const perQuery: ShapeTiming[] = [];
  for (const [what, q] of shapes) {
    const first = await call(q);
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const run = await call(q);
      all.push(run);
      times.push(run.ms);
    }
    const st = stats(times);
    perQuery.push({ what, total: first.total, first: first.ms, median: st.median, max: st.max });
  }
  return { all: timing(all), perQuery };
}

/** Prints timeShapes' answer for one database. */
export function printShapes(label: string, t: { all: Timing; perQuery: ShapeTiming[] }): void {
  console.log(`\n${label}: all runs n ${t.all.client.n}, median / p95 / max ${triple(t.all.client)} ms`);
  for (const p of t.perQuery) {
    console.log(
      `  ${p.what.padEnd(48)} ${String(p.total).padStart(9)}  first ${ms(p.first).padStart(7)}  median ${ms(p.median).padStart(7)}  max ${ms(p.max).padStart(7)} ms`,
    );
  }
}

/** The table rows of timeShapes' answers, a column per database: shape, count, first / median / max. */
export function shapeRows(sides: readonly { perQuery: ShapeTiming[] }[]): string[] {
  return sides[0]!.perQuery.map(
    (q, i) =>
      `| ${q.what} | ${q.total.toLocaleString('en')} | ${sides
        .map((s) => {
          const p = s.perQuery[i]!;
          return `${ms(p.first)} / ${ms(p.median)} / ${ms(p.max)}`;
        })
        .join(' | ')} |`,
  );
}
