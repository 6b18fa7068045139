import type { RouteObject } from 'react-router';
import { accessRoutes } from './access-routes.tsx';
import { customReviewRoutes } from './custom-review-routes.tsx';
import { dialogsRoutes } from './dialogs-routes.tsx';
import { homeRoutes } from './home-routes.tsx';
import { logsRoutes } from './logs-routes.tsx';
import { mallRoutes } from './mall-routes.tsx';
import { mailboxRoutes } from './mailbox-routes.tsx';
import { mallOrderRoutes } from './mall-orders-routes.tsx';
import { messagesRoutes } from './messages-routes.tsx';
import { guardByMenu } from './guard-by-menu.tsx';
import { orgRoutes } from './org-routes.tsx';
import { settingsRoutes } from './settings-routes.tsx';
import { shellRoutes } from './shell-routes.tsx';
import { usersRoutes } from './users-routes.tsx';

/**
 * The back-office and /config pages, by area; each area owns its route file. Every page is guarded by
 * the user's server-sent menu (a route not in it answers 403).
 */
export const backofficeRoutes: RouteObject[] = guardByMenu([
  ...homeRoutes,
  ...usersRoutes,
  ...orgRoutes,
  ...accessRoutes,
  ...messagesRoutes,
  ...logsRoutes,
  ...settingsRoutes,
  ...dialogsRoutes,
  ...mallRoutes,
  ...mailboxRoutes,
  ...mallOrderRoutes,
  ...customReviewRoutes,
]).concat(shellRoutes);
