import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AdminHomePage = lazy(() =>
  import('../../features/admin-home/AdminHomePage.tsx').then((m) => ({ default: m.AdminHomePage })),
);

/** The platform admin's home tab (/admin and /admin/index). */
export const homeRoutes: RouteObject[] = [
  { path: 'admin', element: <AdminHomePage /> },
  { path: 'admin/index', element: <AdminHomePage /> },
];
