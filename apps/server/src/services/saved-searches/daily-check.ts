import { savedSearchAlert } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/types.ts';
import {
  EVERY_WATCHER,
  SavedSearchRepository,
  type SavedSearchRow,
} from '../../repositories/saved-search-repository.ts';
import { SysMsgRepository } from '../../repositories/sys-msg-repository.ts';
import { shanghaiDate, shanghaiDayStart } from '../../shared/shanghai-time.ts';
import type { Writes } from '../audit/writes.ts';
import type { Clock } from '../identity/clock.ts';
import { createMatchReader } from './matches.ts';
import { hitsOf, savedSearchView } from './saved-search-service.ts';

export const SAVED_SEARCH_CHECK_JOB = 'saved-search.check';
/** The daily check runs at this hour, Asia/Shanghai (before the working day). */
const CHECK_HOUR = 8;
const HOUR_MS = 3_600_000;
const BATCH = 50;

/** The first CHECK_HOUR:00 in Asia/Shanghai after `now`. */
export function nextCheckAt(now: Date): Date {
  const today = new Date(shanghaiDayStart(now).getTime() + CHECK_HOUR * HOUR_MS);
  return today > now ? today : new Date(today.getTime() + 24 * HOUR_MS);
}

export interface CheckResult {
  searches: number;
  alerts: number;
  failed: number;
}

/**
 * The daily check of watched saved searches (issue 15 point 3): for each, the companies it matches
 * now against those it matched at the last check — companies that newly match, and companies whose
 * registration status changed — and, when there is any, one message to the owner's message centre
 * (savedSearchAlert). The new matches are remembered in the same transaction as the message, so a
 * check that runs twice never tells the same news twice. A durable job (one per day, keyed by the
 * date it runs for) runs it at 08:00 Asia/Shanghai and schedules the next day's.
 */
export function createDailyCheck(deps: {
  db: Db;
  now: Clock;
  writes: Writes;
  jobs: JobQueue;
  log?: FastifyBaseLogger;
}) {
  const matches = createMatchReader(deps.db, deps.now);

  async function checkOne(row: SavedSearchRow): Promise<boolean> {
    const previous = await new SavedSearchRepository(deps.db.kysely, EVERY_WATCHER).hits(row.saved_search_id);
    const current = await matches(savedSearchView(row).condition);
    const added = current.list.filter((c) => !previous.has(c.company_id));
    const changed = current.list.flatMap((c) => {
      const before = previous.get(c.company_id);
      return before !== undefined && before !== c.status
        ? [{ name: c.name, from: before, to: c.status }]
        : [];
    });
    const at = deps.now().toISOString();
    await deps.writes.transaction(async (tx) => {
      const repo = new SavedSearchRepository(tx, EVERY_WATCHER);
      // unwatched or deleted while this check ran: nothing to tell
      const still = await repo.update(row.saved_search_id, { last_count: current.total, checked_at: at });
      if (!still || still.watch !== 1) return;
      await repo.replaceHits(row.saved_search_id, hitsOf(current));
      if (!added.length && !changed.length) return;
      const { title, content } = savedSearchAlert(row.name, added, changed);
      await new SysMsgRepository(tx).send(
        // the system tells the owner: no sender
        { title, content, sender_user_id: null, created_at: at },
        [{ sys_user_id: row.sys_user_id, usr_agent_id: row.usr_agent_id }],
      );
    });
    return added.length > 0 || changed.length > 0;
  }

  /** Checks every watched search; one that fails is logged and the others still run. */
  async function checkAll(): Promise<CheckResult> {
    const result: CheckResult = { searches: 0, alerts: 0, failed: 0 };
    const every = new SavedSearchRepository(deps.db.kysely, EVERY_WATCHER);
    for (let after = 0; ;) {
      const batch = await every.watched(after, BATCH);
      if (!batch.length) break;
      for (const row of batch) {
        result.searches++;
        try {
          if (await checkOne(row)) result.alerts++;
        } catch (err) {
          result.failed++;
          deps.log?.error({ err, saved_search_id: row.saved_search_id }, 'saved search check failed');
        }
      }
      after = batch[batch.length - 1]!.saved_search_id;
    }
    return result;
  }

  /** Queues the next check (idempotent: one job per day it runs for). */
  async function schedule(): Promise<void> {
    const at = nextCheckAt(deps.now());
    await deps.jobs.enqueue(deps.db.kysely, {
      type: SAVED_SEARCH_CHECK_JOB,
      payload: null,
      uniqueKey: `${SAVED_SEARCH_CHECK_JOB}:${shanghaiDate(at)}`,
      runAt: at,
    });
  }

  deps.jobs.register(SAVED_SEARCH_CHECK_JOB, async () => {
    const r = await checkAll();
    deps.log?.info(r, 'saved searches checked');
    await schedule();
  });

  return { checkAll, schedule };
}
