import { IdentityMessages } from './identity/messages.ts';
import { ShopCartMessages } from './shop-cart-messages.ts';

// the payment's states, texts and poll interval (data-shop.md §3, §9), apart from its schemas: pages that only
// show them load no zod

/** Payment type 0 is the wallet app (WeChat); type 1 is a payment (§3). */
export const PayType = { wallet: 0 } as const;

/** payment.status / getOrderStatus.status: 0 waiting, 1 paid, 2 failed, 3 closed (timed out). */
export const PaymentStatus = { waiting: 0, paid: 1, failed: 2, closed: 3 } as const;
/** is_send of an order: 0 not yet (poll again), 1 sent, 2 failed (show send_remark). */
export const SendStatus = { pending: 0, sent: 1, failed: 2 } as const;

/** §9: the order status is polled every 2 s while the purchase modal is open. */
export const PAYMENT_POLL_MS = 2000;

export const PaymentMessages = {
  paySuccess: '支付成功',
  payFailed: '支付失败',
  payClosed: '订单已超时关闭，请重新下单',
  sendSuccess: '数据发送成功',
  sending: '数据正在打包发送，请稍候…',
  sendFailed: '数据发送失败！',
  emailRequired: '请输入邮箱',
  emailInvalid: IdentityMessages.emailInvalid,
  withdrawn: ShopCartMessages.withdrawn,
  productNotFound: ShopCartMessages.productNotFound,
  orderTarget: '请选择要购买的数据产品或订单',
  priceChanged: '商品价格已变更，请刷新页面后重新下单',
  amountInvalid: '支付金额不正确',
  payTypeUnsupported: '暂不支持该支付方式',
  orderNotFound: '订单不存在',
  orderPaid: '该订单已支付，无需重复支付',
  providerDown: '支付服务暂时不可用，请稍后重试',
  sandboxOff: '沙箱支付未启用',
  sandboxNotPayer: '只有下单的用户本人可以确认或取消该支付，请在下单时登录的浏览器中打开此页面',
  sandboxNotApplied: '支付未能完成，请重新下单',
} as const;
