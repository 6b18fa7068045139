/**
 * Custom data requests (agent_label_apply) end to end: the requester's form and list, the states
 * and who may move a request between them, the staff's review and processing at /sys/apply, the
 * price and the payment (data-shop.md §2 "Custom route /custom", "Custom record detail modal",
 * "My data"; §3 Customisation; §4; §5; §7 ApplySpecialDatas, getCustomizeDataList, delPerCustData,
 * setPerCustData, getPreviewInfo, getCustomizedDataPricing, addPerCustDataOrders;
 * shell-and-backoffice.md §2–§4). Paying is getPayUrl with the order's per_order_id; sending again
 * and downloading are sendEmailDatas and DownloadDirectly with it (shop-delivery.ts).
 * Spec texts verbatim; the others are ours in the same voice.
 */
import { z } from 'zod';
import { idSchema, idWith, wholeNumber } from './whole-number.ts';
import {
  optionalText,
  pageOf,
  pageQuerySchema,
  searchText,
  timeRangeFields,
  timeRangeRefine,
} from './admin/paging.ts';
import { accurateScreeningRequest, precisePreviewRowSchema, PREVIEW_ROWS } from './precise-search.ts';
import { CUSTOM_EMAIL_PATTERN, CustomRequestMessages } from './custom-request-messages.ts';
import { CustomRequestLimits } from './custom-request-rules.ts';
import { intLike, positiveId } from './shop-cart.ts';

// the states, texts, row actions, steps and limits are custom-request-rules.ts; the paths and calls
// custom-request-calls.ts (exported beside this module by index.ts: they import its schemas)
export {
  CUSTOM_MIN_PRICE_FEN,
  CUSTOM_REJECTED_STEP,
  canCustomRequest,
  customPriceFen,
  customRequestRefusal,
  customRequestRowActions,
  customRequestStartStep,
  customRequestStatusColour,
  customRequestStatusColours,
  customRequestStatusText,
  customRequestStatusTexts,
  customRequestSteps,
  customRequestTransitions,
  CustomRequestLimits,
  CustomRequestStatus,
  isCustomRequestEditable,
  type CustomRequestAction,
  type CustomRequestRowAction,
  type CustomRequestStatusValue,
  type CustomRequestTransition,
} from './custom-request-rules.ts';

/** The order of a request as the requester sees it: the newest one, paid or not. */
export const customRequestOrderSchema = z.object({
  per_order_id: z.number().int(),
  order_code: z.string(),
  /** 0 unpaid, 1 paid */
  status: z.number().int(),
  nums: z.number().int(),
  email: z.string(),
  /** yuan */
  amount: z.string(),
  /** SendStatus: 0 not yet, 1 sent, 2 failed */
  is_send: z.number().int(),
  send_remark: z.string().nullable(),
});
export type CustomRequestOrder = z.infer<typeof customRequestOrderSchema>;

// ── messages ─────────────────────────────────────────────────────────────────────────────

export { CUSTOM_EMAIL_PATTERN, CustomRequestMessages, customEmailError } from './custom-request-messages.ts';

/** The message the requester receives when staff change the request (the message centre). */
export function customRequestNotice(
  kind: 'approved' | 'rejected' | 'done',
  request: { name: string; reason?: string | null; nums?: number | null; price?: string | null },
): { title: string; content: string } {
  const M = CustomRequestMessages;
  if (kind === 'approved') {
    return {
      title: M.noticeApprovedTitle,
      content: `您的定制需求「${request.name}」已审核通过，工作人员正在处理数据，处理完成后将通知您。`,
    };
  }
  if (kind === 'rejected') {
    return {
      title: M.noticeRejectedTitle,
      content: `您的定制需求「${request.name}」审核未通过，原因：${request.reason ?? ''}。可在我的数据-个性化定制中修改后重新提交。`,
    };
  }
  return {
    title: M.noticeDoneTitle,
    content: `您的定制需求「${request.name}」已处理完成，共${request.nums ?? 0}条数据，价格${request.price ?? ''}元。请在我的数据-个性化定制中购买，支付后数据将发送到您的邮箱。`,
  };
}

// ── the requester's form ─────────────────────────────────────────────────────────────────

