import { splitMenusByLocation, type LoginResponse } from '@qishu/contract';
import { pageAccess, type WorkspaceRouteHandle } from '../workspace-shell/page-access.ts';
import { workspaceHomePath } from '../workspace-shell/workspace-home.ts';

/** What the guard hands the workspace login: the address asked for and what its route says of itself. */
export interface WorkspaceLoginState {
  /** path, query string and hash */
  from: string;
  handle?: WorkspaceRouteHandle;
}

/**
 * Where the workspace login leads: back to the address the guard stopped, when the signed-in user
 * may open it (in their menu, their home, or open to all); otherwise — another module's page, no
 * address, or a forced password change first — the landing the server named.
 */
export function returnAddress(state: WorkspaceLoginState | null | undefined, answer: LoginResponse): string {
  if (!state?.from || answer.userInfo.after_login === 1) return answer.landing;
  const { side } = splitMenusByLocation(answer.menuList);
  const homePath = workspaceHomePath(answer.userInfo, side);
  return pageAccess(state.handle, answer.menuList, homePath) === 'open' ? state.from : answer.landing;
}

/** Reads the guard's state off the login page's location (anything else is ignored). */
export function readLoginState(state: unknown): WorkspaceLoginState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, handle } = state as Partial<WorkspaceLoginState>;
  // only an address of this app: a path, never another origin
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return { from, handle: typeof handle === 'object' && handle !== null ? handle : undefined };
}
