import { Navigate, type RouteObject } from 'react-router';
import {
  CustomIntroPage,
  LoginPage,
  MallPage,
  PersonalCenterPage,
  PopularPage,
  WorkspaceLayout,
} from './lazy-pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { ShopLayout } from './shop-shell/ShopLayout.tsx';
import { UnderConstructionPage } from './UnderConstructionPage.tsx';
import { workspacePrefixes, workspaceSinglePages } from './workspace-routes.ts';

const workspaceRoutes: RouteObject[] = [
  ...workspacePrefixes.flatMap((prefix) => [
    { path: prefix, element: <UnderConstructionPage /> },
    { path: `${prefix}/*`, element: <UnderConstructionPage /> },
  ]),
  ...workspaceSinglePages.map((path) => ({ path, element: <UnderConstructionPage /> })),
];

/** The whole address map (history mode). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/mall" replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <ShopLayout />,
        children: [
          { path: 'mall', element: <MallPage /> },
          { path: 'custom', element: <CustomIntroPage /> },
          { path: 'popular', element: <PopularPage /> },
          { path: 'manin/*', element: <PersonalCenterPage /> },
        ],
      },
      { element: <WorkspaceLayout />, children: workspaceRoutes },
      { path: '*', element: <UnderConstructionPage /> },
    ],
  },
];
