import { z } from 'zod';
import { idSchema, wholeNumber } from './whole-number.ts';
import { pageOf, pageQuerySchema, searchText, timeRangeFields, timeRangeRefine } from './admin/paging.ts';
import { companyStatuses, companyTypes } from './company-filter.ts';
import { MAX_EXPORT_COUNT } from './precise-pricing.ts';
import { PRECISE_ORDER_PAGE_SIZE, PreciseOrderMessages } from './precise-order-messages.ts';
import {
  contactFlags,
  countFlags,
  flagLabels,
  regAmountOptions,
  regDateOptions,
  searchRangeOptions,
} from './precise-search-rules.ts';
import { intLike, positiveId } from './shop-cart.ts';

/**
 * The precise-search export wizard's orders (data-shop.md §3 "Precise order", §4 precise wizard,
 * §7 searchCondition, addAccurateScreeningOrder, getAccurateOrderList) and the back-office list
 * /malldata/precisequery. The search itself is AccurateScreening (precise-search.ts); paying is
 * getPayUrl with per_order_id (shop-payment.ts); re-sending and downloading are sendEmailDatas and
 * DownloadDirectly with per_order_id (shop-delivery.ts).
 */

// the texts and page size are precise-order-messages.ts; the paths and calls precise-order-calls.ts
// (exported beside this module by index.ts: they import its schemas)
export { PRECISE_ORDER_PAGE_SIZE, PreciseOrderMessages } from './precise-order-messages.ts';

// ── searchCondition ─────────────────────────────────────────────────────────────────────

/**
 * One option group of the wizard's step 0 (§7 searchCondition: "filter option groups with title and
 * value list"). `field` is the AccurateScreening parameter the group fills; `multiple` says whether
 * several values may be chosen; a flag group's values are parameter names set to 1.
 * Regions and industries are not groups here: they come from getCityAll and getIndustryList.
 */
