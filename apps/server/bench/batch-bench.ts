import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BatchLookupLimits,
  BatchLookupPaths,
  type BatchLookupFileResult,
  type BatchLookupResult,
} from '@qishu/contract';
import { sql } from 'kysely';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { Rng } from '../src/db/seed/companies/prng.ts';
import { NAME_CHANGE_ITEM } from '../src/repositories/company-profile/company-change-repository.ts';
import {
  addDemoAccounts,
  companyCount,
  login,
  ms,
  startServer,
  timed,
  timing,
  triple,
  type Sample,
  type Timing,
  runBenchDatabasesWithHeading,
} from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:batch -- --count 2000000`: 批量查询 (issue 15 point 4) through HTTP, as the page
 * calls it — a real server listening on 127.0.0.1 in this process (http-bench.ts), a signed-in
 * 管理员 of organisation 200, Node's fetch with keep-alive.
 *
 * Databases: the cached databases of `npm run bench:seed -- --count <count>` (SQLite
 * $TMPDIR/qishu-bench-profile-<count>/qishu.db and, with BENCH_PG_URL, the PostgreSQL schema
 * bench_profile_<count>); BENCH_SQLITE_FILE / BENCH_PG_SCHEMA name others. Migrations are applied
 * (0024 builds the name and former-name indexes: timed and noted). BENCH_ONLY=sqlite|pg runs one side.
 *
 * The list: 10,000 lines drawn from the database with a fixed seed — ~60 % current names (every
 * fifth with half-width brackets or a space, as users type them), ~20 % former names (名称变更
 * before_text), ~10 % unified social credit codes (every other one in lower case) and ~10 % names
 * that exist nowhere — shuffled. Measures:
 * 1. the first lookup of the fresh server (nothing cached by the database yet);
 * 2. 5 more rounds of the same 10,000 lines, and 5 rounds of a 1,000-line list;
 * 3. the upload: a 10,000-row .xlsx (header 企业名称) read by batchLookupFile, then looked up.
 * Target (issue 15): 10,000 names ≤ 5 s. BENCH_WRITE_DOC=1 writes the table into docs/perf.md
 * (bench:batch markers, when present).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:batch -- --count 2000000');
const ROUNDS = 5;
const ADMIN = '13900000005';
const TARGET_MS = 5_000;
const LINES = BatchLookupLimits.maxLines;

interface Side {
  label: string;
  notes: string[];
  mix: Record<string, number>;
  first: Sample;
  tenK: Timing;
  oneK: Timing;
  upload: { file: Sample; lookup: Sample; bytes: number };
  answer: { matched_lines: number; rows: number; unmatched: number };
}

// ── the list ──────────────────────────────────────────────────────────────────────────────────

async function buildList(db: Db): Promise<{ lines: string[]; mix: Record<string, number> }> {
  const rng = new Rng(SEED, 0xba7c, 1);
  const max = await db.kysely
    .selectFrom('company')
    .select((eb) => eb.fn.max('company_id').as('m'))
    .executeTakeFirstOrThrow();
  const top = Number(max.m);
  const randomIds = (n: number) => [
    ...new Set(Array.from({ length: n }, () => 1 + Math.floor(rng.next() * top))),
  ];

  const names: string[] = [];
  const codes: string[] = [];
  for (let round = 0; names.length < LINES * 0.6 && round < 20; round++) {
    const ids = randomIds(2_000);
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.kysely
        .selectFrom('company')
        .select(['name', 'ccode'])
        .where('company_id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        names.push(r.name);
        if (codes.length < LINES * 0.1) codes.push(r.ccode);
      }
    }
  }
  const wantFormer = LINES * 0.2;
  const start = 1 + Math.floor(rng.next() * Math.max(1, top - 50_000));
  const formers = (
    await db.kysely
      .selectFrom('company_change')
      .select('before_text')
      .where('item', '=', sql.lit(NAME_CHANGE_ITEM))
      .where('company_id', '>=', start)
      .limit(wantFormer)
      .execute()
  ).map((r) => r.before_text);

  const typed = names.slice(0, LINES * 0.6).map((n, i) => {
    if (i % 10 === 0) return n.replace(/（/g, '(').replace(/）/g, ')');
    if (i % 10 === 5) return ` ${n.slice(0, 2)} ${n.slice(2)} `;
    return n;
  });
  const lowered = codes.map((c, i) => (i % 2 ? c.toLowerCase() : c));
  const missing = Array.from({ length: LINES * 0.1 }, (_, i) => `不存在的测试企业${i}号有限公司`);
  const lines = [...typed, ...formers, ...lowered, ...missing];
  // fill up to 10,000 with more current names when the database has fewer former names
  for (let i = LINES * 0.6; lines.length < LINES && i < names.length; i++) lines.push(names[i]!);
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return {
    lines: lines.slice(0, LINES),
    mix: {
      'current names': typed.length,
      'former names': formers.length,
      codes: lowered.length,
      'not existing': missing.length,
    },
  };
}

async function xlsxOf(lines: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户名单');
  sheet.addRow(['序号', '企业名称']);
  lines.forEach((l, i) => sheet.addRow([i + 1, l]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────

const lookup = (base: string, token: string, lines: string[]) =>
  timed<BatchLookupResult>(base, token, 'POST', BatchLookupPaths.lookup, { lines });

async function uploadFile(
  base: string,
  token: string,
  bytes: Buffer,
): Promise<Sample & { data: BatchLookupFileResult }> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), '客户名单.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${base}/api${BatchLookupPaths.file}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const envelope = (await res.json()) as { code: number; data: BatchLookupFileResult; error: string | null };
  const elapsed = performance.now() - t0;
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code} ${envelope.error ?? ''}`);
  return { ms: elapsed, server: Number.NaN, data: envelope.data };
}

