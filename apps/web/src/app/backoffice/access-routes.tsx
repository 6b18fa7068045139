import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const page = <K extends string>(load: () => Promise<Record<K, () => React.JSX.Element>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const SysRolesPage = page(() => import('../../features/admin-access/RolesPage.tsx'), 'SysRolesPage');
const ConfigRolesPage = page(() => import('../../features/admin-access/RolesPage.tsx'), 'ConfigRolesPage');
const ActionsPage = page(() => import('../../features/admin-access/ActionsPage.tsx'), 'ActionsPage');
const MenusPage = page(() => import('../../features/admin-access/MenusPage.tsx'), 'MenusPage');
const MenuCatesPage = page(() => import('../../features/admin-access/MenuCatesPage.tsx'), 'MenuCatesPage');
const ModulesPage = page(() => import('../../features/admin-access/ModulesPage.tsx'), 'ModulesPage');

/** Workspace routes of the area 'access' (pages load lazily). */
export const accessRoutes: RouteObject[] = [
  { path: 'sys/roles', element: <SysRolesPage /> },
  { path: 'config/roles', element: <ConfigRolesPage /> },
  { path: 'sys/actions', element: <ActionsPage /> },
  { path: 'sys/menus', element: <MenusPage /> },
  { path: 'sys/menucate', element: <MenuCatesPage /> },
  { path: 'sys/modules', element: <ModulesPage /> },
];
