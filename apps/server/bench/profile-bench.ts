import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CompanyProfilePaths, type BeneficialOwners, type CompanyHeader } from '@qishu/contract';
import { sql } from 'kysely';
import { openDatabase, type Db, type OpenOptions } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { Rng } from '../src/db/seed/companies/prng.ts';
import { seedCompanyProfiles } from '../src/db/seed/seed-companies.ts';
import {
  addDemoAccounts,
  companyCount,
  login,
  ms,
  startServer,
  timed,
  timing,
  triple,
  type Timing,
} from './http-bench.ts';
import { machineInfo, runHeading, writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:profile -- --count 2000000`: company profile calls through HTTP, as the browser
 * makes them — a real server listening on 127.0.0.1 (in this process), a signed-in 管理员 of
 * organisation 200 (the `Authorization` token the web sends), Node's fetch with keep-alive.
 *
 * Databases: the cached databases of `npm run bench:seed -- --count <count>` (SQLite
 * $TMPDIR/qishu-bench-profile-<count>/qishu.db and, with BENCH_PG_URL, the PostgreSQL schema
 * bench_profile_<count>); run that first. BENCH_SQLITE_FILE / BENCH_PG_SCHEMA name other databases,
 * which are topped up to `count` companies with the seed's generator (seed 20261122) when short.
 * The demo organisations and accounts are added when the database has none (companies are never
 * touched). BENCH_ONLY=sqlite|pg runs one side.
 *
 * Measures, per database:
 * 1. the first request after the server sat idle: open the database, start the app, sign in, wait
 *    BENCH_IDLE_SECONDS (30; longer than PostgreSQL's 10 s pool idle timeout, so connections are
 *    made again), then one header call; at the end the same pause on the warm server, one more call;
 * 2. header + all counts (getBaseInfo, one call) over ~200 companies: the ones with the most risks,
 *    IP, people, investments, shareholders, branches, changes and contacts, plus a deterministic
 *    random sample — each company's first visit, then a second pass; median, p95, max
 *    (targets: median ≤ 20 ms, max ≤ 50 ms);
 * 3. beneficial owners of companies at the bottom of a 6-level group (found with a recursive query
 *    walking down 5 levels of company holders from group roots): median and max (target ≤ 50 ms).
 * BENCH_WRITE_DOC=1 writes the table into docs/perf.md (bench:profile markers).
 */

const SEED = 20261122;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0)
  throw new Error('usage: npm run bench:profile -- --count 2000000');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const RANDOM_SAMPLE = 150;
const TOP_EACH = 6;
const DEEP_SAMPLE = 20;
const ADMIN = '13900000005';

interface Side {
  label: string;
  /** the first request of a fresh server after the idle pause */
  idle: { ms: number; server: number };
  /** a request after the same pause on the warm server, at the end */
  idleWarm: { ms: number; server: number };
  firstPass: Timing;
  secondPass: Timing;
  slowest: { id: number; ms: number; what: string }[];
  owners: Timing;
  deepInfo: string;
  notes: string[];
}

// ── the database ──────────────────────────────────────────────────────────────────────────────

/**
 * Migrates, tops the companies up to `count` (with profiles) when `mayTopUp` (else a short database is
 * an error: bench:seed builds the default ones) and adds the demo accounts if missing.
 */
async function prepare(db: Db, notes: string[], mayTopUp: boolean): Promise<void> {
  await migrateToLatest(db);
  const have = await companyCount(db);
  if (have < count && !mayTopUp) {
    throw new Error(
      `${have.toLocaleString('en')} companies, not ${count.toLocaleString('en')}: run npm run bench:seed -- --count ${count} first`,
    );
  }
  if (have < count) {
    const t0 = performance.now();
    const rows = await seedCompanyProfiles(db, {
      seed: SEED,
      count: count - have,
      startId: have + 1,
      onProgress: (n) => process.stdout.write(`\r  seeding ${n.toLocaleString('en')} companies …`),
    });
    process.stdout.write('\n');
    notes.push(
      `seeded ${(rows.company ?? 0).toLocaleString('en')} companies with profiles in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
  await addDemoAccounts(db, SEED, notes);
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
}