export const searchConditionGroupSchema = z.object({
  field: z.string(),
  title: z.string(),
  multiple: z.boolean(),
  /** 'option': value is 'index|label' or a code; 'flag': value is a parameter name */
  kind: z.enum(['option', 'flag']),
  values: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SearchConditionGroup = z.infer<typeof searchConditionGroupSchema>;
export const searchConditionResponse = z.object({ groups: z.array(searchConditionGroupSchema) });
export type SearchConditionResponse = z.infer<typeof searchConditionResponse>;

/** 'index|label' of an option list (§3: search_range is stored that way; the other lists alike). */
const indexed = (labels: readonly string[]) => labels.map((label, i) => ({ value: `${i}|${label}`, label }));

/**
 * The option groups of the wizard's step 0, from the option lists of precise-search.ts: search_range,
 * reg_amount (自定义 at index 4), reg_date (自定义 at 6) as 'index|label'; status and types as the
 * value itself; the contact choice (at most one) and the has-X flags as parameter names.
 */
export function searchConditionGroups(): SearchConditionGroup[] {
  const flags = (names: readonly (keyof typeof flagLabels)[]) =>
    names.map((name) => ({ value: name, label: flagLabels[name] }));
  return [
    {
      field: 'search_range',
      title: '搜索范围',
      multiple: true,
      kind: 'option',
      values: indexed(searchRangeOptions),
    },
    {
      field: 'reg_amount',
      title: '注册资本',
      multiple: true,
      kind: 'option',
      values: indexed(regAmountOptions.map((o) => o.label)),
    },
    {
      field: 'reg_date',
      title: '成立年限',
      multiple: true,
      kind: 'option',
      values: indexed(regDateOptions.map((o) => o.label)),
    },
    {
      field: 'status',
      title: '经营状态',
      multiple: true,
      kind: 'option',
      values: companyStatuses.map((v) => ({ value: v, label: v })),
    },
    {
      field: 'types',
      title: '企业类型',
      multiple: true,
      kind: 'option',
      values: companyTypes.map((v) => ({ value: v, label: v })),
    },
    { field: 'contact', title: '联系方式', multiple: false, kind: 'flag', values: flags(contactFlags) },
    { field: 'more', title: '更多筛选', multiple: true, kind: 'flag', values: flags(countFlags) },
  ];
}

// ── addAccurateScreeningOrder ───────────────────────────────────────────────────────────

const email = z
  .string({ error: PreciseOrderMessages.emailRequired })
  .trim()
  .min(1, { error: PreciseOrderMessages.emailRequired })
  .max(100, { error: PreciseOrderMessages.emailInvalid })
  .pipe(z.email({ error: PreciseOrderMessages.emailInvalid }));

/**
 * §7 addAccurateScreeningOrder (nums, condition, content, sys_user_id, email, search_arr). The order
 * refers to the saved search by its id (AccurateScreening's shop_search_condition_id); the server
 * takes the condition, its text and search_arr from that saved row, never from the body, and prices
 * nums itself. `condition`, `content` and `search_arr` of the old client are accepted and ignored.
 */
export const addAccurateScreeningOrderRequest = z.object({
  shop_search_condition_id: positiveId(PreciseOrderMessages.conditionNotFound),
  nums: z
    .union([intLike, z.literal(''), z.null(), z.undefined()], { error: PreciseOrderMessages.countRequired })
    .pipe(
      z
        .number({ error: PreciseOrderMessages.countRequired })
        .int({ error: PreciseOrderMessages.countRequired })
        .min(1, { error: PreciseOrderMessages.countRequired })
        .max(MAX_EXPORT_COUNT, { error: PreciseOrderMessages.countTooLarge }),
    ),
  email,
  sys_user_id: idSchema.optional(),
  condition: z.unknown().optional(),
  content: z.unknown().optional(),
  search_arr: z.unknown().optional(),
});
export type AddAccurateScreeningOrderRequest = z.input<typeof addAccurateScreeningOrderRequest>;

export const addAccurateScreeningOrderResponse = z.object({
  per_order_id: z.number().int().positive(),
  order_code: z.string(),
  order_name: z.string(),
  nums: z.number().int().positive(),
  /** yuan, two decimals: the money to send to getPayUrl */
  amount: z.string(),
});
export type AddAccurateScreeningOrderResponse = z.infer<typeof addAccurateScreeningOrderResponse>;

// ── getAccurateOrderList (my data → 精准查询) ───────────────────────────────────────────

export const getAccurateOrderListRequest = z.object({
  sys_user_id: idSchema.optional(),
  page: intLike.pipe(z.number().int().min(1)).default(1),
  size: intLike.pipe(z.number().int().min(1).max(50)).default(PRECISE_ORDER_PAGE_SIZE),
});
export type GetAccurateOrderListRequest = z.input<typeof getAccurateOrderListRequest>;

/** §3 "Precise order" as the buyer sees it. */
export const preciseOrderSchema = z.object({
  per_order_id: z.number().int(),
  order_code: z.string(),
  order_name: z.string(),
  search_arr: z.array(z.object({ title: z.string(), value: z.string() })),
  /** the condition as one line (cut to 120 characters + … by the client, §9) */
  search_text: z.string(),
  nums: z.number().int(),
  /** yuan, two decimals */
  amount: z.string(),
  /** 1 = exported (export time, send-by-e-mail and download); otherwise order time */
  order_status: z.number().int(),
  /** payment: 0 unpaid, 1 paid */
  status: z.number().int(),
  /** ISO UTC */
  order_created: z.string(),
  /** ISO UTC, when order_status is 1 */
  exported_at: z.string().nullable(),
  email: z.string(),
  shop_search_condition_id: z.number().int().nullable(),
  /** 0 not yet, 1 sent, 2 failed */
  is_send: z.number().int(),
  send_remark: z.string().nullable(),
});
export type PreciseOrder = z.infer<typeof preciseOrderSchema>;
export const getAccurateOrderListResponse = z.object({
  res: z.array(preciseOrderSchema),
  count: z.number().int(),
});
export type GetAccurateOrderListResponse = z.infer<typeof getAccurateOrderListResponse>;

// ── back-office /malldata/precisequery ──────────────────────────────────────────────────

const preciseAdminFields = {
  /** order code, buyer phone or e-mail (part of it) */
  keyword: searchText(50),
  status: wholeNumber(z.number().int().min(0).max(1).optional()),
  order_status: wholeNumber(z.number().int().min(0).max(1).optional()),
  is_send: wholeNumber(z.number().int().min(0).max(2).optional()),
  ...timeRangeFields,
};
export const preciseAdminQuerySchema = pageQuerySchema.extend(preciseAdminFields).refine(...timeRangeRefine);
export type PreciseAdminQuery = z.output<typeof preciseAdminQuerySchema>;

export const preciseAdminRowSchema = preciseOrderSchema.extend({
  sys_user_id: z.number().int(),
  /** the buyer's phone and name */
  username: z.string(),
  realname: z.string().nullable(),
  usr_agent_id: z.number().int(),
  /** the buyer's organisation */
  agent_name: z.string(),
  /** ISO UTC, when paid */
  paid_at: z.string().nullable(),
  /** how many deliveries (payment, resends) the order has had */
  delivery_count: z.number().int(),
  /**
   * the newest delivery (null before payment). Its file is also reachable from 已发布数据
   * (/malldata/publisheddata/:id/download and /resend take this id).
   */
  data_delivery_id: z.number().int().nullable(),
});
export type PreciseAdminRow = z.infer<typeof preciseAdminRowSchema>;
export const preciseAdminPageSchema = pageOf(preciseAdminRowSchema);
