import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PrecisePaths } from '@qishu/contract';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import { login, prepareBenchDb, runBenchDatabasesWithHeading, startServer } from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:load -- --count 2000000` (issue 18 point 9): many browsers at once on the two calls
 * a crowd makes — the shop's product list (getShopDatas, anonymous) and the precise search
 * (AccurateScreening, a signed-in user: count + preview rows) — on the cached databases of
 * `npm run bench:seed -- --count <count>` (SQLite; PostgreSQL with BENCH_PG_URL; BENCH_ONLY=sqlite|pg),
 * through the real server in a process of its own (bench-server.ts, as main.ts starts it).
 *
 * autocannon keeps 50, then 200 connections busy for BENCH_DURATION seconds (30) after a warm-up of
 * BENCH_WARMUP (5), each connection cycling through a few request shapes (pages and filters of the
 * shop; names, regions and facts of the precise search), and counts what a user would notice:
 * errors, timeouts (10 s), non-2xx answers and envelopes that are not code 200. Targets: 0 of those,
 * p99 ≤ 300 ms on SQLite and ≤ 500 ms on PostgreSQL. BENCH_WRITE_DOC=1 writes docs/perf.md (bench:load);
 * BENCH_CALLS and BENCH_CONNECTIONS narrow a run (comma lists) while looking into one of them.
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:load -- --count 2000000');
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
/** which calls to load (a comma list; both by default) */
const CALLS = new Set((process.env.BENCH_CALLS ?? 'getShopDatas,AccurateScreening').split(','));
const USER = '13900000005';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
}
interface Request {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
  warmup?: { connections: number; duration: number };
  verifyBody: (body: string) => boolean;
}) => Promise<Result>;

/** What the shop's /mall sends: pages, a keyword, a region with an industry, a category. */
const shopShapes = [
  { page: 1, pagesize: 12 },
  { page: 2, pagesize: 12 },
  { page: 1, pagesize: 12, keywords: '制造' },
  { page: 1, pagesize: 12, sys_area_id: 440000, industry: 'C' },
  { page: 3, pagesize: 12 },
];
/** What the /custom wizard's 预览 sends (bench:precise's shapes). */
const preciseShapes = [
  { keyword: '科技' },
  { sys_area_id: ['440000'] },
  { keyword: '科技', sys_area_id: ['440300'], sys_industry_id: ['I'], reg_amount: [1, 2] },
  { have_email: 1 },
  { sys_area_id: ['440300', '330100', '320500'] },
];

interface Row {
  call: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}
interface Side {
  label: string;
  notes: string[];
  rows: Row[];
}

async function load(base: string, call: string, requests: Request[], connections: number): Promise<Row> {
  const r = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    requests,
    ...(WARMUP > 0 ? { warmup: { connections, duration: WARMUP } } : {}),
    verifyBody: (body) => body.startsWith('{"code":200'),
  });
  const row: Row = {
    call,
    connections,
    requests: r.requests.total,
    rps: Math.round(r.requests.total / DURATION),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    // what a user notices: a refused or dropped connection, a timeout, an error status, an error envelope
    failures: r.errors + r.timeouts + r.non2xx + r.mismatches,
  };
  console.log(
    `  ${call.padEnd(22)} ${String(connections).padStart(4)} conn  ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  failures ${row.failures} (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}, envelopes ${r.mismatches})`,
  );
  return row;
}

async function runSide(label: string, open: () => Db, target: OpenOptions): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  try {
    await prepareBenchDb(setup, count, SEED, notes);
  } finally {
    await setup.close();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-load-bench-data-'));
  const server = await startServer(target, dataDir, { warmSeek: true });
  try {
    const token = await login(server.base, USER);
    // no accept-encoding: autocannon checks each body as it arrives, and cannot unzip one
    const json = { 'content-type': 'application/json' };
    const shop = shopShapes.map((b) => ({
      method: 'POST' as const,
      path: '/api/api/ShopProduct/getShopDatas',
      headers: json,
      body: JSON.stringify(b),
    }));
    const precise = preciseShapes.map((b) => ({
      method: 'POST' as const,
      path: `/api${PrecisePaths.accurateScreening}`,
      headers: { ...json, authorization: token },
      body: JSON.stringify(b),
    }));
    console.log(`\n${label}`);
    const rows: Row[] = [];
    for (const [call, requests] of [
      ['getShopDatas', shop],
      ['AccurateScreening', precise],
    ] as const) {
      if (!CALLS.has(call)) continue;
      for (const connections of CONNECTIONS) rows.push(await load(server.base, call, requests, connections));
    }
    return { label, notes, rows };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(sides: Side[]): string {
  const lines = [
    '| database | call | connections | requests | req/s | p50 / p99 / max ms | failures | p99 target |',
    '| --- | --- | --: | --: | --: | --: | --: | --: |',
  ];
  for (const s of sides)
    for (const r of s.rows)
      lines.push(
        `| ${s.label} | ${r.call} | ${r.connections} | ${r.requests.toLocaleString('en')} | ${r.rps.toLocaleString('en')} | ${r.p50} / **${r.p99}** / ${r.max} | ${r.failures} | ≤ ${s.label === 'SQLite' ? 300 : 500} |`,
      );
  return lines.join('\n');
}

const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
const doc = [
  heading(
    `${count.toLocaleString('en')} companies; autocannon, ${DURATION} s per run after a ${WARMUP} s warm-up, 5 request shapes per call, timeout 10 s; failures = errors + timeouts + non-2xx + envelopes not code 200`,
  ),
  '',
  ...sides.flatMap((s) => s.notes.map((n) => `- ${s.label}: ${n}`)),
  '',
  table(sides),
].join('\n');
console.log(`\n${doc}`);
if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('load', doc);
