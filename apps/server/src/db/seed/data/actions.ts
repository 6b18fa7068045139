/**
 * Permissions (sys_action) as seed rows. The catalogue itself lives in the contract
 * (`permissionGroups`), so routes, the web's `useCan()` and the seed name the same strings.
 */
import { permissionCatalogue, permissionGroups, permsOfModule, type Perm } from '@qishu/contract';
import type { ModuleId, SeedAction, SeedActionGroup } from './types.ts';

export const actionGroups: readonly SeedActionGroup[] = permissionGroups.map((g, i) => ({
  key: g.key,
  name: g.name,
  sys_module_id: g.modules[0] as ModuleId,
  orders: i + 1,
}));

export const actions: readonly SeedAction[] = permissionCatalogue.map((p) => ({
  perm: p.perm,
  name: p.name,
  sys_module_id: p.modules[0] as ModuleId,
  modules: p.modules,
  group: p.group,
  orders: permissionCatalogue.filter((q) => q.group === p.group).indexOf(p) + 1,
}));

/** Permission strings offered in a module (what GET /sys/modules/{id}/actions lists). */
export function actionsOfModule(id: ModuleId): Perm[] {
  return permsOfModule(id);
}
