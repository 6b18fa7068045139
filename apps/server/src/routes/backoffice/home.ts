import { AdminHomeCalls } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/** The platform admin's home page figures (any back-office account; checked in the service). */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const serve = callServer(app, ['平台管理']);
  serve(AdminHomeCalls.overview, (_input, req) => app.services.backoffice.home.overview(authOf(req)));
  await Promise.resolve();
}
