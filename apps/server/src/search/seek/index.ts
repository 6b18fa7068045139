import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { createSearchEngine } from '../index.ts';
import type { PgSearchEngine } from '../pg-engine.ts';
import type { SqliteSearchEngine } from '../sqlite/sqlite-engine.ts';
import { PgSeek } from './pg-seek.ts';
import type { SeekAnswer, SeekPlan } from './seek-core.ts';

export type { SeekAnswer, SeekPlan } from './seek-core.ts';
export { NO_TIER } from './seek-core.ts';

/**
 * The data-search box's engine (issue 15): a keyword's matches from the text indexes, then every
 * facet count, the total and the page from in-memory facet columns (facet-columns.ts, seek-core.ts).
 * SQLite: all of it inside the seek's search worker (ids never cross threads). PostgreSQL: the
 * columns in the server process, keywords from the bigram indexes.
 */
export interface SeekEngine {
  seek(plan: SeekPlan): Promise<SeekAnswer>;
  /** suggestion ids, best first */
  suggest(keyword: string): Promise<number[]>;
  /** loads the columns now (the server's start); answers how many companies they hold */
  warm(): Promise<number>;
}

const engines = new WeakMap<Db, SeekEngine>();

/** The seek engine of this database (one per handle, shared). */
export function seekEngineOf(db: Db): SeekEngine {
  let engine = engines.get(db);
  if (!engine) {
    if (db.sqlite) {
      const e = createSearchEngine(db) as SqliteSearchEngine;
      engine = {
        seek: (plan) => e.seek(plan),
        suggest: (keyword) => e.suggest(keyword),
        warm: () => e.warmSeek(),
      };
    } else {
      const pg = new PgSeek(db.kysely, createSearchEngine(db) as PgSearchEngine);
      engine = {
        seek: (plan) => pg.seek(plan),
        suggest: (keyword) => pg.suggest(keyword),
        warm: () => pg.warm(),
      };
    }
    engines.set(db, engine);
  }
  return engine;
}

/** company_seek_log entries kept behind the newest by pruneSeekLog. */
const KEEP = 10_000;

/**
 * Drops old company_seek_log entries (the server's start: a bulk load logs every company once).
 * The newest entry always stays, so a reader that saw it knows nothing was pruned after it; a
 * reader behind the pruned ones loads its columns again.
 */
export async function pruneSeekLog(db: Db): Promise<number> {
  const r = await sql`delete from company_seek_log
    where seq < (select max(seq) from company_seek_log) - ${KEEP}`.execute(db.kysely);
  return Number(r.numAffectedRows ?? 0);
}

/**
 * The server's start (main.ts, and the benchmark as the product does it): drops old log entries
 * and loads the facet columns (in the seek worker on SQLite, in this process on PostgreSQL), which
 * stay loaded, so the first search after the server sat idle finds them ready. Answers how many
 * companies were loaded and how long it took.
 */
export async function warmSeek(db: Db): Promise<{ companies: number; ms: number }> {
  const t0 = performance.now();
  await pruneSeekLog(db);
  const companies = await seekEngineOf(db).warm();
  return { companies, ms: performance.now() - t0 };
}
