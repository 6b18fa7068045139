import { adminOverviewSchema, AdminHomePaths } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

/** The platform admin's home page figures (any back-office account; checked in the service). */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    method: 'GET',
    url: AdminHomePaths.overview,
    summary: '平台管理首页：概览数字与待办',
    tags: ['平台管理'],
    query: z.object({}),
    response: adminOverviewSchema,
    handler: (_input, req) => app.services.backoffice.home.home.overview(authOf(req)),
  });
  await Promise.resolve();
}
