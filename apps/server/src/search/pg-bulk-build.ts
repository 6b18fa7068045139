import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { PG_SEARCH_INDEXES } from '../db/migrations/0014_company_search.ts';
import { PG_GRAM_COUNT_TRIGGERS, pgGramCountFill } from '../db/migrations/0015_faster_grams.ts';
import { PG_SEEK_LOG_RESET, PG_SEEK_LOG_TRIGGERS } from '../db/migrations/0019_company_seek.ts';

/**
 * Bulk loads on PostgreSQL (seed:companies, the search benchmark): keeping the GIN indexes and the
 * keyword statistics current row by row costs far more than building them once, so a large load first
 * pauses them and then rebuilds them all. The rebuild runs its statements on several connections at
 * once, longest first: PostgreSQL 15 builds each GIN index and each aggregate on one core, and the
 * statistics of one field never share rows with another's. Not for a database taking other writes.
 */

export interface BuildStep {
  label: string;
  seconds: number;
}

const indexName = (ddl: string) => /create index (\w+)/.exec(ddl)![1]!;

/** Drops the search indexes and switches the statistics and seek-log triggers off, before a bulk load. */
export async function pausePgSearchIndexes(db: Db): Promise<void> {
  for (const ddl of PG_SEARCH_INDEXES)
    await sql.raw(`drop index if exists ${indexName(ddl)}`).execute(db.kysely);
  // the seek's change log too (one log row per loaded company otherwise); reset after the rebuild
  for (const trigger of [...PG_GRAM_COUNT_TRIGGERS, ...PG_SEEK_LOG_TRIGGERS]) {
    await sql.raw(`alter table company disable trigger ${trigger}`).execute(db.kysely);
  }
}

/**
 * Builds every search index and the keyword statistics again, on `connections` connections; then
 * switches the triggers back on and vacuums (statistics for the planner, the visibility map for
 * index-only counts). Returns how long each statement took.
 */
export async function rebuildPgSearchIndexes(
  db: Db,
  opts: { connections?: number; onStep?: (step: BuildStep) => void } = {},
): Promise<BuildStep[]> {
  await sql`truncate company_gram_count`.execute(db.kysely);
  // longest first (measured at 2M companies): each long text's statistics and GIN index, then btrees
  const statisticsOf = { s: 'scope', a: 'address', p: 'people', n: 'name' };
  const ginOf = {
    s: 'company_scope_bi_ix',
    a: 'company_address_bi_ix',
    p: 'company_people_bi_ix',
    n: 'company_name_bi_ix',
  };
  const indexTasks = new Map(PG_SEARCH_INDEXES.map((ddl) => [indexName(ddl), ddl]));
  const queue: { label: string; statement: string }[] = [];
  for (const field of ['s', 'a', 'p', 'n'] as const) {
    queue.push({ label: `statistics ${statisticsOf[field]}`, statement: pgGramCountFill(field) });
    queue.push({ label: ginOf[field], statement: indexTasks.get(ginOf[field])! });
    indexTasks.delete(ginOf[field]);
  }
  for (const [label, statement] of indexTasks) queue.push({ label, statement });
  const steps: BuildStep[] = [];
  const worker = async () => {
    await db.kysely.connection().execute(async (conn) => {
      await sql`set maintenance_work_mem = '512MB'`.execute(conn);
      await sql`set work_mem = '256MB'`.execute(conn);
      for (let task = queue.shift(); task; task = queue.shift()) {
        const t0 = performance.now();
        await sql.raw(task.statement).execute(conn);
        const step = { label: task.label, seconds: (performance.now() - t0) / 1000 };
        steps.push(step);
        opts.onStep?.(step);
      }
      await sql`reset maintenance_work_mem`.execute(conn);
      await sql`reset work_mem`.execute(conn);
    });
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.connections ?? 2) }, worker));
  for (const trigger of [...PG_GRAM_COUNT_TRIGGERS, ...PG_SEEK_LOG_TRIGGERS]) {
    await sql.raw(`alter table company enable trigger ${trigger}`).execute(db.kysely);
  }
  // the loaded companies never reached the seek's log: its readers load their columns again
  for (const statement of PG_SEEK_LOG_RESET) await sql.raw(statement).execute(db.kysely);
  const t0 = performance.now();
  await sql`vacuum analyze company`.execute(db.kysely);
  const step = { label: 'vacuum analyze', seconds: (performance.now() - t0) / 1000 };
  steps.push(step);
  opts.onStep?.(step);
  return steps;
}
