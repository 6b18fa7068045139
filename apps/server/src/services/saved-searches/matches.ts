import { SavedSearchLimits, type SavedCondition } from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { CompanyRepository } from '../../repositories/company-repository.ts';
import { seekEngineOf } from '../../search/seek/index.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import type { Clock } from '../identity/clock.ts';

/** One company a saved search matches, with its status now. */
export interface Match {
  company_id: number;
  name: string;
  status: string;
}

/**
 * The companies a saved condition matches now, at most SavedSearchLimits.watchMaxMatches (a watched
 * search matches no more when it is watched; later it may grow, and the newest-founded are kept),
 * each with its registration status — what a watched search remembers and the daily check compares.
 */
export function createMatchReader(db: Db, now: Clock) {
  const engine = seekEngineOf(db);
  const companies = new CompanyRepository(db.kysely);
  return async (condition: SavedCondition): Promise<{ total: number; list: Match[] }> => {
    const answer = await engine.seek({
      ...condition,
      sort: 'date_desc',
      offset: 0,
      limit: SavedSearchLimits.watchMaxMatches,
      today: shanghaiDate(now()),
    });
    return { total: answer.total, list: await companies.statusesByIds(answer.page.map((p) => p.id)) };
  };
}