/** The companies with the most rows of each kind, and a random sample; labelled for the slowest list. */
async function sampleCompanies(db: Db): Promise<Map<number, string>> {
  const k = db.kysely;
  const out = new Map<number, string>();
  const top = async (what: string, q: Promise<{ id: number | null; n: number | string }[]>) => {
    for (const r of await q)
      if (r.id !== null && !out.has(Number(r.id))) out.set(Number(r.id), `${what} ${r.n}`);
  };
  const most = <
    T extends
      | 'company_risk'
      | 'company_ip'
      | 'company_person'
      | 'company_change'
      | 'company_contact'
      | 'company_branch',
  >(
    table: T,
  ) =>
    sql<{ id: number; n: number }>`select company_id as id, count(*) as n from ${sql.table(table)}
      group by company_id order by count(*) desc, company_id limit ${TOP_EACH}`
      .execute(k)
      .then((r) => r.rows);
  await top('risks', most('company_risk'));
  await top('ip', most('company_ip'));
  await top('people', most('company_person'));
  await top('changes', most('company_change'));
  await top('contacts', most('company_contact'));
  await top('branches', most('company_branch'));
  await top(
    'shareholders',
    sql<{ id: number; n: number }>`select company_id as id, count(*) as n from shareholding
      group by company_id order by count(*) desc, company_id limit ${TOP_EACH}`
      .execute(k)
      .then((r) => r.rows),
  );
  await top(
    'investments',
    sql<{
      id: number;
      n: number;
    }>`select holder_id as id, count(*) as n from shareholding where holder_kind = 'C'
      group by holder_id order by count(*) desc, holder_id limit ${TOP_EACH}`
      .execute(k)
      .then((r) => r.rows),
  );
  const max = await k
    .selectFrom('company')
    .select((eb) => eb.fn.max('company_id').as('m'))
    .executeTakeFirstOrThrow();
  const rng = new Rng(SEED, 0xbe4c, 2);
  while (out.size < TOP_EACH * 8 + RANDOM_SAMPLE) {
    const id = 1 + Math.floor(rng.next() * Number(max.m));
    if (!out.has(id)) out.set(id, 'random');
  }
  return out;
}

/**
 * Companies at the bottom of a 6-level group: 5 levels of company holders below a group root (a
 * company holder held by no company), along paths that never pass a company twice (cross-holdings).
 * `cross join` keeps SQLite stepping from the queue row into the holder index (left to itself it
 * scanned every company holding for each row of the queue).
 */
async function deepCompanies(db: Db): Promise<number[]> {
  const r = await sql<{ id: number }>`
    with recursive down(company_id, depth, path) as (
      select distinct s.holder_id, 0, ',' || s.holder_id || ',' from shareholding s
       where s.holder_kind = 'C'
         and s.holder_id not in (select p.company_id from shareholding p where p.holder_kind = 'C')
      union all
      select s.company_id, d.depth + 1, d.path || s.company_id || ',' from down d
        cross join shareholding s
       where s.holder_kind = 'C' and s.holder_id = d.company_id
         and d.depth < 5 and d.path not like '%,' || s.company_id || ',%'
    )
    select distinct company_id as id from down where depth = 5 order by company_id limit ${DEEP_SAMPLE}`.execute(
    db.kysely,
  );
  return r.rows.map((row) => Number(row.id));
}

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────

/** One GET as the web sends it, timed. */
const timedGet = <T>(base: string, token: string, url: string) => timed<T>(base, token, 'GET', url);

const headerUrl = (id: number) => CompanyProfilePaths.header.replace(':id', String(id));
const ownersUrl = (id: number) => CompanyProfilePaths.beneficialOwners.replace(':id', String(id));

// ── one database ──────────────────────────────────────────────────────────────────────────────

/** The sizes a header reports, for the slowest-requests list. */
function sizeOf(h: CompanyHeader): string {
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const c = h.counts;
  return `risks ${sum(c.risks)}, ip ${sum(c.ip)}, people ${c.people}, investments ${c.investments}, changes ${c.changes}`;
}

