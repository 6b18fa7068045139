import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { PrecisePaths, type AccurateScreeningResponse } from '@qishu/contract';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import {
  login,
  ms,
  runBenchDatabasesWithHeading,
  startServer,
  timed,
  triple,
  type Sample,
  type Timing,
  prepareBenchDb,
  printShapes,
  shapeRows,
  timeShapes,
  type ShapeTiming,
} from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:precise -- --count 2000000`: the precise search (AccurateScreening, the /custom
 * wizard's 预览 and the shop's precise export) through HTTP as the browser calls it — a server in a
 * process of its own started as main.ts starts (search warm-up included), a signed-in user, Node's
 * fetch with keep-alive and gzip/br. Each call answers the exact count and the preview rows, and
 * records the screening as the server always does. Measured: the first search after the fresh server
 * sat idle BENCH_IDLE_SECONDS (30), then every query shape of bench:search (1 first call, 5 runs).
 *
 * Databases as bench:query: the cached ones of `npm run bench:seed -- --count <count>`, PostgreSQL with
 * BENCH_PG_URL; BENCH_ONLY=sqlite|pg; BENCH_WRITE_DOC=1 writes docs/perf.md (bench:precise).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0)
  throw new Error('usage: npm run bench:precise -- --count 2000000');
const RUNS = 5;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const USER = '13900000005';

type Params = Record<string, unknown>;

/** The shapes of bench:search, as the wizard sends them (§3 parameters; option indexes). */
const suite: [string, Params][] = [
  ['name 科技 (2 chars)', { keyword: '科技' }],
  ['scope 销售 (2 chars, unselective)', { keyword: '销售', search_range: [1] }],
  ['address 南山 (2 chars)', { keyword: '南山', search_range: [2] }],
  ['legal person/shareholder 王伟', { keyword: '王伟', search_range: [3] }],
  ['name 信息技术 (4 chars)', { keyword: '信息技术' }],
  ['name 华 (1 char)', { keyword: '华' }],
  ['province 广东', { sys_area_id: ['440000'] }],
  ['3 cities', { sys_area_id: ['440300', '330100', '320500'] }],
  ['industry section C + division 65', { sys_industry_id: ['C', '65'] }],
  ['capital 100-500万 (option)', { reg_amount: [1] }],
  ['capital 80-300万 (custom, off grid)', { reg_amount: [4], low_amount: '80', high_amount: '300' }],
  ['founded 3-5 years ago (option)', { reg_date: [2] }],
  [
    'founded 2008-03-15 … 2012-09-30 (custom)',
    { reg_date: [6], start_date: '2008-03-15', end_date: '2012-09-30' },
  ],
  ['status 注销 + province 浙江', { status: ['注销'], sys_area_id: ['330000'] }],
  ['type 个体工商户', { types: ['个体工商户'] }],
  ['has e-mail', { have_email: 1 }],
  ['has patent + trademark', { patent: 1, brand_num: 1 }],
  [
    '科技 + 深圳 + section I + 100-1000万',
    { keyword: '科技', sys_area_id: ['440300'], sys_industry_id: ['I'], reg_amount: [1, 2] },
  ],
  ['any contact + ≥100万 + 10 years or older', { have_all: 1, reg_amount: [1, 2, 3], reg_date: [4, 5] }],
  [
    'scope 销售 + 广东 + has e-mail',
    { keyword: '销售', search_range: [1], sys_area_id: ['440000'], have_email: 1 },
  ],
];

interface Side {
  label: string;
  companies: number;
  idle: Sample;
  all: Timing;
  perQuery: ShapeTiming[];
  notes: string[];
}

const screen = (base: string, token: string, q: Params) =>
  timed<AccurateScreeningResponse>(base, token, 'POST', PrecisePaths.accurateScreening, q);

async function runSide(label: string, open: () => Db, target: OpenOptions): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  let companies: number;
  try {
    companies = await prepareBenchDb(setup, count, SEED, notes);
    console.log(`${label}: ${companies.toLocaleString('en')} companies`);
  } finally {
    await setup.close();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-precise-bench-data-'));
  const server = await startServer(target, dataDir, { warmSeek: true });
  const { base } = server;
  try {
    const token = await login(base, USER);
    console.log(`${label}: idle for ${IDLE_SECONDS} s …`);
    await sleep(IDLE_SECONDS * 1000);
    const idleRun = await screen(base, token, { keyword: '科技', sys_area_id: ['440000'] });
    const idle = { ms: idleRun.ms, server: idleRun.server };
    console.log(`${label}: first search after ${IDLE_SECONDS} s idle: ${ms(idle.ms)} ms`);
    const side: Side = {
      label,
      companies,
      idle,
      ...(await timeShapes(
        suite,
        async (q) => {
          const r = await screen(base, token, q);
          return { ...r, total: r.data.count };
        },
        RUNS,
      )),
      notes,
    };
    printShapes(label, side);
    return side;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(sides: Side[]): string {
  return [
    `| search (count + preview rows) | matches | ${sides.map((s) => `${s.label} first / median / max ms`).join(' | ')} |`,
    `| --- | --: | ${sides.map(() => '--:').join(' | ')} |`,
    `| first search of a fresh server after ${IDLE_SECONDS} s idle (client / server) | | ${sides.map((s) => `${ms(s.idle.ms)} / ${ms(s.idle.server)}`).join(' | ')} |`,
    ...shapeRows(sides),
    `| all runs (n ${sides[0]?.all.client.n ?? 0}), median / p95 / max | | ${sides.map((s) => triple(s.all.client)).join(' | ')} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
  const body = [
    heading(sides.map((s) => `${s.label} ${s.companies.toLocaleString('en')} companies`).join(', ')) +
      ` HTTP to a server in a process of its own, started as main.ts starts; a signed-in user; each call answers the exact count and the preview rows; 1 first call, ${RUNS} runs.`,
    '',
    table(sides),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('precise', body);
}

await main();
