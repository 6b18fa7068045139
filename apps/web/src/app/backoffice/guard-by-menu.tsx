import type { RouteObject } from 'react-router';
import type { WorkspaceRouteHandle } from '../workspace-shell/page-access.ts';

/** Addresses that show the page of another menu route (the spec's /admin and /admin/index). */
const menuAliases: Record<string, string> = { admin: '/admin/index' };

/**
 * Marks each static route (element or lazy) as granted by the menu route of its own address (or
 * its alias): the workspace layout answers 403 when the user's menu lacks it (page-access.ts).
 * Routes with an id are opened from lists, not the menu, and stay unmarked.
 */
export function guardByMenu(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => {
    if (!r.path || r.path.includes(':')) return r;
    const handle: WorkspaceRouteHandle = {
      ...(r.handle as WorkspaceRouteHandle | undefined),
      menuRoute: menuAliases[r.path] ?? `/${r.path}`,
    };
    return { ...r, handle };
  });
}
