import { homeTabAlias, landingRoute, type UserInfo } from '@qishu/contract';
import { findMenuTrail, menuPath, type WorkspaceMenuItem } from './workspace-menu.ts';

/** The first menu item that has a route, depth first. */
export function firstMenuRoute(menus: readonly WorkspaceMenuItem[]): string | null {
  for (const item of menus) {
    const path = menuPath(item);
    if (path) return path;
    const below = firstMenuRoute(item.children ?? []);
    if (below) return below;
  }
  return null;
}

/**
 * The home tab's route: the workspace landing route of the user's module (landingRoute with the
 * forced password change left out, since that page is not a home); without a user, or when the
 * module has no landing route, the first menu item with a route; '/' as the last resort.
 */
export function workspaceHomePath(user: UserInfo | null, menus: readonly WorkspaceMenuItem[]): string {
  if (user) {
    const landing = landingRoute({ ...user, after_login: 0 }, { entry: 'workspace' });
    if (landing !== '/') return landing;
  }
  return firstMenuRoute(menus) ?? '/';
}

/**
 * The menu chain of the page at `path`; the home page, when its landing route is not a menu item
 * (/admin, /park), takes the chain of its second address (/admin/index, /park/index).
 */
export function pageTrail(
  menus: readonly WorkspaceMenuItem[],
  path: string,
  homePath: string,
): WorkspaceMenuItem[] {
  const own = findMenuTrail(menus, path);
  if (own.length > 0 || path !== homePath) return own;
  const alias = homeTabAlias(homePath);
  return alias ? findMenuTrail(menus, alias) : own;
}
