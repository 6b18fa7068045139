import { getShopDatasRequest, getShopDatasResponse } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { deliveryRoutes } from './delivery.ts';
import { paymentRoutes } from './payment.ts';
import { preciseRoutes } from './precise.ts';
import { subjectRoutes } from './subjects.ts';

/** Shop calls live under /api/api/ShopProduct/ (ARCHITECTURE.md "Calls"). */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    method: 'POST',
    url: '/api/ShopProduct/getShopDatas',
    summary: '商品列表（分类、年份、地区、行业、热门、标签、关键词筛选，分页）',
    tags: ['数据商城'],
    body: getShopDatasRequest,
    response: getShopDatasResponse,
    handler: (input) => app.services.products.list(input),
  });
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(paymentRoutes);
  await app.register(deliveryRoutes);
  await app.register(subjectRoutes);
  await app.register(preciseRoutes);
}
