import { siteInfoSchema } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineCall } from '../../http/define-call.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    method: 'GET',
    url: '/health',
    summary: '存活检查',
    tags: ['系统'],
    response: z.object({ status: z.literal('ok') }),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get(
    '/ready',
    { schema: { summary: '就绪检查：数据库可用且已迁移', tags: ['系统'] } },
    async (_request, reply) => {
      try {
        await sql`select 1 from sys_module limit 1`.execute(app.services.db.kysely);
        return { code: 200, data: { status: 'ready', database: app.services.db.dialect }, error: null };
      } catch {
        return reply.status(503).send({ code: 503, data: null, error: '数据库暂不可用' });
      }
    },
  );

  defineCall(app, {
    method: 'GET',
    url: '/site/info',
    summary: '站点信息（页脚、客服电话、数据规模）',
    tags: ['系统'],
    response: siteInfoSchema,
    handler: () => app.services.site.info(),
  });
}
