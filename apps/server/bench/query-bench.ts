import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  QueryPaths,
  type AdvancedQueryInput,
  type AdvancedQueryResult,
  type QueryConditionsInput,
} from '@qishu/contract';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import {
  login,
  runBenchDatabasesWithHeading,
  startServer,
  timed,
  triple,
  type Timing,
  prepareBenchDb,
  printShapes,
  shapeRows,
  timeShapes,
  type ShapeTiming,
} from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:query -- --count 100000`: the advanced query (/data/query) through HTTP, as the
 * browser calls it — a real server listening on 127.0.0.1 in this process, a signed-in 管理员 of
 * organisation 200, Node's fetch with keep-alive and gzip/br. Each call answers the exact count and
 * the first page (20 rows).
 *
 * Databases: BENCH_SQLITE_FILE (e.g. the qishu.db of a fresh `npm start`, the 100k demo database),
 * else the cached database of `npm run bench:seed -- --count <count>`
 * ($TMPDIR/qishu-bench-profile-<count>/qishu.db); with BENCH_PG_URL also PostgreSQL, schema
 * BENCH_PG_SCHEMA (default bench_profile_<count>). BENCH_ONLY=sqlite|pg runs one side. Each query:
 * 1 warm-up, 5 runs. BENCH_WRITE_DOC=1 writes the table into docs/perf.md (bench:query).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:query -- --count 100000');
const RUNS = 5;
const ADMIN = '13900000005';

const region = (op: 'in' | 'not_in', ...codes: string[]) => ({ field: 'region' as const, op, codes });
const flag = (key: 'hasMobile' | 'hasEmail' | 'hasTel', has = true) => ({ field: 'flag' as const, key, has });
const risk = (kind: 'dishonest' | 'executed' | 'abnormal', has = true) => ({
  field: 'risk' as const,
  kind,
  has,
});

/** The suite: queries a 企查查 高级搜索 user builds. */
const suite: [string, QueryConditionsInput & Partial<AdvancedQueryInput>][] = [
  ['广东 + 有手机 (one group)', { groups: [{ conditions: [region('in', '440000'), flag('hasMobile')] }] }],
  [
    '(广东, 浙江 but not 深圳) AND NOT 有失信',
    {
      groups: [
        { conditions: [region('in', '440000', '330000'), region('not_in', '440300')] },
        { not: true, conditions: [risk('dishonest')] },
      ],
    },
  ],
  [
    '(科技 in name + 杭州) OR (section I + ≥1000万)',
    {
      combine: 'or',
      groups: [
        { conditions: [{ field: 'keyword', text: '科技', ranges: [0] }, region('in', '330100')] },
        {
          conditions: [
            { field: 'industry', op: 'in', codes: ['I'] },
            { field: 'capital', ranges: [{ min: 1000 }] },
          ],
        },
      ],
    },
  ],
  [
    '有被执行 + 存续/在业',
    { groups: [{ conditions: [risk('executed'), { field: 'status', values: ['存续', '在业'] }] }] },
  ],
  [
    '参保 10-49人 + 营收 100万-500万',
    {
      groups: [
        {
          conditions: [
            { field: 'insured', bands: ['10-49'] },
            { field: 'revenue', bands: ['100万-500万'] },
          ],
        },
      ],
    },
  ],
  [
    'NOT (存续/在业) alone',
    { groups: [{ not: true, conditions: [{ field: 'status', values: ['存续', '在业'] }] }] },
  ],
  [
    '销售 in scope + 有邮箱 + 无经营异常',
    {
      groups: [
        {
          conditions: [
            { field: 'keyword', text: '销售', ranges: [1] },
            flag('hasEmail'),
            risk('abnormal', false),
          ],
        },
      ],
    },
  ],
  ['广东 by capital desc', { groups: [{ conditions: [region('in', '440000')] }], sort: 'capital_desc' }],
  [
    '3 groups OR, founded desc',
    {
      combine: 'or',
      groups: [
        { conditions: [risk('dishonest')] },
        { conditions: [risk('abnormal'), flag('hasTel')] },
        { conditions: [{ field: 'insured', bands: ['ge500'] }] },
      ],
      sort: 'date_desc',
    },
  ],
  [
    'broad: 有手机, page 100 of 50 rows',
    { groups: [{ conditions: [flag('hasMobile')] }], page: 100, limit: 50 },
  ],
  [
    '5 groups × several conditions (AND, one NOT)',
    {
      groups: [
        { conditions: [region('not_in', '110000', '310000')] },
        {
          conditions: [
            { field: 'capital', ranges: [{ min: 100, max: 5000 }] },
            { field: 'age', bands: ['3-5', '5-10'] },
          ],
        },
        { conditions: [{ field: 'type', values: ['有限责任公司', '股份有限公司'] }] },
        { conditions: [flag('hasMobile')] },
        { not: true, conditions: [risk('executed'), risk('dishonest')] },
      ],
    },
  ],
];

interface Side {
  label: string;
  companies: number;
  all: Timing;
  perQuery: ShapeTiming[];
  notes: string[];
}

const query = (base: string, token: string, q: AdvancedQueryInput) =>
  timed<AdvancedQueryResult>(base, token, 'POST', QueryPaths.query, q);

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-query-bench-data-'));
  // started as main.ts starts it: the seek's columns loaded, which answer the query
  const server = await startServer(target, dataDir, { warmSeek: true });
  const { base } = server;
  notes.push(
    `${label}: the seek's columns loaded at the server's start in ${(server.seek!.ms / 1000).toFixed(1)} s (they answer the query).`,
  );
  try {
    const token = await login(base, ADMIN);
    const side: Side = {
      label,
      companies,
      ...(await timeShapes(
        suite,
        async (q) => {
          const r = await query(base, token, q);
          return { ...r, total: r.data.total };
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
    `| query (count + first page) | matches | ${sides.map((s) => `${s.label} first / median / max ms`).join(' | ')} |`,
    `| --- | --: | ${sides.map(() => '--:').join(' | ')} |`,
    ...shapeRows(sides),
    `| all runs (n ${sides[0]?.all.client.n ?? 0}), median / p95 / max | | ${sides.map((s) => triple(s.all.client)).join(' | ')} |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
  const body = [
    heading(sides.map((s) => `${s.label} ${s.companies.toLocaleString('en')} companies`).join(', ')) +
      ' HTTP through a server listening in a process of its own (a 管理员 token); each call answers the exact ' +
      `count and the first page (20 rows unless said); 1 warm-up ("first"), ${RUNS} runs.`,
    '',
    table(sides),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('query', body);
}

await main();
