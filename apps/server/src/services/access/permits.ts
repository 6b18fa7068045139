import { ModuleId, type Perm } from '@qishu/contract';
import type { DataScope } from '../../repositories/data-scope.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** Permission prefixes of the platform back-office: only module-0 users may hold them. */
const PLATFORM_PREFIXES = ['sys:', 'msg:', 'log:', 'mall:'];

export const isPlatformPerm = (perm: string) => PLATFORM_PREFIXES.some((p) => perm.startsWith(p));

/**
 * Whether the caller holds `perm`. Platform permissions also need a back-office (module 0) account,
 * so a workspace role that was somehow granted `sys:*` still cannot reach the back-office.
 */
export function permits(auth: AuthContext, perm: Perm): boolean {
  if (!auth.perms.includes(perm)) return false;
  return !isPlatformPerm(perm) || auth.user.sys_module_id === ModuleId.admin;
}

/**
 * The tenant a caller works in: `null` for the platform back-office (every organisation),
 * otherwise the caller's own organisation. Repositories filter tenant-owned rows by it.
 */
export type Tenant = number | null;

export function tenantOf(auth: AuthContext): Tenant {
  return auth.user.sys_module_id === ModuleId.admin ? null : auth.user.usr_agent_id;
}

/** The request's data scope (see repositories/data-scope.ts). */
export function dataScopeOf(auth: AuthContext): DataScope {
  return { tenant: tenantOf(auth), userId: auth.user.sys_user_id };
}
