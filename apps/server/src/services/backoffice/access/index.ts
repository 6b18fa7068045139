import type { BackofficeDeps } from '../deps.ts';
import { CatalogService } from './catalog-service.ts';
import { RoleService } from './role-service.ts';

/** Services of the back-office area 'access': roles with their grants, and the catalogue of actions, menus, menu categories and modules. */
export function createAccessServices(deps: BackofficeDeps) {
  return {
    roles: new RoleService(deps),
    catalog: new CatalogService(deps),
  };
}
