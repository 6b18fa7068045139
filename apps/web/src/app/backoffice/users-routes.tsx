import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SysUsersPage = lazy(() =>
  import('../../features/admin-users/UsersPage.tsx').then((m) => ({ default: m.SysUsersPage })),
);
const ConfigUsersPage = lazy(() =>
  import('../../features/admin-users/UsersPage.tsx').then((m) => ({ default: m.ConfigUsersPage })),
);

/**
 * Workspace routes of the area 'users' (pages load lazily): the platform's user management and the
 * organisation admin's member page.
 */
export const usersRoutes: RouteObject[] = [
  { path: 'sys/users', element: <SysUsersPage /> },
  { path: 'config/users', element: <ConfigUsersPage /> },
];
