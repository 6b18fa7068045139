import type { Db } from '../../db/connection.ts';
import type { Clock } from '../identity/clock.ts';
import { createSeekService } from './seek-service.ts';

/** The data-search box (issue 15): search with facets, suggestions, recently viewed companies. */
export function createCompanySeekServices(deps: { db: Db; now: Clock }) {
  return createSeekService(deps);
}

export type CompanySeekServices = ReturnType<typeof createCompanySeekServices>;
