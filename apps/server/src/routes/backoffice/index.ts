import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { accessRoutes } from './access.ts';
import { logsRoutes } from './logs.ts';
import { messagesRoutes } from './messages.ts';
import { orgRoutes } from './org.ts';
import { settingsRoutes } from './settings.ts';
import { mallRoutes } from './mall.ts';
import { homeRoutes } from './home.ts';
import { dialogsRoutes } from './dialogs.ts';
import { screenRoutes } from './screen.ts';
import { usersRoutes } from './users.ts';
import { mailboxRoutes } from './mailbox.ts';
import { mallOrderRoutes } from './mall-orders.ts';
import { preciseOrderRoutes } from './precise-orders.ts';
import { customReviewRoutes } from './custom-review.ts';

/**
 * The platform back-office and the organisation admin's /config calls. Every call here needs a
 * session; each call's descriptor in the contract declares its permission.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  requireSession(app);
  await app.register(usersRoutes);
  await app.register(orgRoutes);
  await app.register(accessRoutes);
  await app.register(messagesRoutes);
  await app.register(logsRoutes);
  await app.register(settingsRoutes);
  await app.register(screenRoutes);
  await app.register(dialogsRoutes);
  await app.register(homeRoutes);
  await app.register(mallRoutes);
  await app.register(mailboxRoutes);
  await app.register(mallOrderRoutes);
  await app.register(preciseOrderRoutes);
  await app.register(customReviewRoutes);
}
