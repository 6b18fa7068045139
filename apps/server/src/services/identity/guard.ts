import { IdentityMessages as M, ModuleId, type Perm } from '@qishu/contract';
import { forbidden } from '../../shared/errors.ts';
import type { AuthContext } from './session-service.ts';

/** The permission that lets a back-office (module 0) user act for other users. */
export const ACT_FOR_OTHERS_PERM: Perm = 'sys:user:update';

export function canActForOthers(auth: AuthContext): boolean {
  return auth.user.sys_module_id === ModuleId.admin && auth.perms.includes(ACT_FOR_OTHERS_PERM);
}

/**
 * The identity rule (ARCHITECTURE.md "Calls"): `sys_user_id` / `usr_agent_id` in a body must be the
 * session's, otherwise 403 — unless `allowAdmin` and the caller may act for others. The one place
 * every identity-carrying call goes through.
 */
export function assertSelf(
  auth: AuthContext,
  body: { sys_user_id?: number | undefined; usr_agent_id?: number | undefined },
  opts: { allowAdmin: boolean } = { allowAdmin: true },
): void {
  const own =
    (body.sys_user_id === undefined || body.sys_user_id === auth.user.sys_user_id) &&
    (body.usr_agent_id === undefined || body.usr_agent_id === auth.user.usr_agent_id);
  if (own) return;
  if (opts.allowAdmin && canActForOthers(auth)) return;
  throw forbidden();
}

/** Admin-only calls (module 0 with the permission). */
export function assertAdmin(auth: AuthContext, perm: Perm = ACT_FOR_OTHERS_PERM): void {
  if (auth.user.sys_module_id !== ModuleId.admin || !auth.perms.includes(perm)) throw forbidden();
}

export const notLinked = () => forbidden(M.accountNotLinked);
