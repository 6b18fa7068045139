import type { ComponentProps } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../test/render.tsx';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { WorkspaceLayout } from './WorkspaceLayout.tsx';
import { WorkspaceMenuProvider } from './WorkspaceMenuContext.tsx';

interface WorkspaceRenderOptions {
  menus?: WorkspaceMenuItem[];
  accountRoutes?: ComponentProps<typeof WorkspaceLayout>['accountRoutes'];
  /** The pages inside the layout; by default one placeholder, 页面内容, for every path. */
  pages?: RouteObject[];
}

/** Renders the workspace layout with `menus` at `route`; returns the router to inspect the location. */
export function renderWorkspaceLayout(
  route: string,
  {
    menus = [],
    accountRoutes,
    pages = [{ path: '*', element: <p>页面内容</p> }],
  }: WorkspaceRenderOptions = {},
) {
  return renderRoutes(
    [
      {
        element: (
          <WorkspaceMenuProvider menus={menus}>
            <WorkspaceLayout accountRoutes={accountRoutes} />
          </WorkspaceMenuProvider>
        ),
        children: pages,
      },
    ],
    { route },
  );
}
