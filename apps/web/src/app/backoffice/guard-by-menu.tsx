import type { RouteObject } from 'react-router';
import { MenuGuard } from './MenuGuard.tsx';

/** Addresses that show the page of another menu route (the spec's /admin and /admin/index). */
const menuAliases: Record<string, string> = { admin: '/admin/index' };

/** Wraps each static route's element in the menu guard for its own address (or its alias). */
export function guardByMenu(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) =>
    r.path && r.element && !r.path.includes(':')
      ? { ...r, element: <MenuGuard path={menuAliases[r.path] ?? `/${r.path}`}>{r.element}</MenuGuard> }
      : r,
  );
}
