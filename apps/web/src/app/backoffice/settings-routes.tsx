import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ParamPage = lazy(() =>
  import('../../features/admin-settings/ParamPage.tsx').then((m) => ({ default: m.ParamPage })),
);
const IndustryPage = lazy(() =>
  import('../../features/admin-settings/IndustryPage.tsx').then((m) => ({ default: m.IndustryPage })),
);

/** Workspace routes of the area 'settings' (pages load lazily): 参数设置, 行业分类. */
export const settingsRoutes: RouteObject[] = [
  { path: 'sys/param', element: <ParamPage /> },
  { path: 'sys/industrycate', element: <IndustryPage /> },
];
