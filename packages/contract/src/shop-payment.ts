import { z } from 'zod';
import { PaymentMessages } from './payment-messages.ts';
import { ShopCartMessages } from './shop-cart-messages.ts';
import { intLike, positiveId } from './shop-cart.ts';
import { idSchema } from './whole-number.ts';

/**
 * Paying for an order by scanning a QR code (data-shop.md §3 "Payment request", §4 "Payment polling",
 * §7 "Payment"). Providers (sandbox | WeChat Pay v3 Native) sit behind one server interface; the
 * client only sees code_url and the order's status.
 */

// the paths and calls are shop-payment-calls.ts (exported beside this module by index.ts: they import its
// schemas)
export { PAYMENT_POLL_MS, PayType, PaymentMessages, PaymentStatus, SendStatus } from './payment-messages.ts';

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

/** The sandbox page's path parameter: our trade number. */
export const sandboxParams = z.object({
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
