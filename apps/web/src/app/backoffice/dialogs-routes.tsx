import type { RouteObject } from 'react-router';

/** Workspace routes of the area 'dialogs' (pages load lazily). */
export const dialogsRoutes: RouteObject[] = [
  {
    path: 'config/category',
    lazy: async () => ({
      Component: (await import('../../features/grouping/CategoryPage.tsx')).CategoryPage,
    }),
  },
  {
    path: 'sys/manacate',
    lazy: async () => ({
      Component: (await import('../../features/grouping/ManaCatePage.tsx')).ManaCatePage,
    }),
  },
];
