import { BackofficeAccessRepository } from '../../../repositories/backoffice-access-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { CatalogService } from './catalog-service.ts';
import { RoleService } from './role-service.ts';

/** Services of the back-office area 'access': roles with their grants, and the catalogue of actions, menus, menu categories and modules. */
export function createAccessServices(deps: BackofficeDeps) {
  const repo = new BackofficeAccessRepository(deps.db.kysely);
  return {
    roles: new RoleService(repo, deps),
    catalog: new CatalogService(repo, deps),
  };
}
