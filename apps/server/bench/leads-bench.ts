import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { leadStageKeys, type LeadBoard, type Page } from '@qishu/contract';
import { sql } from 'kysely';
import type { Db, OpenOptions } from '../src/db/connection.ts';
import { Rng } from '../src/db/seed/companies/prng.ts';
import { seedRoleDataScopes } from '../src/db/seed/seed-access.ts';
import {
  login,
  ms,
  prepareBenchDb,
  runBenchDatabasesWithHeading,
  startServer,
  stats,
  timed,
  type Sample,
} from './http-bench.ts';
import { writeDocSection } from './write-doc.ts';

/**
 * `npm run bench:leads -- --count 2000000`: the sales-lead workspace (issue 16) through HTTP, as the
 * pages call it, on the cached database of `npm run bench:seed -- --count <count>` (SQLite; with
 * BENCH_PG_URL also PostgreSQL; BENCH_ONLY=sqlite|pg).
 *
 * Organisation 200 gets 200,000 leads (fixed seed): 林晓峰 (管理员, whole organisation) owns 100,000,
 * 吴振宇 60,000, 周雨桐 (普通用户, her own only) 20,000, the pool 20,000; stages, amounts, 30 labels on
 * ~40 % of them, next follow-ups around today; and 1,000,000 follow-up records (0–10 per lead).
 * Seeded once (kept in the database; BENCH_FRESH=1 seeds again).
 *
 * Measures every list page with its exact count (median of RUNS after a first call), the kanban of
 * one user, the first call after the server sat idle, and collecting a 10,000-company search as
 * leads (another organisation, so all are new). Targets: list ≤ 50 ms median, kanban ≤ 100 ms,
 * collecting 10,000 ≤ 5 s. BENCH_WRITE_DOC=1 writes the table into docs/perf.md (bench:leads).
 */

