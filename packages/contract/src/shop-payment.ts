import { z } from 'zod';
import { describeCall, noBody } from './call.ts';
import { PaymentMessages } from './payment-messages.ts';
import { ShopCartMessages } from './shop-cart-messages.ts';
import { intLike, positiveId } from './shop-cart.ts';
import { idSchema } from './whole-number.ts';

/**
 * Paying for an order by scanning a QR code (data-shop.md §3 "Payment request", §4 "Payment polling",
 * §7 "Payment"). Providers (sandbox | WeChat Pay v3 Native) sit behind one server interface; the
 * client only sees code_url and the order's status.
 */

/** Paths under /api. */
export const PaymentPaths = {
  getPayUrl: '/sys/Payment/getPayUrl',
  getOrderStatus: '/sys/Payment/getOrderStatus',
  /** where a provider posts its payment notification (:provider = sandbox | wechat) */
  notify: '/pay/notify/:provider',
  /** the sandbox provider's payment page: code_url points here */
  sandboxPage: '/pay/sandbox/:out_trade_no',
  /** the page's buttons: the payer's session confirms or fails the payment */
  sandboxConfirm: '/pay/sandbox/:out_trade_no/confirm',
  sandboxFail: '/pay/sandbox/:out_trade_no/fail',
  /** the page's script (the CSP allows no inline script) */
  sandboxScript: '/pay/sandbox-page.js',
} as const;

/** §9: the order status is polled every 2 s while the purchase modal is open. */
export const PAYMENT_POLL_MS = 2000;

export { PayType, PaymentMessages, PaymentStatus, SendStatus } from './payment-messages.ts';

const email = z
  .string({ error: PaymentMessages.emailRequired })
  .trim()
  .min(1, { error: PaymentMessages.emailRequired })
  .max(100, { error: PaymentMessages.emailInvalid })
  .pipe(z.email({ error: PaymentMessages.emailInvalid }));

/** money as the client saw it, in yuan (number or string with up to 2 decimals) */
const money = z
  .union(
    [
      z.number({ error: PaymentMessages.amountInvalid }),
      z
        .string({ error: PaymentMessages.amountInvalid })
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, { error: PaymentMessages.amountInvalid }),
    ],
    { error: PaymentMessages.amountInvalid },
  )
  .transform(Number)
  .pipe(z.number().positive({ error: PaymentMessages.amountInvalid }));

/**
 * getPayUrl (§3 payment request): money, shop_product_id or per_order_id, sys_user_id, type 1, email,
 * pay_type 0, count. The server prices the order itself; `money` must equal that price.
 */
export const getPayUrlRequest = z
  .object({
    money,
    shop_product_id: positiveId(ShopCartMessages.productId).optional(),
    per_order_id: positiveId(PaymentMessages.orderTarget).optional(),
    sys_user_id: idSchema.optional(),
    type: intLike.pipe(z.literal(1, { error: PaymentMessages.payTypeUnsupported })).default(1),
    email,
    pay_type: intLike.pipe(z.literal(0, { error: PaymentMessages.payTypeUnsupported })).default(0),
    count: intLike.pipe(z.number().int().min(0)).optional(),
  })
  .refine((r) => (r.shop_product_id === undefined) !== (r.per_order_id === undefined), {
    error: PaymentMessages.orderTarget,
  });
export type GetPayUrlRequest = z.input<typeof getPayUrlRequest>;

export const getPayUrlResponse = z.object({
  /** the text the QR code encodes */
  code_url: z.string(),
  /** the precise order paid, or null for a shop product */
  per_order_id: z.number().int().nullable(),
  /** the account order created for a shop product, or null */
  shop_order_id: z.number().int().nullable(),
  /** opaque id to poll getOrderStatus with (our trade number) */
  order_id: z.string(),
  order_code: z.string(),
  order_name: z.string(),
  /** yuan, two decimals */
  amount: z.string(),
  /** the QR stops working then (ISO UTC) */
  expires_at: z.string(),
});
export type GetPayUrlResponse = z.infer<typeof getPayUrlResponse>;

export const getOrderStatusRequest = z.object({
  order_id: z
    .string({ error: PaymentMessages.orderNotFound })
    .trim()
    .min(1, { error: PaymentMessages.orderNotFound })
    .max(64),
});
export type GetOrderStatusRequest = z.input<typeof getOrderStatusRequest>;

export const getOrderStatusResponse = z.object({
  /** PaymentStatus: 0 waiting (poll again), 1 paid, anything else failed */
  status: z.number().int(),
  /** SendStatus of the paid order's data: 0 poll again, 1 sent, 2 failed */
  is_send: z.number().int(),
  send_remark: z.string().nullable(),
});
export type GetOrderStatusResponse = z.infer<typeof getOrderStatusResponse>;

/** Our trade number (payment.out_trade_no): PAY + time + digits, or a provider-safe 6–32 characters. */
export const TRADE_NO_PATTERN = /^[0-9A-Za-z_-]{6,32}$/;

const sandboxParams = z.object({
  out_trade_no: z
    .string({ error: PaymentMessages.orderNotFound })
    .regex(TRADE_NO_PATTERN, { error: PaymentMessages.orderNotFound }),
});

/** What the sandbox page shows after its button: the payment's status then, a title and a line. */
export const sandboxSubmitResponse = z.object({
  /** PaymentStatus after the button */
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type SandboxSubmitResponse = z.infer<typeof sandboxSubmitResponse>;

/**
 * The shopper's payment calls (session required). The provider's notification and the sandbox page
 * itself are not calls; the sandbox page's two buttons are, and only the payer's session may use them.
 */
export const PaymentCalls = {
  getPayUrl: describeCall({
    method: 'POST',
    path: PaymentPaths.getPayUrl,
    summary: '下单并取支付二维码（服务器按商品或精准订单计价，money 须与之相等）',
    input: getPayUrlRequest,
    output: getPayUrlResponse,
  }),
  getOrderStatus: describeCall({
    method: 'POST',
    path: PaymentPaths.getOrderStatus,
    summary: '查询我的支付状态（0 待支付 1 已支付 2 失败 3 已关闭）及数据发送状态',
    input: getOrderStatusRequest,
    output: getOrderStatusResponse,
  }),
  sandboxConfirm: describeCall({
    method: 'POST',
    path: PaymentPaths.sandboxConfirm,
    summary: '沙箱支付：确认支付（仅下单用户本人）',
    input: noBody,
    params: sandboxParams,
    output: sandboxSubmitResponse,
  }),
  sandboxFail: describeCall({
    method: 'POST',
    path: PaymentPaths.sandboxFail,
    summary: '沙箱支付：模拟支付失败（仅下单用户本人）',
    input: noBody,
    params: sandboxParams,
    output: sandboxSubmitResponse,
  }),
};
