import {
  addCartResponse,
  shopBooleanResponse,
  cartProductRequest,
  delCartRequest,
  delCartResponse,
  getCartListRequest,
  getCartListResponse,
  getShopBasicDatasRequest,
  getShopBasicDatasResponse,
  getShopProductInfoResponse,
  getUserOrdersRequest,
  getUserOrdersResponse,
  shopProductIdRequest,
  ShopCartPaths as P,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const tags = ['数据商城'];

/** Shop calls of the 'cart' part (under /api/api/ShopProduct/): product detail, cart, account orders. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shopCart;

  // ── public: browsing a product ───────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'POST',
    url: P.getShopProductInfo,
    summary: '商品详情（名称、数据量、地区、行业、年份、来源、格式、大小、更新时间、价格）',
    tags,
    body: shopProductIdRequest,
    response: getShopProductInfoResponse,
    handler: (input) => s().productInfo(input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.getShopBasicDatas,
    summary: '商品数据预览：按商品筛选条件取真实企业（每页最多 10 条）',
    tags,
    body: getShopBasicDatasRequest,
    response: getShopBasicDatasResponse,
    handler: (input) => s().preview(input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.getProductStatus,
    summary: '商品是否在售（false = 已下架）',
    tags,
    body: shopProductIdRequest,
    response: shopBooleanResponse,
    handler: (input) => s().onShelf(input),
  });

  // ── the shopper's own cart and orders ────────────────────────────────────────────────────
  await app.register(async (scope) => {
    requireSession(scope);
    defineCall(scope, {
      method: 'POST',
      url: P.statusCart,
      summary: '商品是否已在我的购物车',
      tags,
      body: cartProductRequest,
      response: shopBooleanResponse,
      handler: (input, req) => s().inCart(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.addCart,
      summary: '加入购物车（重复加入、已下架答 400）',
      tags,
      body: cartProductRequest,
      response: addCartResponse,
      handler: (input, req) => s().addCart(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.getCartList,
      summary: '我的购物车（每页 10 条）',
      tags,
      body: getCartListRequest,
      response: getCartListResponse,
      handler: (input, req) => s().cartList(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.delCart,
      summary: '从我的购物车删除',
      tags,
      body: delCartRequest,
      response: delCartResponse,
      handler: (input, req) => s().delCart(authOf(req), input),
    });
    defineCall(scope, {
      method: 'POST',
      url: P.getUserOrders,
      summary: '我的订单（status 0 未支付 / 1 已支付，每页 10 条）',
      tags,
      body: getUserOrdersRequest,
      response: getUserOrdersResponse,
      handler: (input, req) => s().userOrders(authOf(req), input),
    });
  });
}
