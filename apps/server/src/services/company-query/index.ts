import type { Db } from '../../db/connection.ts';
import type { Clock } from '../identity/clock.ts';
import { createQueryService } from './query-service.ts';

/** The advanced query (issue 15 point 2): condition groups with AND / OR / NOT, count and a page of rows. */
export function createCompanyQueryServices(deps: { db: Db; now: Clock }) {
  return createQueryService(deps);
}

export type CompanyQueryServices = ReturnType<typeof createCompanyQueryServices>;
