import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { CompanyFilter } from '@qishu/contract';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedCompanies } from '../src/db/seed/seed-companies.ts';
import { createSearchEngine, syncSearchIndex } from '../src/search/index.ts';
import { PortableSearchEngine } from '../src/search/portable-engine.ts';
import { SqliteSearchEngine } from '../src/search/sqlite/sqlite-engine.ts';
import { pausePgSearchIndexes, rebuildPgSearchIndexes, type BuildStep } from '../src/search/pg-bulk-build.ts';
import { machineInfo, runHeading, writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:search -- --count 2000000`: the company search engine on a deterministic database of
 * `count` companies (seed 20261122, cached in $TMPDIR/qishu-bench-search-<count>; BENCH_FRESH=1
 * builds it again). Each query is one count plus the first page of 10 ids (engine.search), timed
 * in process: 1 warm-up, then 5 runs; median and max. The index build (draining the queue of every
 * company id, then merging segments) is timed when the index is built.
 * BENCH_PG_URL=postgres://… runs the same suite on PostgreSQL too (schema bench_search_<count>).
 * BENCH_WRITE_DOC=1 writes the results into docs/perf.md (bench:search markers).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:search -- --count 2000000');

/** The suite: every filter family, two-character keywords in name, scope and address, combinations. */
const suite: [string, CompanyFilter][] = [
  ['name 科技 (2 chars)', { keyword: '科技' }],
  ['scope 销售 (2 chars, unselective)', { keyword: '销售', searchRange: [1] }],
  ['address 南山 (2 chars)', { keyword: '南山', searchRange: [2] }],
  ['legal person/shareholder 王伟', { keyword: '王伟', searchRange: [3] }],
  ['name 信息技术 (4 chars)', { keyword: '信息技术' }],
  ['name 华 (1 char)', { keyword: '华' }],
  ['province 广东', { regionCodes: ['440000'] }],
  ['3 cities', { regionCodes: ['440300', '330100', '320500'] }],
  ['industry section C + division 65', { industryCodes: ['C', '65'] }],
  ['capital 100-500万 (option)', { capitalRanges: [{ min: 100, max: 500 }] }],
  ['capital 80-300万 (custom, off grid)', { capitalRanges: [{ min: 80, max: 300 }] }],
  ['founded 3-5 years ago (option)', { foundedRanges: [{ from: '2021-11-24', to: '2023-11-24' }] }],
  ['founded 2008-03-15 … 2012-09-30 (custom)', { foundedRanges: [{ from: '2008-03-15', to: '2012-09-30' }] }],
  ['status 注销 + province 浙江', { statuses: ['注销'], regionCodes: ['330000'] }],
  ['type 个体工商户', { types: ['个体工商户'] }],
  ['has e-mail', { hasEmail: true }],
  ['has patent + trademark', { hasPatent: true, hasBrand: true }],
  [
    'selective: 科技 + 深圳 + section I + 100-1000万 + mobile',
    {
      keyword: '科技',
      regionCodes: ['440300'],
      industryCodes: ['I'],
      capitalRanges: [{ min: 100, max: 1000 }],
      hasMobile: true,
    },
  ],
  [
    'unselective: any contact + ≥100万 + founded ≤ 2016',
    { hasAnyContact: true, capitalRanges: [{ min: 100 }], foundedRanges: [{ to: '2016-11-24' }] },
  ],
  [
    'unselective: scope 销售 + 广东 + e-mail',
    { keyword: '销售', searchRange: [1], regionCodes: ['440000'], hasEmail: true },
  ],
];

/** Connections that build the PostgreSQL indexes at once (BENCH_PG_CONNECTIONS, default 2). */
const pgConnections = Number(process.env.BENCH_PG_CONNECTIONS ?? 2);
const printStep = (step: BuildStep) =>
  console.log(`  ${step.label.padEnd(32)} ${step.seconds.toFixed(1).padStart(7)} s`);

interface Result {
  label: string;
  count: number;
  median: number;
  max: number;
}

async function ensureCompanies(
  db: Db,
): Promise<{ seeded: number; seedSeconds: number; indexSeconds: number; steps: BuildStep[] }> {
  await migrateToLatest(db);
  const have = Number(
    (
      await db.kysely
        .selectFrom('company')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const pg = db.dialect === 'postgres';
  if (have >= count) {
    if (!pg || process.env.BENCH_PG_REBUILD !== '1')
      return { seeded: 0, seedSeconds: 0, indexSeconds: 0, steps: [] };
    // time the index build again on the loaded companies
    await pausePgSearchIndexes(db);
    const t1 = performance.now();
    const steps = await rebuildPgSearchIndexes(db, { connections: pgConnections, onStep: printStep });
    return { seeded: 0, seedSeconds: 0, indexSeconds: (performance.now() - t1) / 1000, steps };
  }
  // PostgreSQL: load without the search indexes, then build them once (timed)
  if (pg) await pausePgSearchIndexes(db);
  const t0 = performance.now();
  const seeded = await seedCompanies(db, {
    seed: SEED,
    count: count - have,
    startId: have + 1,
    onProgress: (n) => process.stdout.write(`\r  seeding ${n.toLocaleString('en')} companies …`),
  });
  process.stdout.write('\n');
  const seedSeconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const steps = pg ? await rebuildPgSearchIndexes(db, { connections: pgConnections, onStep: printStep }) : [];
  return { seeded, seedSeconds, indexSeconds: (performance.now() - t1) / 1000, steps };
}

async function runSuite(db: Db, lines: string[]): Promise<Result[]> {
  // BENCH_SEARCH_WORKERS=0: the SQLite engine reads on the server's connection (the event loop waits)
  const engine =
    db.sqlite && process.env.BENCH_SEARCH_WORKERS === '0'
      ? new SqliteSearchEngine(db.sqlite, new PortableSearchEngine(db.kysely), { workers: false })
      : createSearchEngine(db);
  // the longest time the event loop, which serves every other request, could not run a 1 ms timer
  let lastTick = performance.now();
  let stalled = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stalled = Math.max(stalled, now - lastTick);
    lastTick = now;
  }, 1);
  const results: Result[] = [];
  for (const [label, filter] of suite) {
    const first = await engine.search(filter, { offset: 0, limit: 10 }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const page = await engine.search(filter, { offset: 0, limit: 10 });
      times.push(performance.now() - t0);
      if (page.count !== first.count) throw new Error(`${label}: count changed between runs`);
      await nextTurn(); // as between two requests: the event loop gets its turn
    }
    times.sort((a, b) => a - b);
    results.push({ label, count: first.count, median: times[2]!, max: times[4]! });
    console.log(
      `${label.padEnd(56)} ${first.count.toLocaleString('en').padStart(10)}  median ${times[2]!.toFixed(1).padStart(6)} ms  max ${times[4]!.toFixed(1).padStart(6)} ms`,
    );
  }
  clearInterval(ticker);
  const workers =
    engine instanceof SqliteSearchEngine && engine.servedByWorkers > 0 ? ', searches in a worker' : '';
  const delay =
    `${db.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${workers}: the event loop went at most ` +
    `${stalled.toFixed(1)} ms without running a 1 ms timer during the suite.`;
  console.log(delay);
  lines.push(delay);
  return results;
}

function table(sqlite: Result[] | null, pg: Result[] | null): string {
  const cell = (r: Result | undefined) => (r ? `${r.median.toFixed(1)} / ${r.max.toFixed(1)}` : '–');
  const rows = suite.map(([label], i) => {
    const count = (sqlite?.[i] ?? pg?.[i])?.count ?? 0;
    return `| ${label} | ${count.toLocaleString('en')} | ${cell(sqlite?.[i])} | ${cell(pg?.[i])} |`;
  });
  return [
    '| query (count + first 10) | matches | SQLite median / max ms | PostgreSQL median / max ms |',
    '| --- | --: | --: | --: |',
    ...rows,
  ].join('\n');
}

/** The embedded default: builds or reuses the cached SQLite database and its index, runs the suite. */
async function sqlitePart(lines: string[]): Promise<Result[]> {
  const dir = path.join(os.tmpdir(), `qishu-bench-search-${count}`);
  if (process.env.BENCH_FRESH === '1') fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const db = openDatabase({ sqliteFile: path.join(dir, 'qishu.db') });
  db.sqlite!.pragma('cache_size = -262144');
  try {
    const { seeded, seedSeconds } = await ensureCompanies(db);
    if (seeded) console.log(`seeded ${seeded.toLocaleString('en')} companies in ${seedSeconds.toFixed(1)} s`);
    const load = machineInfo().load;
    const t0 = performance.now();
    const indexed = syncSearchIndex(db.sqlite!, {
      onProgress: (n) => process.stdout.write(`\r  indexing ${n.toLocaleString('en')} companies …`),
    });
    const syncSeconds = (performance.now() - t0) / 1000;
    if (indexed > 0) {
      process.stdout.write('\n');
      console.log(`index built: ${indexed.toLocaleString('en')} companies in ${syncSeconds.toFixed(1)} s`);
      lines.push(
        `SQLite: search index for ${indexed.toLocaleString('en')} companies built in ${syncSeconds.toFixed(0)} s ` +
          `(tokenising, inserting, one merge of segments at the end; load ${load} at its start).`,
      );
    }
    const size = fs.statSync(path.join(dir, 'qishu.db')).size;
    lines.push(`SQLite file with the index: ${(size / 1024 ** 3).toFixed(2)} GiB.`);
    console.log('SQLite:');
    return await runSuite(db, lines);
  } finally {
    await db.close();
  }
}

/** PostgreSQL at BENCH_PG_URL, in its own schema: loads once (indexes built after the load), runs the suite. */
async function pgPart(url: string, lines: string[]): Promise<Result[]> {
  const schema = `bench_search_${count}`;
  const pgDb = openDatabase({ databaseUrl: url, pgSchema: schema });
  try {
    await pgDb.kysely.schema.createSchema(schema).ifNotExists().execute();
    const load = machineInfo().load;
    const pgLoad = await ensureCompanies(pgDb);
    if (pgLoad.steps.length) {
      const loaded = pgLoad.seeded
        ? `${pgLoad.seeded.toLocaleString('en')} companies loaded in ${pgLoad.seedSeconds.toFixed(0)} s (indexes paused); `
        : '';
      const slowest = [...pgLoad.steps].sort((a, b) => b.seconds - a.seconds).slice(0, 4);
      const summary =
        `PostgreSQL: ${loaded}search indexes and keyword statistics built in ${pgLoad.indexSeconds.toFixed(0)} s ` +
        `on ${pgConnections} connections (load ${load} at its start; longest steps: ` +
        `${slowest.map((step) => `${step.label} ${step.seconds.toFixed(0)} s`).join(', ')}).`;
      console.log(summary);
      lines.push(summary);
    }
    console.log('PostgreSQL:');
    return await runSuite(pgDb, lines);
  } finally {
    await pgDb.close();
  }
}

async function main(): Promise<void> {
  const info = machineInfo();
  const only = process.env.BENCH_ONLY;
  const lines: string[] = [];
  const sqlite = only === 'pg' ? null : await sqlitePart(lines);
  const pgUrl = process.env.BENCH_PG_URL;
  const pg = pgUrl && only !== 'sqlite' ? await pgPart(pgUrl, lines) : null;
  const after = machineInfo();
  const body = [
    runHeading(info, after, `${count.toLocaleString('en')} companies (seed ${SEED})`) +
      ' Each query: engine.search (count + first 10 ids), 1 warm-up, 5 runs.',
    ...lines,
    '',
    table(sqlite, pg),
  ].join('\n');
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('search', body);
  const slow = (sqlite ?? []).filter((r) => r.median > 50 || r.max > 100);
  if (slow.length) console.log(`over the SQLite target: ${slow.map((r) => r.label).join('; ')}`);
  const pgSlow = (pg ?? []).filter((r) => r.max > 300);
  if (pgSlow.length) console.log(`over the PostgreSQL target: ${pgSlow.map((r) => r.label).join('; ')}`);
}

await main();
