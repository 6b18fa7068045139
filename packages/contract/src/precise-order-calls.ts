import { downloadLinkSchema, resendInputSchema, resendResultSchema } from './admin/mall-orders.ts';
import { idParamSchema } from './admin/paging.ts';
import { describeCall, noBody } from './call.ts';
import { getNumsToPricesRequest, getNumsToPricesResponse } from './precise-pricing.ts';
import {
  addAccurateScreeningOrderRequest,
  addAccurateScreeningOrderResponse,
  getAccurateOrderListRequest,
  getAccurateOrderListResponse,
  preciseAdminPageSchema,
  preciseAdminQuerySchema,
} from './precise-orders.ts';
import { PreciseConditionCalls } from './precise-condition-calls.ts';
import { accurateScreeningRequest, accurateScreeningResponse } from './precise-search.ts';
import { PrecisePaths } from './precise-search-rules.ts';

// the precise search's and its orders' calls apart from their schemas: in the browser build a call keeps
// only its method and path (contract-without-call-schemas), so a page that calls them loads no zod

/** Paths under /api (the /api/ShopProduct/ reading of §7; the back-office list under /malldata). */
export const PreciseOrderPaths = {
  adminList: '/malldata/precisequery',
  /** a fresh download link of the order's newest built file (mall:precise:download) */
  adminDownload: '/malldata/precisequery/:id/download',
  /** a new delivery of the paid order, to its e-mail or `email` (mall:precise:resend) */
  adminResend: '/malldata/precisequery/:id/resend',
} as const;

/**
 * The precise-search export wizard's calls (under /api/api/ShopProduct/): the option groups and
 * pricing are public; searching, ordering and the buyer's list need a session.
 */
export const PreciseCalls = {
  ...PreciseConditionCalls,
  getNumsToPrices: describeCall({
    method: 'POST',
    path: PrecisePaths.getNumsToPrices,
    summary:
      '导出数量的价格（后台参数 precise.price_tiers 阶梯单价，分段累计；最低金额 precise.min_price_fen）',
    input: getNumsToPricesRequest,
    output: getNumsToPricesResponse,
  }),
  accurateScreening: describeCall({
    method: 'POST',
    path: PrecisePaths.accurateScreening,
    summary: '精准查询：企业数量、前 10 条预览与条件文字；保存条件（ES_sql 为其不透明编号）',
    input: accurateScreeningRequest,
    output: accurateScreeningResponse,
  }),
  addAccurateScreeningOrder: describeCall({
    method: 'POST',
    path: PrecisePaths.addAccurateScreeningOrder,
    summary: '按我保存的精准查询条件下单（服务器计价；之后以 per_order_id 调 getPayUrl 支付）',
    input: addAccurateScreeningOrderRequest,
    output: addAccurateScreeningOrderResponse,
  }),
  getAccurateOrderList: describeCall({
    method: 'POST',
    path: PrecisePaths.getAccurateOrderList,
    summary: '我的精准查询订单（最新在前，每页 10 条）',
    input: getAccurateOrderListRequest,
    output: getAccurateOrderListResponse,
  }),
};

/** 精准查询订单 /malldata/precisequery: list, download and resend (permissions mall:precise:*). */
export const PreciseOrderCalls = {
  adminList: describeCall({
    method: 'GET',
    path: PreciseOrderPaths.adminList,
    summary: '精准查询订单（按订单号/手机号/邮箱、支付状态、导出状态、发送状态、下单时间搜索）',
    perm: 'mall:precise:list',
    input: preciseAdminQuerySchema,
    output: preciseAdminPageSchema,
  }),
  adminDownload: describeCall({
    method: 'POST',
    path: PreciseOrderPaths.adminDownload,
    summary: '精准查询订单数据文件的限时下载链接（最新一次发送的文件）',
    perm: 'mall:precise:download',
    input: noBody,
    params: idParamSchema,
    output: downloadLinkSchema,
  }),
  adminResend: describeCall({
    method: 'POST',
    path: PreciseOrderPaths.adminResend,
    summary: '补发精准查询订单数据（已支付订单；默认发往下单邮箱）',
    perm: 'mall:precise:resend',
    input: resendInputSchema,
    params: idParamSchema,
    output: resendResultSchema,
  }),
};
