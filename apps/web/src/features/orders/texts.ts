/** User-visible texts of 我的订单 (/manin/manorder). */
export const OrderTexts = {
  unpaid: '未支付',
  paid: '已支付',
  emptyUnpaid: '暂无未支付订单',
  emptyPaid: '暂无已支付订单',
  loadFailed: '订单加载失败',
  retry: '重新加载',
  code: '订单编号',
  created: '下单时间',
  amount: '订单金额',
  listLabel: '订单列表',
  total: (n: number) => `共 ${n} 条`,
} as const;
