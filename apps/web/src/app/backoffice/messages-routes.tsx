import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SysMsgPage = lazy(() =>
  import('../../features/messages/SysMsgPage.tsx').then((m) => ({ default: m.SysMsgPage })),
);

const centre = async () => ({
  Component: (await import('../../features/messages/MessageCentre.tsx')).MessageCentre,
});

/**
 * Workspace routes of the area 'messages' (pages load lazily): the message centre of every signed-in
 * user (/config/usrmsg in the workspaces, /sys/msg for the platform admin; no menu guard — everyone
 * has one), and the admin's messages and notices (/admin/sysmsg, only with its menu item).
 */
export const messagesRoutes: RouteObject[] = [
  { path: 'config/usrmsg', lazy: centre },
  { path: 'sys/msg', lazy: centre },
  // guarded by its menu item in ./index.ts like every back-office page
  { path: 'admin/sysmsg', element: <SysMsgPage /> },
];
