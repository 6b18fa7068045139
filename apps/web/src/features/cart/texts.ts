import { ShopCartMessages } from '@qishu/contract';

/** User-visible texts of 我的购物车 (/manin/cart). */
export const CartTexts = {
  listLabel: '购物车商品列表',
  empty: '购物车还是空的，去商城挑选数据吧',
  goShopping: '去商城看看',
  loadFailed: '购物车加载失败',
  retry: '重新加载',
  buyNow: '立即购买',
  bought: '已购买',
  boughtNotice: '您已购买过该数据，无需重复购买',
  toOrders: '到我的订单下载',
  delete: '删除',
  confirmTitle: '确认删除',
  confirmBody: '确定从购物车删除该商品吗？',
  ok: '删除',
  cancel: '取消',
  deleted: ShopCartMessages.deleted,
  soldOff: '已下架',
  soldOffNotice: ShopCartMessages.withdrawn,
  added: (time: string) => `加入时间 ${time}`,
  recordCount: '数据量',
  recordUnit: '条',
  area: '地区',
  industry: '行业',
  year: '年份',
  total: (n: number) => `共 ${n} 件`,
} as const;