async function runSide(label: string, open: () => Db, target: OpenOptions, mayTopUp: boolean): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  let sample: Map<number, string>;
  let deep: number[];
  try {
    await prepare(setup, notes, mayTopUp);
    console.log(
      `${label}: ${(await companyCount(setup)).toLocaleString('en')} companies; choosing the sample …`,
    );
    sample = await sampleCompanies(setup);
    deep = await deepCompanies(setup);
  } finally {
    await setup.close();
  }

  // 1. the first request after the server sat idle: a fresh database handle and server
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-profile-bench-data-'));
  const server = await startServer(target, dataDir);
  const { base } = server;
  try {
    const token = await login(base, ADMIN);
    console.log(`${label}: signed in; idle for ${IDLE_SECONDS} s …`);
    await sleep(IDLE_SECONDS * 1000);
    const ids = [...sample.keys()];
    const idleRun = await timedGet<CompanyHeader>(base, token, headerUrl(ids[ids.length - 1]!));
    const idle = { ms: idleRun.ms, server: idleRun.server };
    console.log(`${label}: first header after ${IDLE_SECONDS} s idle: ${idle.ms.toFixed(1)} ms`);

    // 2. header + counts: every sample company's first visit, then a second pass (unknown ids skipped)
    for (let i = 1; i <= 5; i++) await timedGet(base, token, headerUrl(i)).catch(() => undefined);
    const first: { ms: number; server: number }[] = [];
    const slowest: Side['slowest'] = [];
    const found: number[] = [];
    for (const [id, what] of sample) {
      const run = await timedGet<CompanyHeader>(base, token, headerUrl(id)).catch((e: unknown) => {
        if (String(e).includes(': 404')) return null;
        throw e;
      });
      if (!run) continue;
      found.push(id);
      first.push(run);
      slowest.push({ id, ms: run.ms, what: `${what}: ${sizeOf(run.data)}` });
    }
    const second: { ms: number; server: number }[] = [];
    for (const id of found) second.push(await timedGet(base, token, headerUrl(id)));
    slowest.sort((a, b) => b.ms - a.ms);

    // 3. beneficial owners at the bottom of 6-level groups (one warm-up on another company)
    if (found[0] !== undefined) await timedGet(base, token, ownersUrl(found[0]));
    const owners: { ms: number; server: number }[] = [];
    let deepInfo = deep.length ? '' : 'no company at the bottom of a 6-level group found';
    for (const id of deep) {
      const run = await timedGet<BeneficialOwners>(base, token, ownersUrl(id));
      owners.push(run);
      if (!deepInfo) {
        const o = run.data.owners;
        const longest = Math.max(0, ...o.flatMap((x) => x.paths.map((p) => p.length)));
        deepInfo =
          `beneficial owners, e.g. company ${id}: ${o.length} owners over ${o.reduce((n, x) => n + x.path_count, 0)} ` +
          `paths, the longest ${longest} edges${run.data.cut ? ', cut (a cycle or the depth limit)' : ''}`;
      }
    }
    // 4. idle again, now on a warm server: what the idle pause alone costs
    console.log(`${label}: idle for ${IDLE_SECONDS} s on the warm server …`);
    await sleep(IDLE_SECONDS * 1000);
    const warmRun = await timedGet<CompanyHeader>(base, token, headerUrl(found[0] ?? ids[0]!));
    const side: Side = {
      label,
      idle,
      idleWarm: { ms: warmRun.ms, server: warmRun.server },
      firstPass: timing(first),
      secondPass: timing(second),
      slowest: slowest.slice(0, 5),
      owners: timing(owners),
      deepInfo,
      notes,
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
    `  header after ${IDLE_SECONDS} s idle: fresh server ${ms(s.idle.ms)} ms (server ${ms(s.idle.server)} ms), ` +
      `warm server ${ms(s.idleWarm.ms)} ms (server ${ms(s.idleWarm.server)} ms)`,
  );
  for (const [what, t] of [
    ['header + counts, first visit', s.firstPass],
    ['header + counts, second pass', s.secondPass],
    ['beneficial owners, 6-level groups', s.owners],
  ] as const) {
    console.log(
      `  ${what.padEnd(34)} n ${String(t.client.n).padStart(3)}  median / p95 / max: ${triple(t.client)} ms (server ${triple(t.server)} ms)`,
    );
  }
  console.log(`  slowest headers: ${s.slowest.map((x) => `${x.id} ${ms(x.ms)} ms (${x.what})`).join('; ')}`);
  console.log(`  ${s.deepInfo}`);
}

