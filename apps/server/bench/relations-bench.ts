import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RelationPaths, type FindRelationsInput, type RelationResult } from '@qishu/contract';
import { sql } from 'kysely';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import { CompanyRelationsRepository } from '../src/repositories/company-relations-repository.ts';
import { Rng } from '../src/db/seed/companies/prng.ts';
import {
  companyCount,
  login,
  ms,
  startServer,
  stats,
  timed,
  triple,
  type Sample,
  runBenchDatabasesWithHeading,
  prepareBenchDb,
} from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:relations -- --count 2000000`: 查关系 (/admin/Enterprise/findRelations, issue 15
 * point 5) through HTTP, as the browser calls it — a real server listening on 127.0.0.1 in this
 * process, a signed-in 管理员 of organisation 200, fetch with keep-alive.
 *
 * Databases: the cached databases of `npm run bench:seed -- --count <count>` (SQLite
 * $TMPDIR/qishu-bench-profile-<count>/qishu.db and, with BENCH_PG_URL, the PostgreSQL schema
 * bench_profile_<count>); BENCH_SQLITE_FILE / BENCH_PG_SCHEMA name others (an `npm start` DATA_DIR's
 * qishu.db works for a quick check). Migrations are applied (0023 adds person_name_ix). The demo
 * accounts are added when missing. BENCH_ONLY=sqlite|pg runs one side.
 *
 * Pairs: holding groups found by walking shareholdings (holder_kind 'C') up from random companies to
 * the group's root; from the root a breadth-first search with the service's own batched reads finds
 * companies exactly 2, 4 and 6 hops away (through holdings, roles, legal representation, branches).
 * Every pair is asked at max_hops 6 and counted under the distance the answer gives.
 * Unrelated pairs are random companies: mostly nothing within 6 hops, the worst case (both sides walk
 * three levels each). Target (issue 15): ≤ 200 ms for two companies 6 hops apart at 2M companies.
 */

const SEED = 20261122;
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000000' },
    groups: { type: 'string', default: '120' },
    unrelated: { type: 'string', default: '40' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0)
  throw new Error('usage: npm run bench:relations -- --count 2000000');
const GROUPS = Number(values.groups);
const UNRELATED = Number(values.unrelated);
const ADMIN = '13900000005';
const TARGET_MS = 200;

interface Pair {
  a: number;
  b: number;
  why: string;
}

interface Side {
  label: string;
  /** distance found (null: none within 6) → samples */
  byHops: Map<number | null, Sample[]>;
  unrelated: Sample[];
  truncated: number;
  pairs: number;
  notes: string[];
}

/** The company holding `id` (a company holder), or null. */
async function parentOf(db: Db, id: number): Promise<number | null> {
  const r = await db.kysely
    .selectFrom('shareholding')
    .select('holder_id')
    .where('company_id', '=', id)
    .where('holder_kind', '=', 'C')
    .orderBy('ratio_ppm', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r?.holder_id ?? null;
}

/**
 * Companies by their distance (1–6) from `start` in the graph 查关系 walks: a breadth-first search
 * with the service's own batched reads, each level cut at 2,000 nodes.
 */
async function companiesByDistance(db: Db, start: number): Promise<Map<number, number[]>> {
  const repo = new CompanyRelationsRepository(db.kysely, db.dialect);
  const dist = new Map<string, number>([[`C${start}`, 0]]);
  const out = new Map<number, number[]>();
  let frontier = [`C${start}`];
  for (let d = 1; d <= 6 && frontier.length; d++) {
    const here = new Set(frontier);
    const ids = (p: string) => frontier.filter((k) => k[0] === p).map((k) => Number(k.slice(1)));
    const { links } = await repo.linksOf(ids('C'), ids('P'), 20_000);
    const next: string[] = [];
    for (const l of links) {
      for (const [u, v] of [
        [l.from, l.to],
        [l.to, l.from],
      ] as const) {
        if (!here.has(u) || dist.has(v)) continue;
        dist.set(v, d);
        next.push(v);
        if (v[0] === 'C') out.set(d, [...(out.get(d) ?? []), Number(v.slice(1))]);
      }
    }
    frontier = next.slice(0, 2_000);
  }
  return out;
}

/** Pairs from holding groups: roots found by walking holdings up from random companies. */
async function groupPairs(db: Db, maxId: number, rng: Rng): Promise<Pair[]> {
  const pairs: Pair[] = [];
  const roots = new Set<number>();
  for (let tries = 0; roots.size < GROUPS && tries < GROUPS * 20; tries++) {
    const start = 1 + Math.floor(rng.next() * maxId);
    const held = await db.kysely
      .selectFrom('shareholding')
      .select('company_id')
      .where('holder_kind', '=', 'C')
      .where('company_id', '>=', start)
      .orderBy('company_id')
      .limit(1)
      .executeTakeFirst();
    if (!held) continue;
    // up to the root (a cycle stops the climb)
    let root = held.company_id;
    const seen = new Set([root]);
    for (let up = await parentOf(db, root); up !== null && !seen.has(up); up = await parentOf(db, up)) {
      seen.add(up);
      root = up;
    }
    if (roots.has(root)) continue;
    roots.add(root);
    // from the root outwards, level by level as 查关系 reads them: companies exactly 2, 4 and 6 hops away
    const far = await companiesByDistance(db, root);
    for (const k of [2, 4, 6]) {
      const at = far.get(k) ?? [];
      if (at.length) pairs.push({ a: root, b: at[Math.floor(rng.next() * at.length)]!, why: `${k} hops` });
    }
  }
  return pairs;
}

const find = (base: string, token: string, body: FindRelationsInput) =>
  timed<RelationResult>(base, token, 'POST', RelationPaths.find, body);

async function runSide(label: string, open: () => Db, target: OpenOptions): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  let pairs: Pair[];
  let unrelated: Pair[];
  try {
    await prepareBenchDb(setup, count, SEED, notes);
    const max = await setup.kysely
      .selectFrom('company')
      .select((eb) => eb.fn.max('company_id').as('m'))
      .executeTakeFirstOrThrow();
    const maxId = Number(max.m);
    console.log(`${label}: ${(await companyCount(setup)).toLocaleString('en')} companies`);
    const rng = new Rng(SEED, 0x4e1a, 5);
    const t0 = performance.now();
    pairs = await groupPairs(setup, maxId, rng);
    console.log(`${label}: ${pairs.length} group pairs found in ${ms(performance.now() - t0)} ms`);
    unrelated = Array.from({ length: UNRELATED }, () => ({
      a: 1 + Math.floor(rng.next() * maxId),
      b: 1 + Math.floor(rng.next() * maxId),
      why: 'random',
    })).filter((p) => p.a !== p.b);
    const exist = new Set(
      (
        await setup.kysely
          .selectFrom('company')
          .select('company_id')
          .where(
            'company_id',
            'in',
            unrelated.flatMap((p) => [p.a, p.b]),
          )
          .execute()
      ).map((r) => r.company_id),
    );
    unrelated = unrelated.filter((p) => exist.has(p.a) && exist.has(p.b));
    if (setup.dialect === 'postgres') await sql`analyze person`.execute(setup.kysely);
  } finally {
    await setup.close();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-relations-bench-data-'));
  const server = await startServer(target, dataDir);
  const { base } = server;
  try {
    const token = await login(base, ADMIN);
    const side: Side = { label, byHops: new Map(), unrelated: [], truncated: 0, pairs: pairs.length, notes };
    const ask = (p: Pair) =>
      find(base, token, {
        entities: [
          { kind: 'company', id: p.a },
          { kind: 'company', id: p.b },
        ],
        max_hops: 6,
      });
    // one warm-up call (statement caches, first pages of the indexes)
    if (pairs[0]) await ask(pairs[0]);
    for (const p of pairs) {
      const run = await ask(p);
      const hops = run.data.pairs[0]?.hops ?? null;
      if (run.data.truncated) side.truncated++;
      const list = side.byHops.get(hops) ?? [];
      list.push(run);
      side.byHops.set(hops, list);
    }
    for (const p of unrelated) {
      const run = await ask(p);
      if (run.data.truncated) side.truncated++;
      if (run.data.pairs[0]?.hops === null) side.unrelated.push(run);
      else {
        const hops = run.data.pairs[0]!.hops;
        const list = side.byHops.get(hops) ?? [];
        list.push(run);
        side.byHops.set(hops, list);
      }
    }
    printSide(side);
    return side;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rowsOf = (s: Side) => {
  const hops = [...s.byHops.keys()].filter((h): h is number => h !== null).sort((a, b) => a - b);
  return [
    ...hops.map((h) => [`${h} hop${h === 1 ? '' : 's'} apart (group pairs)`, s.byHops.get(h)!] as const),
    ['group pairs, nothing within 6 hops', s.byHops.get(null) ?? []] as const,
    ['unrelated (random) pairs, nothing within 6 hops', s.unrelated] as const,
  ];
};

function printSide(s: Side): void {
  console.log(`\n${s.label}: ${s.pairs} group pairs; ${s.truncated} answers cut at a hub`);
  for (const n of s.notes) console.log(`  ${n}`);
  for (const [what, xs] of rowsOf(s)) {
    if (!xs.length) continue;
    const c = stats(xs.map((x) => x.ms));
    const sv = stats(xs.map((x) => x.server));
    console.log(
      `  ${what.padEnd(48)} n ${String(c.n).padStart(3)}  median / p95 / max ${triple(c)} ms (server ${triple(sv)} ms)`,
    );
  }
}

function table(sides: Side[]): string {
  const lines = [
    `| pair (max_hops 6) | ${sides.map((s) => `${s.label} n | ${s.label} median / p95 / max ms`).join(' | ')} |`,
    `| --- | ${sides.map(() => '--: | --:').join(' | ')} |`,
  ];
  const whats = [...new Set(sides.flatMap((s) => rowsOf(s).map(([w]) => w)))];
  for (const w of whats) {
    lines.push(
      `| ${w} | ${sides
        .map((s) => {
          const xs = rowsOf(s).find(([x]) => x === w)?.[1] ?? [];
          return xs.length ? `${xs.length} | ${triple(stats(xs.map((x) => x.ms)))}` : '0 | –';
        })
        .join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
  const body = [
    heading(`${count.toLocaleString('en')} companies (seed ${SEED})`) +
      ' HTTP through a server listening in a process of its own (fetch with keep-alive, a 管理员 token): ' +
      'client = request to parsed JSON. Each call is findRelations of two companies at max_hops 6, counted ' +
      'under the distance it found.',
    '',
    table(sides),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('relations', body);
  for (const s of sides) {
    const worst = Math.max(0, ...[...s.byHops.values(), s.unrelated].flatMap((xs) => xs.map((x) => x.ms)));
    if (worst > TARGET_MS) console.log(`${s.label}: over target (${TARGET_MS} ms): max ${ms(worst)} ms`);
  }
}

await main();
