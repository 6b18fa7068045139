import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const GardenScreenPage = lazy(() =>
  import('../../features/garden-screen/GardenScreenPage.tsx').then((m) => ({ default: m.GardenScreenPage })),
);

/**
 * Workspace routes of the area 'shell' (pages load lazily). The garden screen (route name
 * garden_newIndex) lives inside the guarded workspace, but the layout shows it bare — no menu,
 * header or tabs — since it is a big screen opened in its own window.
 */
export const shellRoutes: RouteObject[] = [{ path: 'garden/screen', element: <GardenScreenPage /> }];
