import { useMatches } from 'react-router';
import { homeTabAlias } from '@qishu/contract';
import { findMenuTrail, type WorkspaceMenuItem } from './workspace-menu.ts';

/** What a workspace route says about itself in its `handle` (app/routes.tsx). */
export interface WorkspaceRouteHandle {
  /** the menu route that grants the page: outside the user's menu (and not their home) it is 403 */
  menuRoute?: string;
  /** the fallback for addresses no workspace has: 404 */
  notFound?: true;
  /** a page that only passes the user on (the agency's /index/mall → /mall): it opens no tab */
  noTab?: true;
}

/** What the shell shows for an address: its page, 403 (another module's page) or 404. */
export type PageAccess = 'open' | 'forbidden' | 'notFound';

/**
 * Whether a menu-granted route is open to the user: one of their menu items (any location), or
 * their home — the landing route, which is not always a menu item (/park, /agency, /biz/project) —
 * and its second address.
 */
export function menuAllows(menus: readonly WorkspaceMenuItem[], route: string, homePath: string): boolean {
  return route === homePath || route === homeTabAlias(homePath) || findMenuTrail(menus, route).length > 0;
}

export function pageAccess(
  handle: WorkspaceRouteHandle | undefined,
  menus: readonly WorkspaceMenuItem[],
  homePath: string,
): PageAccess {
  if (handle?.notFound) return 'notFound';
  if (handle?.menuRoute && !menuAllows(menus, handle.menuRoute, homePath)) return 'forbidden';
  return 'open';
}

/** The handle of the deepest matched route (the page's own). */
export function useRouteHandle(): WorkspaceRouteHandle | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as WorkspaceRouteHandle | undefined;
}