/**
 * The form fields, one rule set for the modal and the server: name, year (yyyy), explanation,
 * filter condition, exclusion condition. Character counts are code points, as the counters show them.
 */
export const customRequestFields = {
  name: z
    .string({ error: CustomRequestMessages.nameRequired })
    .trim()
    .min(1, CustomRequestMessages.nameRequired)
    .refine((v) => [...v].length <= CustomRequestLimits.nameMax, CustomRequestMessages.nameTooLong),
  label_year: z
    .string()
    .trim()
    .refine((v) => v === '' || /^(19|20)\d{2}$/.test(v), CustomRequestMessages.yearInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  explain: optionalText(CustomRequestLimits.explainMax, CustomRequestMessages.explainTooLong),
  filter_condition: z
    .string({ error: CustomRequestMessages.filterRequired })
    .trim()
    .min(1, CustomRequestMessages.filterRequired)
    .refine((v) => [...v].length >= CustomRequestLimits.filterMin, CustomRequestMessages.filterTooShort)
    .refine((v) => [...v].length <= CustomRequestLimits.filterMax, CustomRequestMessages.filterTooLong),
  del_condition: optionalText(CustomRequestLimits.delMax, CustomRequestMessages.delTooLong),
};

export const customRequestFormSchema = z.object(customRequestFields);
export type CustomRequestForm = z.input<typeof customRequestFormSchema>;

/** POST applySpecialData (ApplySpecialDatas): the form, sys_user_id and type. */
export const applySpecialDataRequest = customRequestFormSchema.extend({
  /** must be the caller's (403 otherwise) */
  sys_user_id: idWith(CustomRequestMessages.userMissing),
  /** 1 submit for review, 0 save as draft */
  type: z.union([z.literal(0), z.literal(1)], { error: CustomRequestMessages.typeInvalid }),
  /** set to change an existing draft or rejected request of the caller */
  agent_label_apply_id: idSchema.optional(),
});
export type ApplySpecialDataRequest = z.input<typeof applySpecialDataRequest>;

export const applySpecialDataResponse = z.object({
  agent_label_apply_id: z.number().int(),
  status: z.number().int(),
  message: z.string(),
});
export type ApplySpecialDataResponse = z.infer<typeof applySpecialDataResponse>;

// ── the request as it is shown ───────────────────────────────────────────────────────────

/** Where a processed request's data comes from: a frozen precise search or an uploaded file. */
export const customDataSources = ['search', 'file'] as const;
export type CustomDataSource = (typeof customDataSources)[number];

export const customRequestRowSchema = z.object({
  agent_label_apply_id: z.number().int(),
  name: z.string(),
  label_year: z.string().nullable(),
  explain: z.string().nullable(),
  filter_condition: z.string(),
  del_condition: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  /** the rejection reason (app_remark, else label_remark) */
  app_remark: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  /** what staff attached: the search's description, or the uploaded file's name; null before */
  condition: z.string().nullable(),
  data_source: z.enum(customDataSources).nullable(),
  /** the precise search staff attached (null for a file) */
  shop_search_condition_id: z.number().int().nullable(),
  /** done: how many records the requester buys */
  nums: z.number().int().nullable(),
  /** done: the price in yuan, at least 1 (customPriceFen) */
  price: z.string().nullable(),
  order: customRequestOrderSchema.nullable(),
});
export type CustomRequestRow = z.infer<typeof customRequestRowSchema>;

export const applyListQuery = pageQuerySchema;
export const applyListResponse = pageOf(customRequestRowSchema);

/** Body of the calls on one of the caller's requests. */
export const customRequestIdRequest = z.object({
  agent_label_apply_id: positiveId(CustomRequestMessages.idRequired),
  /** checked against the session when sent (403 otherwise) */
  sys_user_id: idSchema.optional(),
});

export const customRequestMessageResponse = z.object({ message: z.string() });

/** getPreviewInfo: the data's count and its first 10 rows (precise preview columns). */
export const customPreviewResponse = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(precisePreviewRowSchema).max(PREVIEW_ROWS),
});
export type CustomPreviewResponse = z.infer<typeof customPreviewResponse>;

/** getCustomizedDataPricing: the request's count and price (yuan, at least min_price). */
export const customPricingResponse = z.object({
  nums: z.number().int(),
  price: z.string(),
  min_price: z.string(),
});
export type CustomPricingResponse = z.infer<typeof customPricingResponse>;

