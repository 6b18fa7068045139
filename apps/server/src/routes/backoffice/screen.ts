import { GARDEN_SCREEN_PERM, GardenScreenPaths, gardenScreenResponse } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';

const tags = ['园区大屏'];

/** Calls of the back-office area 'screen' (registered in an authenticated scope). */
export async function screenRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.screen;

  defineCall(app, {
    method: 'GET',
    url: GardenScreenPaths.screen,
    summary: '园区大屏：企业总量、省份分布、近 12 个月注册趋势、行业排行',
    tags,
    perm: GARDEN_SCREEN_PERM,
    response: gardenScreenResponse,
    handler: () => s.gardenScreen(),
  });
}
