import { lazy } from 'react';

/**
 * Every page and the workspace shell load as their own chunk, so the first page carries only the
 * shop shell. (Named exports are mapped to the default export React.lazy expects.)
 */
export const MallPage = lazy(() =>
  import('../features/shop/MallPage.tsx').then((m) => ({ default: m.MallPage })),
);
export const PopularPage = lazy(() =>
  import('../features/shop/PopularPage.tsx').then((m) => ({ default: m.PopularPage })),
);
export const CustomIntroPage = lazy(() =>
  import('../features/custom/CustomIntroPage.tsx').then((m) => ({ default: m.CustomIntroPage })),
);
export const PersonalCenterPage = lazy(() =>
  import('../features/account/PersonalCenterPage.tsx').then((m) => ({ default: m.PersonalCenterPage })),
);
export const WorkspaceLayout = lazy(() =>
  import('./workspace-shell/WorkspaceLayout.tsx').then((m) => ({ default: m.WorkspaceLayout })),
);
export const LoginPage = lazy(() => import('./login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