const email = z
  .string({ error: CustomRequestMessages.emailRequired })
  .trim()
  .min(1, { error: CustomRequestMessages.emailRequired })
  .max(100, { error: CustomRequestMessages.emailInvalid })
  .regex(CUSTOM_EMAIL_PATTERN, { error: CustomRequestMessages.emailInvalid });

/**
 * addPerCustDataOrders: the order of a done request at its price, to `email`. An unpaid order of
 * the request is reused (its e-mail updated), so paying twice never makes two orders.
 */
export const customOrderRequest = customRequestIdRequest.extend({ email });
export type CustomOrderRequest = z.input<typeof customOrderRequest>;
export const customOrderResponse = z.object({
  per_order_id: z.number().int(),
  order_code: z.string(),
  order_name: z.string(),
  nums: z.number().int(),
  /** yuan: what getPayUrl's money must be */
  amount: z.string(),
});
export type CustomOrderResponse = z.infer<typeof customOrderResponse>;

// ── staff (/sys/apply) ───────────────────────────────────────────────────────────────────

export const customAdminListQuery = pageQuerySchema
  .extend({
    status: wholeNumber(z.number().int().min(0).max(4).optional()),
    usr_agent_id: idSchema.optional(),
    /** name, filter condition, the requester's phone or name */
    keyword: searchText(),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export type CustomAdminListQuery = z.input<typeof customAdminListQuery>;

export const customAdminRowSchema = customRequestRowSchema.extend({
  sys_user_id: z.number().int(),
  username: z.string().nullable(),
  realname: z.string().nullable(),
  usr_agent_id: z.number().int(),
  agent_name: z.string().nullable(),
  /** how many records the attached data has (the search's count or the file's rows) */
  data_count: z.number().int().nullable(),
  data_file_name: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type CustomAdminRow = z.infer<typeof customAdminRowSchema>;
export const customAdminPage = pageOf(customAdminRowSchema);

export const customAdminAgentSchema = z.object({ usr_agent_id: z.number().int(), agent_name: z.string() });
/** The organisations that filed requests (the list's organisation filter). */
export const customAdminAgentsSchema = z.array(customAdminAgentSchema);

export const customRejectRequest = z.object({
  reason: z
    .string({ error: CustomRequestMessages.rejectReasonRequired })
    .trim()
    .min(1, CustomRequestMessages.rejectReasonRequired)
    .max(CustomRequestLimits.rejectReasonMax, CustomRequestMessages.rejectReasonTooLong),
});
export type CustomRejectRequest = z.input<typeof customRejectRequest>;

/** The wizard's search parameters, without the requester's id (staff search for the requester). */
export const customAttachSearchRequest = accurateScreeningRequest;
export type CustomAttachSearchRequest = z.input<typeof customAttachSearchRequest>;

/** What attaching data answers: the count, a 10-row preview and how the data is described. */
export const customAttachResponse = z.object({
  count: z.number().int().nonnegative(),
  res: z.array(precisePreviewRowSchema).max(PREVIEW_ROWS),
  condition: z.string(),
  row: customAdminRowSchema,
});
export type CustomAttachResponse = z.infer<typeof customAttachResponse>;

const yuan = z
  .union([z.number(), z.string().trim()], { error: CustomRequestMessages.priceRequired })
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .min(1, CustomRequestMessages.priceRequired)
      .regex(/^\d{1,8}(\.\d{1,2})?$/, CustomRequestMessages.priceInvalid),
  )
  .refine((v) => Number(v) > 0, CustomRequestMessages.priceInvalid);

export const customFinishRequest = z.object({
  // empty → numsRequired; a fraction, a negative or text → numsInvalid (not zod's generic text)
  nums: z
    .union([intLike, z.number(), z.undefined(), z.null(), z.literal('')], {
      error: CustomRequestMessages.numsInvalid,
    })
    .pipe(
      z
        .number({ error: CustomRequestMessages.numsRequired })
        .int(CustomRequestMessages.numsInvalid)
        .positive(CustomRequestMessages.numsInvalid),
    ),
  /** yuan; a price under 1 yuan is raised to 1 */
  price: yuan,
});
export type CustomFinishRequest = z.input<typeof customFinishRequest>;
