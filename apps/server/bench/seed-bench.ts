import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PROFILE_TABLES, appendStartId, seedCompanyProfiles } from '../src/db/seed/seed-companies.ts';
import { syncSearchIndex } from '../src/search/index.ts';
import { pausePgSearchIndexes, rebuildPgSearchIndexes, type BuildStep } from '../src/search/pg-bulk-build.ts';
import { GramCounter } from '../src/search/pg-gram-counter.ts';
import { machineInfo, runHeading, writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:seed -- --count 2000000`: seeds `count` companies with their profiles (seed 20261122)
 * into a cached SQLite database ($TMPDIR/qishu-bench-profile-<count>/qishu.db) and, with
 * BENCH_PG_URL=postgres://…, into the PostgreSQL schema bench_profile_<count>; then builds the search
 * indexes as seed:companies does, timing each phase, and prints every table's row count. A database
 * that already holds `count` companies is reused (the profile queries are benchmarked on it):
 * BENCH_FRESH=1 seeds it again. BENCH_ONLY=sqlite|pg runs one of them; BENCH_WRITE_DOC=1 writes the
 * results into docs/perf.md (bench:seed markers).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:seed -- --count 2000000');
const fresh = process.env.BENCH_FRESH === '1';
const pgConnections = Number(process.env.BENCH_PG_CONNECTIONS ?? 2);

interface Phase {
  label: string;
  seconds: number;
}

interface Result {
  name: string;
  reused: boolean;
  phases: Phase[];
  rows: Record<string, number>;
  note: string;
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;
const fmt = (n: number) => n.toLocaleString('en-US');

async function tableRows(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of ['company', ...PROFILE_TABLES]) {
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely);
    rows[table] = Number(r.rows[0]!.n);
  }
  return rows;
}

async function companies(db: Db): Promise<number> {
  return (await tableRows(db)).company ?? 0;
}

/** Seeds what is missing (timed, with progress), returning the phase. */
async function seedPhase(db: Db, grams?: GramCounter): Promise<Phase> {
  const t0 = performance.now();
  const have = await companies(db);
  const start = await appendStartId(db, SEED);
  await seedCompanyProfiles(db, {
    seed: SEED,
    count: count - have,
    startId: start,
    grams,
    onProgress: (n) => {
      const s = seconds(t0);
      process.stdout.write(
        `\r  seeding ${fmt(n)} companies, ${s.toFixed(0)} s, ${fmt(Math.round(n / Math.max(s, 0.001)))}/s   `,
      );
    },
  });
  process.stdout.write('\n');
  return { label: 'companies and profiles', seconds: seconds(t0) };
}

function printResult(r: Result): void {
  console.log(`${r.name}${r.reused ? ' (reused: nothing seeded)' : ''}`);
  for (const p of r.phases) console.log(`  ${p.label.padEnd(36)} ${p.seconds.toFixed(1).padStart(8)} s`);
  for (const [t, n] of Object.entries(r.rows)) console.log(`  ${t.padEnd(36)} ${fmt(n).padStart(12)} rows`);
  if (r.note) console.log(`  ${r.note}`);
}

async function sqlitePart(): Promise<Result> {
  const dir = path.join(os.tmpdir(), `qishu-bench-profile-${count}`);
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'qishu.db');
  const db = openDatabase({ sqliteFile: file });
  db.sqlite!.pragma('cache_size = -262144');
  try {
    await migrateToLatest(db);
    const phases: Phase[] = [];
    const reused = (await companies(db)) >= count;
    if (!reused) {
      phases.push(await seedPhase(db));
      const t1 = performance.now();
      const indexed = syncSearchIndex(db.sqlite!, {
        onProgress: (n) => process.stdout.write(`\r  indexing ${fmt(n)} companies …`),
      });
      process.stdout.write('\n');
      phases.push({ label: `search index (${fmt(indexed)} companies)`, seconds: seconds(t1) });
    }
    const total = phases.reduce((s, p) => s + p.seconds, 0);
    if (phases.length) phases.push({ label: 'total', seconds: total });
    const size = fs.statSync(file).size;
    return {
      name: `SQLite ${file}`,
      reused,
      phases,
      rows: await tableRows(db),
      note: `file ${(size / 1024 ** 3).toFixed(2)} GiB`,
    };
  } finally {
    await db.close();
  }
}

async function pgPart(url: string): Promise<Result> {
  const schema = `bench_profile_${count}`;
  const db = openDatabase({ databaseUrl: url, pgSchema: schema });
  try {
    if (fresh) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db.kysely);
    await migrateToLatest(db);
    const phases: Phase[] = [];
    const reused = (await companies(db)) >= count;
    let slowest = '';
    if (!reused) {
      await pausePgSearchIndexes(db);
      const grams = new GramCounter();
      phases.push(await seedPhase(db, grams));
      const t1 = performance.now();
      const steps: BuildStep[] = await rebuildPgSearchIndexes(db, {
        connections: pgConnections,
        loaded: grams,
        onStep: (step) => console.log(`  ${step.label.padEnd(32)} ${step.seconds.toFixed(1).padStart(7)} s`),
      });
      phases.push({ label: `search indexes (${pgConnections} connections)`, seconds: seconds(t1) });
      const t2 = performance.now();
      // planner statistics and the visibility map (index-only counts) for the profile queries
      for (const table of PROFILE_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(db.kysely);
      phases.push({ label: 'vacuum analyze profile tables', seconds: seconds(t2) });
      slowest = [...steps]
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 3)
        .map((s) => `${s.label} ${s.seconds.toFixed(0)} s`)
        .join(', ');
    }
    const total = phases.reduce((s, p) => s + p.seconds, 0);
    if (phases.length) phases.push({ label: 'total', seconds: total });
    return {
      name: `PostgreSQL schema ${schema}`,
      reused,
      phases,
      rows: await tableRows(db),
      note: slowest ? `longest index steps: ${slowest}` : '',
    };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const info = machineInfo();
  const only = process.env.BENCH_ONLY;
  const results: Result[] = [];
  if (only !== 'pg') {
    const r = await sqlitePart();
    printResult(r);
    results.push(r);
  }
  const url = process.env.BENCH_PG_URL;
  if (url && only !== 'sqlite') {
    const r = await pgPart(url);
    printResult(r);
    results.push(r);
  }
  const after = machineInfo();
  if (process.env.BENCH_WRITE_DOC === '1') {
    const measured = results.filter((r) => !r.reused);
    const body = [
      runHeading(info, after, `${fmt(count)} companies with profiles (seed ${SEED})`),
      '',
      '| phase | ' + measured.map((r) => r.name.split(' ')[0]).join(' s | ') + ' s |',
      '| --- | ' + measured.map(() => '--:').join(' | ') + ' |',
      ...(measured[0]?.phases ?? []).map(
        (p, i) =>
          `| ${p.label.replace(/ \(.*\)$/, '')} | ${measured.map((r) => r.phases[i]?.seconds.toFixed(0) ?? '–').join(' | ')} |`,
      ),
      '',
      '| table | rows |',
      '| --- | --: |',
      ...Object.entries(results[0]?.rows ?? {}).map(([t, n]) => `| ${t} | ${fmt(n)} |`),
    ].join('\n');
    await writeDocSection('seed', body);
  }
}

await main();