// ── one database ──────────────────────────────────────────────────────────────────────────────

async function runSide(label: string, open: () => Db, target: OpenOptions): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  let list: Awaited<ReturnType<typeof buildList>>;
  try {
    const t0 = performance.now();
    const applied = await migrateToLatest(setup);
    if (applied.length)
      notes.push(`migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${applied.join(', ')}`);
    const have = await companyCount(setup);
    if (have < count) {
      throw new Error(
        `${have.toLocaleString('en')} companies, not ${count.toLocaleString('en')}: run npm run bench:seed -- --count ${count} first`,
      );
    }
    await addDemoAccounts(setup, SEED, notes);
    if (setup.dialect === 'postgres') await sql`analyze company_change`.execute(setup.kysely);
    console.log(`${label}: ${have.toLocaleString('en')} companies`);
    list = await buildList(setup);
  } finally {
    await setup.close();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-batch-bench-data-'));
  const server = await startServer(target, dataDir);
  const { base } = server;
  try {
    const token = await login(base, ADMIN);
    const firstRun = await lookup(base, token, list.lines);
    console.log(`${label}: first 10,000-line lookup ${ms(firstRun.ms)} ms`);
    const tenK: Sample[] = [];
    const oneK: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      tenK.push(await lookup(base, token, list.lines));
      oneK.push(await lookup(base, token, list.lines.slice(round * 1_000, (round + 1) * 1_000)));
    }
    const bytes = await xlsxOf(list.lines);
    const file = await uploadFile(base, token, bytes);
    const after = await lookup(base, token, file.data.lines);
    const side: Side = {
      label,
      notes,
      mix: list.mix,
      first: { ms: firstRun.ms, server: firstRun.server },
      tenK: timing(tenK),
      oneK: timing(oneK),
      upload: { file, lookup: after, bytes: bytes.length },
      answer: {
        matched_lines: firstRun.data.matched_lines,
        rows: firstRun.data.matched.length,
        unmatched: firstRun.data.unmatched.length,
      },
    };
    printSide(side);
    return side;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printSide(s: Side): void {
  console.log(`\n${s.label}`);
  for (const n of s.notes) console.log(`  ${n}`);
  console.log(
    `  list: ${Object.entries(s.mix)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  console.log(
    `  answer: ${s.answer.matched_lines} lines matched (${s.answer.rows} rows), ${s.answer.unmatched} unmatched`,
  );
  console.log(`  first 10,000-line lookup: ${ms(s.first.ms)} ms (server ${ms(s.first.server)} ms)`);
  for (const [what, t] of [
    ['10,000 lines', s.tenK],
    ['1,000 lines', s.oneK],
  ] as const) {
    console.log(
      `  ${what.padEnd(14)} n ${t.client.n}  median / p95 / max: ${triple(t.client)} ms (server ${triple(t.server)} ms)`,
    );
  }
  console.log(
    `  upload of a 10,000-row .xlsx (${(s.upload.bytes / 1024).toFixed(0)} KB): read ${ms(s.upload.file.ms)} ms, then lookup ${ms(s.upload.lookup.ms)} ms`,
  );
}

function table(sides: Side[]): string {
  const cols = sides.map((s) => s.label);
  const row = (what: string, pick: (s: Side) => string, target: string) =>
    `| ${what} | ${sides.map(pick).join(' | ')} | ${target} |`;
  return [
    `| measure (client ms; median / p95 / max) | ${cols.join(' | ')} | target |`,
    `| --- | ${cols.map(() => '--:').join(' | ')} | --- |`,
    row('10,000 lines, first lookup of a fresh server', (s) => ms(s.first.ms), `≤ ${TARGET_MS}`),
    row(`10,000 lines, ${ROUNDS} rounds`, (s) => triple(s.tenK.client), `≤ ${TARGET_MS}`),
    row(`1,000 lines, ${ROUNDS} rounds`, (s) => triple(s.oneK.client), '–'),
    row('10,000-row .xlsx: read + lookup', (s) => `${ms(s.upload.file.ms)} + ${ms(s.upload.lookup.ms)}`, '–'),
  ].join('\n');
}

async function main(): Promise<void> {
  const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
  const body = [
    heading(`${count.toLocaleString('en')} companies (seed ${SEED})`) +
      ' HTTP through a server listening in a process of its own (fetch with keep-alive, a 管理员 token): ' +
      'client = request to parsed JSON. The list: ' +
      sides
        .map(
          (s) =>
            `${s.label} ${Object.entries(s.mix)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ')}`,
        )
        .join('; ') +
      '.',
    ...sides.filter((s) => s.notes.length).map((s) => `${s.label}: ${s.notes.join('; ')}.`),
    '',
    table(sides),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('batch', body);
  for (const s of sides) {
    if (Math.max(s.first.ms, s.tenK.client.max) > TARGET_MS)
      console.log(`${s.label}: over target (10,000 lines > 5 s)`);
  }
}

await main();
