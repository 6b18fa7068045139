import { SystemCalls } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { callServer } from '../../http/serve-call.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const serve = callServer(app, ['系统']);
  serve(SystemCalls.health, async () => ({ status: 'ok' as const }));

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

  serve(SystemCalls.siteInfo, () => app.services.site.info());
}
