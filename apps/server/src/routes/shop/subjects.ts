import { ShopSubjectCalls } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { callServer } from '../../http/serve-call.ts';

/** 专题推荐 of the mall home: shown subjects with their on-shelf products (public). */
export async function subjectRoutes(app: FastifyInstance): Promise<void> {
  const serve = callServer(app, ['数据商城']);
  serve(ShopSubjectCalls.getSpecialSubjects, () => app.services.backoffice.mallOrders.subjects.shop());
}
