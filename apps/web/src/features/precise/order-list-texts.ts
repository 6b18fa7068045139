import { PreciseMessages, PreciseOrderMessages } from '@qishu/contract';

/**
 * 我的数据 → 精准查询's texts (data-shop.md §2, §4), apart from the wizard's: the list's page does not
 * carry the wizard's. PreciseTexts holds them too.
 */
export const PreciseOrderListTexts = {
  listEmpty: PreciseOrderMessages.empty,
  listLabel: '精准查询订单',
  listFailed: '精准查询订单加载失败',
  exportTime: PreciseOrderMessages.exportTime,
  orderTime: PreciseOrderMessages.orderTime,
  nums: '导出数量',
  orderAmount: '订单金额',
  sendEmail: '发送到邮箱',
  download: '下载数据',
  payNow: '去支付',
  unpaid: '未支付',
  paid: '已支付',
  exported: '已导出',
  sendingTag: '打包中',
  sendFailedTag: '发送失败',
  retry: '重试',
  sendSuccess: PreciseMessages.sendSuccess,
  sendFailed: PreciseMessages.sendFailed,
} as const;
