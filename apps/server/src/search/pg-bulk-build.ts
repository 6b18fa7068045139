import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import { PG_SEARCH_INDEXES } from '../db/migrations/0014_company_search.ts';
import { PG_GRAM_COUNT_TRIGGERS, pgGramCountFill } from '../db/migrations/0015_faster_grams.ts';
import { PG_SEEK_LOG_RESET, PG_SEEK_LOG_TRIGGERS } from '../db/migrations/0019_company_seek.ts';
import type { GramCounter } from './pg-gram-counter.ts';

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

/**
 * The company's other trigger (migration 0032: a renamed company's leads follow the name). A bulk
 * load only inserts, which it ignores; it is paused with the rest so a load runs with none on.
 */
const LEAD_NAME_TRIGGERS = ['sale_lead_company_name_tg'];

/** Drops the search indexes and switches the statistics and seek-log triggers off, before a bulk load. */
export async function pausePgSearchIndexes(db: Db): Promise<void> {
  for (const ddl of PG_SEARCH_INDEXES)
    await sql.raw(`drop index if exists ${indexName(ddl)}`).execute(db.kysely);
  // the seek's change log too (one log row per loaded company otherwise); reset after the rebuild
  for (const trigger of [...PG_GRAM_COUNT_TRIGGERS, ...PG_SEEK_LOG_TRIGGERS, ...LEAD_NAME_TRIGGERS]) {
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
  opts: {
    connections?: number;
    onStep?: (step: BuildStep) => void;
    /**
     * the keyword statistics of the companies loaded while paused, counted as they were loaded
     * (seedCompanyProfiles' `grams`): added to the table's rows instead of reading every company
     */
    loaded?: GramCounter;
  } = {},
): Promise<BuildStep[]> {
  // more distinct characters than the counter numbers: read from the table as without it
  const loaded = opts.loaded?.overflowed ? undefined : opts.loaded;
  if (!loaded) await sql`truncate company_gram_count`.execute(db.kysely);
  // longest first (measured at 2M companies): each long text's statistics and GIN index, then btrees
  const statisticsOf = { s: 'scope', a: 'address', p: 'people', n: 'name' };
  const ginOf = {
    s: 'company_scope_bi_ix',
    a: 'company_address_bi_ix',
    p: 'company_people_bi_ix',
    n: 'company_name_bi_ix',
  };
  const indexTasks = new Map(PG_SEARCH_INDEXES.map((ddl) => [indexName(ddl), ddl]));
  const queue: { label: string; run: (conn: Kysely<Database>) => Promise<unknown> }[] = [];
  const statement = (label: string, ddl: string) => ({
    label,
    run: (conn: Kysely<Database>) => sql.raw(ddl).execute(conn),
  });
  for (const field of ['s', 'a', 'p', 'n'] as const) {
    if (!loaded) queue.push(statement(`statistics ${statisticsOf[field]}`, pgGramCountFill(field)));
    queue.push(statement(ginOf[field], indexTasks.get(ginOf[field])!));
    indexTasks.delete(ginOf[field]);
  }
  if (loaded) {
    queue.splice(1, 0, { label: 'statistics (counted while loading)', run: (conn) => loaded.addTo(conn) });
  }
  for (const [label, ddl] of indexTasks) queue.push(statement(label, ddl));
  const steps: BuildStep[] = [];
  const worker = async () => {
    await db.kysely.connection().execute(async (conn) => {
      await sql`set maintenance_work_mem = '512MB'`.execute(conn);
      await sql`set work_mem = '256MB'`.execute(conn);
      for (let task = queue.shift(); task; task = queue.shift()) {
        const t0 = performance.now();
        await task.run(conn);
        const step = { label: task.label, seconds: (performance.now() - t0) / 1000 };
        steps.push(step);
        opts.onStep?.(step);
      }
      await sql`reset maintenance_work_mem`.execute(conn);
      await sql`reset work_mem`.execute(conn);
    });
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.connections ?? 2) }, worker));
  for (const trigger of [...PG_GRAM_COUNT_TRIGGERS, ...PG_SEEK_LOG_TRIGGERS, ...LEAD_NAME_TRIGGERS]) {
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
