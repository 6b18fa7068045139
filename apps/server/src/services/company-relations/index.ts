import type { Db } from '../../db/connection.ts';
import { createRelationService } from './relation-service.ts';

/** 查关系 (issue 15 point 5): links between companies and people, person search by name. */
export function createCompanyRelationServices(deps: { db: Db }) {
  return createRelationService(deps);
}

export type CompanyRelationServices = ReturnType<typeof createCompanyRelationServices>;
