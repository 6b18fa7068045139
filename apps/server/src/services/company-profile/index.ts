import type { Db } from '../../db/connection.ts';
import { CompanyViewRepository } from '../../repositories/company-view-repository.ts';
import type { Clock } from '../identity/clock.ts';
import { createEquityService } from './equity-service.ts';
import { createHeaderService } from './header-service.ts';
import { createMapService } from './map-service.ts';
import { createPersonService } from './person-service.ts';
import { profileRepositories } from './repositories.ts';
import { createSectionService } from './section-service.ts';

/** Company profiles (issue 14): header and counts, sections, person, equity penetration, map. */
export function createCompanyProfileServices(deps: { db: Db; now: Clock }) {
  const repos = profileRepositories(deps.db.kysely);
  return {
    // opening a profile records it among the user's recently viewed companies (/data/seek)
    header: createHeaderService(repos, deps.now, new CompanyViewRepository(deps.db.kysely)),
    sections: createSectionService(repos),
    person: createPersonService(repos),
    equity: createEquityService(repos),
    map: createMapService(repos),
  };
}

export type CompanyProfileServices = ReturnType<typeof createCompanyProfileServices>;