const SEED = 20261127;
const { values } = parseArgs({ options: { count: { type: 'string', default: '2000000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count <= 0) throw new Error('usage: npm run bench:leads -- --count 2000000');
const LEADS = 200_000;
const RECORDS = 1_000_000;
const RUNS = 15;
const IDLE_MS = 30_000;
const ORG = 200;
const ADMIN = '13900000005';
const REP = '13900000006';
const OTHER_ORG_USER = '13900000333';
const BATCH = 500;

// ── seeding ───────────────────────────────────────────────────────────────────────────────────

async function userId(db: Db, phone: string, org: number): Promise<number> {
  const r = await db.kysely
    .selectFrom('sys_user')
    .select('sys_user_id')
    .where('username', '=', phone)
    .where('usr_agent_id', '=', org)
    .executeTakeFirstOrThrow();
  return r.sys_user_id;
}

async function seedLeads(db: Db, notes: string[]): Promise<void> {
  const k = db.kysely;
  const have = await k
    .selectFrom('sale_lead')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('usr_agent_id', '=', ORG)
    .executeTakeFirstOrThrow();
  if (Number(have.n) >= LEADS && process.env.BENCH_FRESH !== '1') {
    notes.push(`reused ${Number(have.n).toLocaleString('en')} leads of organisation ${ORG}`);
    return;
  }
  const t0 = performance.now();
  for (const table of [
    'sale_follow',
    'sale_lead_label',
    'sale_lead_cate',
    'sale_lead_event',
    'sale_claim',
    'sale_visit',
    'sale_order',
    'sale_contract',
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(k);
  }
  await k.deleteFrom('sale_lead').execute();
  await k.deleteFrom('sale_label').execute();
  const admin = await userId(db, ADMIN, ORG);
  const rep = await userId(db, REP, ORG);
  const third = await userId(db, '13900000020', ORG);
  const rng = new Rng(SEED, 0x1ead, 1);
  const now = Date.parse('2026-11-27T02:00:00Z');
  const iso = (t: number) => new Date(t).toISOString();
  const labels: number[] = [];
  const colors = ['blue', 'green', 'gold', 'red', 'purple', 'cyan'];
  for (let i = 0; i < 30; i++) {
    const r = await k
      .insertInto('sale_label')
      .values({
        usr_agent_id: ORG,
        name: `标签${i + 1}`,
        color: colors[i % colors.length]!,
        created_by: admin,
        created_at: iso(now),
      })
      .returning('label_id')
      .executeTakeFirstOrThrow();
    labels.push(r.label_id);
  }
  const companies = await k
    .selectFrom('company')
    .select(['company_id', 'ccode', 'name'])
    .where(sql<boolean>`company_id % 10 = 3`)
    .orderBy('company_id')
    .limit(LEADS)
    .execute();
  const ownerOf = (i: number) => (i < 100_000 ? admin : i < 160_000 ? third : i < 180_000 ? rep : null);
  let records = 0;
  await k.transaction().execute(async (tx) => {
    for (let i = 0; i < companies.length; i += BATCH) {
      const part = companies.slice(i, i + BATCH);
      const rows = part.map((c, j) => {
        const owner = ownerOf(i + j);
        const updated = now - Math.floor(rng.next() * 365) * 86_400_000 - Math.floor(rng.next() * 86_400_000);
        const next = rng.next() < 0.5 ? iso(now + Math.floor((rng.next() * 20 - 5) * 86_400_000)) : null;
        const stage = leadStageKeys[Math.floor(rng.next() * leadStageKeys.length)]!;
        return {
          usr_agent_id: ORG,
          company_id: c.company_id,
          ccode: c.ccode,
          owner_id: owner,
          stage,
          won_at: stage === 'won' ? iso(updated) : null,
          company_name: c.name,
          lost_reason: null,
          amount_fen: Math.floor(rng.next() * 50_000) * 100,
          source: 'seek',
          created_by: admin,
          created_at: iso(updated - 86_400_000),
          updated_at: iso(updated),
          owned_at: owner === null ? null : iso(updated),
          last_follow_at: iso(updated),
          next_follow_at: owner === null ? null : next,
          next_action: owner === null || next === null ? null : '电话回访',
        };
      });
      const ids = await tx.insertInto('sale_lead').values(rows).returning(['lead_id', 'owner_id']).execute();
      const tagged = ids.flatMap((l) =>
        rng.next() < 0.4
          ? [{ lead_id: l.lead_id, label_id: labels[Math.floor(rng.next() * labels.length)]! }]
          : [],
      );
      if (tagged.length)
        await tx
          .insertInto('sale_lead_label')
          .values(tagged)
          .onConflict((oc) => oc.doNothing())
          .execute();
      // follow-up records: 0–10 per lead, 5 on average, until 1,000,000
      const follows = ids.flatMap((l) => {
        const n = Math.min(Math.floor(rng.next() * 11), RECORDS - records);
        records += n;
        return Array.from({ length: n }, () => ({
          lead_id: l.lead_id,
          usr_agent_id: ORG,
          user_id: l.owner_id ?? third,
          kind: ['call', 'visit', 'wechat', 'email', 'note'][Math.floor(rng.next() * 5)]!,
          content: '沟通了采购计划与预算，对方需要内部评估后再答复',
          next_action: null,
          next_at: null,
          created_at: iso(now - Math.floor(rng.next() * 365 * 86_400_000)),
        }));
      });
      for (let f = 0; f < follows.length; f += BATCH)
        await tx
          .insertInto('sale_follow')
          .values(follows.slice(f, f + BATCH))
          .execute();
    }
  });
  // top up to exactly 1,000,000 records on the admin's leads
  if (records < RECORDS) {
    const some = await k
      .selectFrom('sale_lead')
      .select(['lead_id', 'owner_id'])
      .where('usr_agent_id', '=', ORG)
      .limit(RECORDS - records)
      .execute();
    const extra = some.map((l) => ({
      lead_id: l.lead_id,
      usr_agent_id: ORG,
      user_id: l.owner_id ?? third,
      kind: 'call',
      content: '补充记录',
      next_action: null,
      next_at: null,
      created_at: iso(now - 86_400_000),
    }));
    await k.transaction().execute(async (tx) => {
      for (let f = 0; f < extra.length; f += BATCH)
        await tx
          .insertInto('sale_follow')
          .values(extra.slice(f, f + BATCH))
          .execute();
    });
    records += extra.length;
  }
  if (db.dialect === 'postgres') await sql`analyze sale_lead, sale_follow, sale_lead_label`.execute(k);
  else await sql`analyze`.execute(k);
  notes.push(
    `seeded ${companies.length.toLocaleString('en')} leads and ${records.toLocaleString('en')} follow-up records in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

// ── measuring ─────────────────────────────────────────────────────────────────────────────────

interface Row {
  what: string;
  total: number;
  first: number;
  median: number;
  max: number;
  target: number;
}

async function shape(
  base: string,
  token: string,
  what: string,
  url: string,
  target: number,
  totalOf: (d: unknown) => number,
): Promise<Row> {
  const first = await timed<unknown>(base, token, 'GET', url);
  const runs: Sample[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed<unknown>(base, token, 'GET', url));
  const st = stats(runs.map((r) => r.ms));
  return { what, total: totalOf(first.data), first: first.ms, median: st.median, max: st.max, target };
}

const pageTotal = (d: unknown) => (d as Page<unknown>).total;
const boardTotal = (d: unknown) => (d as LeadBoard).columns.reduce((n, c) => n + c.count, 0);

interface Side {
  label: string;
  notes: string[];
  rows: Row[];
  idle: { what: string; ms: number };
  collect: { ms: number; added: number; merged: number };
}

async function runSide(label: string, open: () => Db, target: OpenOptions): Promise<Side> {
  const notes: string[] = [];
  const setup = open();
  let repId = 0;
  let label1 = 0;
  try {
    await prepareBenchDb(setup, count, SEED, notes);
    // the demo roles' lead data scopes (普通用户: her own), as a fresh seed sets them
    await seedRoleDataScopes(setup.kysely);
    await seedLeads(setup, notes);
    repId = await userId(setup, REP, ORG);
    label1 = (
      await setup.kysely
        .selectFrom('sale_label')
        .select('label_id')
        .where('usr_agent_id', '=', ORG)
        .orderBy('label_id')
        .executeTakeFirstOrThrow()
    ).label_id;
    // the other organisation collects afresh each run, with room to do so
    await setup.kysely.deleteFrom('sale_lead').where('usr_agent_id', '=', 210).execute();
    await setup.kysely
      .updateTable('usr_agent')
      .set({ un_basic_number: 50_000 })
      .where('usr_agent_id', '=', 210)
      .execute();
  } finally {
    await setup.close();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-leads-bench-data-'));
  const server = await startServer(target, dataDir, { warmSeek: true });
  const { base } = server;
  try {
    const admin = await login(base, ADMIN);
    const rep = await login(base, REP);
    const rows: Row[] = [];
    const L = '/sale/lead/list';
    const add = async (token: string, what: string, url: string, target: number, total = pageTotal) => {
      const r = await shape(base, token, what, url, target, total);
      console.log(
        `  ${what.padEnd(52)} ${String(r.total).padStart(8)}  first ${ms(r.first).padStart(7)}  median ${ms(r.median).padStart(7)}  max ${ms(r.max).padStart(7)} ms`,
      );
      rows.push(r);
    };
    console.log(`\n${label}`);
    await add(admin, '线索 list, whole organisation, newest change first', `${L}?limit=20`, 50);
    await add(admin, '… page 50', `${L}?limit=20&page=50`, 50);
    await add(admin, '… stage 有意向', `${L}?limit=20&stage=interested`, 50);
    await add(admin, '… one label', `${L}?limit=20&label_id=${label1}`, 50);
    await add(
      admin,
      '… company name contains 科技',
      `${L}?limit=20&keyword=${encodeURIComponent('科技')}`,
      50,
    );
    await add(admin, '… sorted by next follow-up', `${L}?limit=20&sort=next_follow_at&order=asc`, 50);
    await add(admin, '… sorted by amount', `${L}?limit=20&sort=amount_fen&order=desc`, 50);
    await add(admin, '公海 (pool)', `${L}?limit=20&pool=true`, 50);
    await add(rep, '线索 list of a 普通用户 (her own 20,000)', `${L}?limit=20`, 50);
    await add(rep, 'kanban of one user (周雨桐, 20,000 leads)', '/sale/lead/board', 100, boardTotal);
    await add(
      admin,
      'kanban of one user (林晓峰, 100,000 leads)',
      `/sale/lead/board?owner_id=${await (async () => {
        const me = await timed<{ sys_user_id: number }[]>(base, admin, 'GET', '/sale/team');
        return me.data.find((m) => m.sys_user_id !== repId)?.sys_user_id ?? repId;
      })()}`,
      100,
      boardTotal,
    );
    await add(admin, 'kanban of the whole organisation', '/sale/lead/board', 100, boardTotal);
    await add(admin, '跟进记录, whole organisation (1,000,000)', '/sale/follow/records?limit=20', 50);
    await add(admin, '… kind 拜访', '/sale/follow/records?limit=20&kind=visit', 50);
    await add(
      admin,
      '… company name contains 科技',
      `/sale/follow/records?limit=20&keyword=${encodeURIComponent('科技')}`,
      50,
    );
    await add(rep, '跟进记录 of a 普通用户', '/sale/follow/records?limit=20', 50);
    await add(rep, '今日待办 (overdue)', '/sale/follow/due?range=overdue', 50);
    await add(admin, '分发记录', '/sale/moves?limit=20', 50);
    await add(admin, '我的客户 (won leads with totals)', '/action/clients/list?limit=20', 50);
    await add(
      admin,
      '企业标签 (30 labels with counts)',
      '/sale/label/list',
      50,
      (d) => (d as unknown[]).length,
    );

    // the first call after the server sat idle
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await timed<Page<unknown>>(base, admin, 'GET', `${L}?limit=20&stage=negotiating`);
    console.log(`  first list call after ${IDLE_MS / 1000} s idle: ${ms(idle.ms)} ms`);

    // collecting a whole 10,000-company search (another organisation: every lead new)
    const other = await login(base, OTHER_ORG_USER);
    const collected = await timed<{ added: number; merged: number }>(
      base,
      other,
      'POST',
      '/sale/lead/collect-search',
      {
        keyword: '科技',
        rows: 10_000,
      },
    );
    console.log(
      `  collect a 10,000-company search: ${ms(collected.ms)} ms (${collected.data.added} added, ${collected.data.merged} merged)`,
    );
    return {
      label,
      notes,
      rows,
      idle: { what: `${L}?stage=negotiating after ${IDLE_MS / 1000} s idle`, ms: idle.ms },
      collect: { ms: collected.ms, ...collected.data },
    };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(sides: Side[]): string {
  const head = `| call | target | ${sides.map((s) => `${s.label}: rows · first / median / max (ms)`).join(' | ')} |`;
  const sep = `| --- | --: | ${sides.map(() => '---').join(' | ')} |`;
  const lines = sides[0]!.rows.map(
    (r, i) =>
      `| ${r.what} | ≤ ${r.target} | ${sides
        .map((s) => {
          const x = s.rows[i]!;
          return `${x.total.toLocaleString('en')} · ${ms(x.first)} / **${ms(x.median)}** / ${ms(x.max)}`;
        })
        .join(' | ')} |`,
  );
  const idle = `| first list call after 30 s idle | ≤ 50 | ${sides.map((s) => `**${ms(s.idle.ms)}**`).join(' | ')} |`;
  const collect = `| collect a 10,000-company /data/seek search as leads | ≤ 5,000 | ${sides
    .map((s) => `**${ms(s.collect.ms)}** (${s.collect.added.toLocaleString('en')} added)`)
    .join(' | ')} |`;
  return [head, sep, ...lines, idle, collect].join('\n');
}

const { sides, heading } = await runBenchDatabasesWithHeading(count, runSide);
const body = [
  heading(
    `${count.toLocaleString('en')} companies; organisation ${ORG} with ${LEADS.toLocaleString('en')} leads and ${RECORDS.toLocaleString('en')} follow-up records (seed ${SEED}); ${RUNS} runs after a first call`,
  ),
  ...sides.flatMap((s) => s.notes.map((n) => `- ${s.label}: ${n}`)),
  '',
  table(sides),
].join('\n');
console.log(`\n${body}`);
if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('leads', body);
