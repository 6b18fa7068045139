import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/types.ts';
import { createDailyCheck } from './daily-check.ts';
import { createSavedSearchService, type SavedSearchDeps } from './saved-search-service.ts';

export { SAVED_SEARCH_CHECK_JOB, nextCheckAt } from './daily-check.ts';

/** Saved searches of the data-search workspace and their daily alerts (issue 15 point 3). */
export function createSavedSearchServices(
  deps: SavedSearchDeps & { jobs: JobQueue; log?: FastifyBaseLogger },
) {
  return { ...createSavedSearchService(deps), daily: createDailyCheck(deps) };
}

export type SavedSearchServices = ReturnType<typeof createSavedSearchServices>;
