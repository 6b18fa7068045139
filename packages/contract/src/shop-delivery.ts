import { z } from 'zod';
import { PaymentMessages } from './payment-messages.ts';
import { positiveId } from './shop-cart.ts';

/**
 * Delivering bought data: the .xlsx export (data-shop.md §1 "Exported fields") mailed to the buyer,
 * downloads, re-sending (§7 DownloadDirectly, getemailInfo, sendEmailDatas).
 */

export { EXPORT_COLUMNS, type ExportColumnKey } from './export-columns.ts';

/**
 * A spreadsheet cell that starts with = + - @ (or a tab / carriage return) would run as a formula
 * when opened (CSV/formula injection). Such text is prefixed with an apostrophe. The one guard of
 * every file the server writes (the delivered data files and every list export); a sign alone
 * ("-" for "none") is no formula and stays as it is.
 */
export function guardFormula(text: string): string {
  return text.length > 1 && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const DeliveryMessages = {
  sent: '数据已发送至您的邮箱，请注意查收',
  notPaid: '订单尚未支付',
  notReady: '数据正在打包中，请稍后再试',
  linkExpired: '下载链接已过期，请在"我的订单"中重新获取',
  linkNotFound: '下载链接无效，请在"我的订单"中重新获取',
  orderNotFound: PaymentMessages.orderNotFound,
  emailRequired: PaymentMessages.emailRequired,
  emailInvalid: PaymentMessages.emailInvalid,
  tooOften: '发送过于频繁，请稍后再试',
  orderTarget: '请选择订单',
} as const;

const email = z
  .string({ error: DeliveryMessages.emailRequired })
  .trim()
  .min(1, { error: DeliveryMessages.emailRequired })
  .max(100, { error: DeliveryMessages.emailInvalid })
  .pipe(z.email({ error: DeliveryMessages.emailInvalid }));

// getemailInfo (the mall's server-side e-mail check) is the identity call IdentityPaths.shopEmailCheck:
// `{ email }` → `{ valid: boolean }` (identity/calls.ts emailCheckRequest / validResponse).

/** One of the caller's paid orders: a precise order (per_order_id) or an account order (shop_order_id). */
const orderRef = {
  per_order_id: positiveId(DeliveryMessages.orderTarget).optional(),
  shop_order_id: positiveId(DeliveryMessages.orderTarget).optional(),
};
const oneOrder = (r: { per_order_id?: number | undefined; shop_order_id?: number | undefined }) =>
  (r.per_order_id === undefined) !== (r.shop_order_id === undefined);

/** DownloadDirectly: a download link for the order's export file (§7: "file path"). */
export const downloadDirectlyRequest = z
  .object(orderRef)
  .refine(oneOrder, { error: DeliveryMessages.orderTarget });
export type DownloadDirectlyRequest = z.input<typeof downloadDirectlyRequest>;
export const downloadDirectlyResponse = z.object({
  /** path on this host, e.g. /api/download/<token> */
  url: z.string(),
  file_name: z.string(),
  /** ISO UTC */
  expires_at: z.string(),
});
export type DownloadDirectlyResponse = z.infer<typeof downloadDirectlyResponse>;

/**
 * sendEmailDatas: mail the order's data again (to `email`). The old client also sends url or
 * shop_search_condition_id, title, content and nums; the server uses the order's own frozen data.
 */
export const sendEmailDatasRequest = z
  .object({
    ...orderRef,
    email,
    url: z.string().max(500).optional(),
    shop_search_condition_id: z.union([z.string(), z.number()]).optional(),
    title: z.string().max(100).optional(),
    content: z.string().max(2000).optional(),
    nums: z.union([z.string(), z.number()]).optional(),
  })
  .refine(oneOrder, { error: DeliveryMessages.orderTarget });
export type SendEmailDatasRequest = z.input<typeof sendEmailDatasRequest>;
export const sendEmailDatasResponse = z.object({ message: z.string() });

/** The buyer's delivery calls (session required); the download itself (/download/:token) streams a file. */