function table(sides: Side[]): string {
  const cols = sides.flatMap((s) => [`${s.label} client`, `${s.label} server`]);
  const line = (what: string, pick: (s: Side) => Timing, target: string) =>
    `| ${what} (n ${pick(sides[0]!).client.n}) | ${sides.map((s) => `${triple(pick(s).client)} | ${triple(pick(s).server)}`).join(' | ')} | ${target} |`;
  return [
    `| measure (median / p95 / max ms) | ${cols.join(' | ')} | target |`,
    `| --- | ${cols.map(() => '--:').join(' | ')} | --- |`,
    line('header + all counts, first visit', (s) => s.firstPass, 'median ≤ 20, max ≤ 50'),
    line('header + all counts, second pass', (s) => s.secondPass, '–'),
    `| first header of a fresh server after ${IDLE_SECONDS} s idle | ${sides.map((s) => `${ms(s.idle.ms)} | ${ms(s.idle.server)}`).join(' | ')} | – |`,
    `| header after ${IDLE_SECONDS} s idle, warm server | ${sides.map((s) => `${ms(s.idleWarm.ms)} | ${ms(s.idleWarm.server)}`).join(' | ')} | – |`,
    line('beneficial owners, bottom of a 6-level group', (s) => s.owners, '≤ 50'),
  ].join('\n');
}

async function main(): Promise<void> {
  const info = machineInfo();
  const only = process.env.BENCH_ONLY;
  const sides: Side[] = [];
  if (only !== 'pg') {
    const given = process.env.BENCH_SQLITE_FILE;
    const file = given ?? path.join(os.tmpdir(), `qishu-bench-profile-${count}`, 'qishu.db');
    if (!given && !fs.existsSync(file)) throw new Error(`${file} is missing: run npm run bench:seed first`);
    console.log(`SQLite: ${file}`);
    const target = { sqliteFile: file };
    sides.push(await runSide('SQLite', () => openDatabase(target), target, given !== undefined));
  }
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl && only !== 'sqlite') {
    const given = process.env.BENCH_PG_SCHEMA;
    const schema = given ?? `bench_profile_${count}`;
    console.log(`PostgreSQL: schema ${schema}`);
    // a schema named by BENCH_PG_SCHEMA may be new; bench:seed's must exist
    const admin = openDatabase({ databaseUrl: pgUrl, pgSchema: schema });
    try {
      if (given) await admin.kysely.schema.createSchema(schema).ifNotExists().execute();
      const found =
        await sql`select 1 from information_schema.schemata where schema_name = ${schema}`.execute(
          admin.kysely,
        );
      if (!found.rows.length) throw new Error(`schema ${schema} is missing: run npm run bench:seed first`);
    } finally {
      await admin.close();
    }
    const target = { databaseUrl: pgUrl, pgSchema: schema };
    sides.push(await runSide('PostgreSQL', () => openDatabase(target), target, given !== undefined));
  }
  const after = machineInfo();
  const body = [
    runHeading(info, after, `${count.toLocaleString('en')} companies (seed ${SEED})`) +
      ' HTTP through a server listening in a process of its own (fetch with keep-alive and gzip/br, a 管理员 ' +
      'token): client = request to parsed JSON, server = its own time (Server-Timing, onRequest to the reply handed on).',
    ...sides.map((s) => `${s.label}: ${[...s.notes, s.deepInfo].filter(Boolean).join('; ')}.`),
    '',
    table(sides),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('profile', body);
  for (const s of sides) {
    const over = [
      s.firstPass.client.median > 20 ? 'header median' : '',
      s.firstPass.client.max > 50 ? 'header max' : '',
      s.owners.client.max > 50 ? 'beneficial owners' : '',
    ].filter(Boolean);
    if (over.length) console.log(`${s.label}: over target: ${over.join(', ')}`);
  }
}

await main();
