import { describeCall } from './call.ts';
import {
  addCartResponse,
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
  shopBooleanResponse,
  shopProductIdRequest,
} from './shop-cart.ts';

// the cart part's paths and calls apart from its schemas: in the browser build a call keeps only its
// method and path (contract-without-call-schemas), so a page that calls the cart loads no zod

/** Paths under /api (data-shop.md §7, the /api/ShopProduct/ reading). */
export const ShopCartPaths = {
  getShopProductInfo: '/api/ShopProduct/getShopProductInfo',
  getShopBasicDatas: '/api/ShopProduct/getShopBasicDatas',
  getProductStatus: '/api/ShopProduct/getProductStatus',
  statusCart: '/api/ShopProduct/StatusCart',
  statusBought: '/api/ShopProduct/StatusBought',
  addCart: '/api/ShopProduct/addCart',
  getCartList: '/api/ShopProduct/getCartList',
  delCart: '/api/ShopProduct/delCart',
  getUserOrders: '/api/ShopProduct/getUserOrders',
} as const;

/** The calls of the shop's 'cart' part: product detail, cart and account orders. */
export const ShopCartCalls = {
  getShopProductInfo: describeCall({
    method: 'POST',
    path: ShopCartPaths.getShopProductInfo,
    summary: '商品详情（名称、数据量、地区、行业、年份、来源、格式、大小、更新时间、价格）',
    input: shopProductIdRequest,
    output: getShopProductInfoResponse,
  }),
  getShopBasicDatas: describeCall({
    method: 'POST',
    path: ShopCartPaths.getShopBasicDatas,
    summary: '商品数据预览：按商品筛选条件取真实企业（每页最多 10 条）',
    input: getShopBasicDatasRequest,
    output: getShopBasicDatasResponse,
  }),
  getProductStatus: describeCall({
    method: 'POST',
    path: ShopCartPaths.getProductStatus,
    summary: '商品是否在售（false = 已下架）',
    input: shopProductIdRequest,
    output: shopBooleanResponse,
  }),
  statusCart: describeCall({
    method: 'POST',
    path: ShopCartPaths.statusCart,
    summary: '商品是否已在我的购物车',
    input: cartProductRequest,
    output: shopBooleanResponse,
  }),
  statusBought: describeCall({
    method: 'POST',
    path: ShopCartPaths.statusBought,
    summary: '我是否已购买（已支付）该商品',
    input: cartProductRequest,
    output: shopBooleanResponse,
  }),
  addCart: describeCall({
    method: 'POST',
    path: ShopCartPaths.addCart,
    summary: '加入购物车（重复加入、已下架、已购买答 400）',
    input: cartProductRequest,
    output: addCartResponse,
  }),
  getCartList: describeCall({
    method: 'POST',
    path: ShopCartPaths.getCartList,
    summary: '我的购物车（每页 10 条）',
    input: getCartListRequest,
    output: getCartListResponse,
  }),
  delCart: describeCall({
    method: 'POST',
    path: ShopCartPaths.delCart,
    summary: '从我的购物车删除',
    input: delCartRequest,
    output: delCartResponse,
  }),
  getUserOrders: describeCall({
    method: 'POST',
    path: ShopCartPaths.getUserOrders,
    summary: '我的订单（status 0 未支付 / 1 已支付，每页 10 条）',
    input: getUserOrdersRequest,
    output: getUserOrdersResponse,
  }),
};
