import { getSpecialSubjectsRequest, getSpecialSubjectsResponse, ShopSubjectPaths } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';

/** 专题推荐 of the mall home: shown subjects with their on-shelf products (public). */
export async function subjectRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    method: 'POST',
    url: ShopSubjectPaths.getSpecialSubjects,
    summary: '专题列表（显示中的专题及其上架产品）',
    tags: ['数据商城'],
    body: getSpecialSubjectsRequest,
    response: getSpecialSubjectsResponse,
    handler: () => app.services.mallOperations.subjects.shop(),
  });
}
