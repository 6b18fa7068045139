import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const AgentManaPage = lazy(() =>
  import('../../features/admin-org/AgentManaPage.tsx').then((m) => ({ default: m.AgentManaPage })),
);
const AgentCatePage = lazy(() =>
  import('../../features/admin-org/AgentCatePage.tsx').then((m) => ({ default: m.AgentCatePage })),
);
const ResourceRoute = lazy(() => import('./ResourceRoute.tsx').then((m) => ({ default: m.ResourceRoute })));

/**
 * Workspace routes of the area 'org' (pages load lazily): organisations and agent categories of the
 * back-office, and every workspace's remaining-capacity page.
 */
export const orgRoutes: RouteObject[] = [
  { path: 'usermana/agentmana', element: <AgentManaPage /> },
  { path: 'sys/agentcate', element: <AgentCatePage /> },
  { path: 'config/resource', element: <ResourceRoute /> },
];
