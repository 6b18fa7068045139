import {
  accurateScreeningRequest,
  accurateScreeningResponse,
  addAccurateScreeningOrderRequest,
  addAccurateScreeningOrderResponse,
  getAccurateOrderListRequest,
  getAccurateOrderListResponse,
  getNumsToPricesRequest,
  getNumsToPricesResponse,
  PrecisePaths as P,
  searchConditionResponse,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, requireSession } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const none = z.object({}).passthrough().nullish();
const tags = ['精准查询'];

/**
 * The precise-search export wizard (under /api/api/ShopProduct/): option groups and pricing are
 * public; searching, ordering and the buyer's list need a session.
 */
export async function preciseRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.precise;

  defineCall(app, {
    method: 'POST',
    url: P.searchCondition,
    summary: '精准查询第一步的筛选项（搜索范围、注册资本、成立年限、经营状态、企业类型、联系方式、更多筛选）',
    tags,
    body: none,
    response: searchConditionResponse,
    handler: () => Promise.resolve(s().searchCondition()),
  });
  defineCall(app, {
    method: 'POST',
    url: P.getNumsToPrices,
    summary:
      '导出数量的价格（后台参数 precise.price_tiers 阶梯单价，分段累计；最低金额 precise.min_price_fen）',
    tags,
    body: getNumsToPricesRequest,
    response: getNumsToPricesResponse,
    handler: (input) => s().numsToPrices(input),
  });

  await app.register(async (scope) => {
    requireSession(scope);
    defineCall(scope, {
      method: 'POST',
      url: P.accurateScreening,
      summary: '精准查询：企业数量、前 10 条预览与条件文字；保存条件（ES_sql 为其不透明编号）',
      tags,
      body: accurateScreeningRequest,
      response: accurateScreeningResponse,
      handler: (input, req) => s().accurateScreening(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.addAccurateScreeningOrder,
      summary: '按我保存的精准查询条件下单（服务器计价；之后以 per_order_id 调 getPayUrl 支付）',
      tags,
      body: addAccurateScreeningOrderRequest,
      response: addAccurateScreeningOrderResponse,
      handler: (input, req) => s().addOrder(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.getAccurateOrderList,
      summary: '我的精准查询订单（最新在前，每页 10 条）',
      tags,
      body: getAccurateOrderListRequest,
      response: getAccurateOrderListResponse,
      handler: (input, req) => s().orderList(authOf(req), input),
    });
  });
}
