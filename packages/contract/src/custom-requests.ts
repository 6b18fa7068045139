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
  idParamSchema,
  optionalText,
  pageOf,
  pageQuerySchema,
  searchText,
  timeRangeFields,
  timeRangeRefine,
} from './admin/paging.ts';
import { describeCall, noInput } from './call.ts';
import { MIN_PRICE_FEN } from './precise-pricing.ts';
import { accurateScreeningRequest, precisePreviewRowSchema, PREVIEW_ROWS } from './precise-search.ts';
import { CustomRequestMessages } from './custom-request-messages.ts';
import { intLike, positiveId } from './shop-cart.ts';

// ── paths ────────────────────────────────────────────────────────────────────────────────

/** Paths under /api: the requester's under /ShopProduct (§7's names), the staff's under /sys/apply. */
export const CustomRequestPaths = {
  /** POST: save a request (type 1 submit, 0 draft); agent_label_apply_id changes a draft or a rejected one */
  apply: '/api/ShopProduct/applySpecialData',
  /** GET: the caller's own requests, newest first (getCustomizeDataList) */
  list: '/api/ShopProduct/getApplyList',
  /** GET: one of the caller's requests (the record detail modal) */
  detail: '/api/ShopProduct/getApply/:id',
  /** POST: withdraw a request under review or in processing back to a draft (setPerCustData) */
  withdraw: '/api/ShopProduct/setPerCustData',
  /** POST: delete a draft or a rejected request (delPerCustData) */
  remove: '/api/ShopProduct/delPerCustData',
  /** POST: the first 10 rows of a done request's data and its count (getPreviewInfo) */
  preview: '/api/ShopProduct/getPreviewInfo',
  /** POST: the price of a done request (getCustomizedDataPricing) */
  pricing: '/api/ShopProduct/getCustomizedDataPricing',
  /** POST: the order that pays a done request (addPerCustDataOrders); then getPayUrl with per_order_id */
  order: '/api/ShopProduct/addPerCustDataOrders',
  // staff (/sys/apply)
  adminList: '/sys/apply',
  adminAgents: '/sys/apply/agents',
  adminDetail: '/sys/apply/:id',
  approve: '/sys/apply/:id/approve',
  reject: '/sys/apply/:id/reject',
  /** attach a precise-search condition as the request's data (answers its count and a preview) */
  attachSearch: '/sys/apply/:id/search',
  /** attach an uploaded .xlsx in the export's columns (multipart, field `file`) */
  attachFile: '/sys/apply/:id/file',
  /** the empty .xlsx with the export's header row, for staff who prepare a file by hand */
  template: '/sys/apply/template',
  finish: '/sys/apply/:id/finish',
} as const;

// ── states ───────────────────────────────────────────────────────────────────────────────

/** agent_label_apply.status */
export const CustomRequestStatus = {
  draft: 0,
  reviewing: 1,
  rejected: 2,
  processing: 3,
  done: 4,
} as const;
export type CustomRequestStatusValue = (typeof CustomRequestStatus)[keyof typeof CustomRequestStatus];

/** Status texts (data-shop.md §4). */
export const customRequestStatusTexts: Record<number, string> = {
  0: '暂存',
  1: '审核中',
  2: '审核未通过',
  3: '处理中',
  4: '处理完成',
};

/** Tag colours (antd preset names) per status; §4 gives colours for 1, 2, 3, 4 and "others". */
export const customRequestStatusColours: Record<number, string> = {
  1: 'processing',
  2: 'error',
  3: 'warning',
  4: 'success',
};

export function customRequestStatusText(status: number): string {
  return customRequestStatusTexts[status] ?? '未知状态';
}

export function customRequestStatusColour(status: number): string {
  return customRequestStatusColours[status] ?? 'default';
}

/** Everything that changes a request, by whom, from which states, to which state (null: deleted). */
export type CustomRequestAction =
  'saveDraft' | 'submit' | 'withdraw' | 'remove' | 'approve' | 'reject' | 'attach' | 'finish';

export interface CustomRequestTransition {
  by: 'requester' | 'staff';
  /** states the action may start from; 'new' is a request not saved yet */
  from: readonly (CustomRequestStatusValue | 'new')[];
  /** the state after it; null = the request is deleted; 'same' = the state does not change */
  to: CustomRequestStatusValue | null | 'same';
  /** what the refusal calls the action */
  label: string;
}

const S = CustomRequestStatus;

/**
 * The allowed transitions (issue 13 point 1). The requester saves a draft or submits (new, a draft
 * or a rejected request), withdraws while under review or in processing (back to a draft: the data
 * staff attached is dropped, the request is reviewed again when submitted), deletes a draft or a
 * rejected one. Staff approve or reject a request under review, may still reject in processing
 * (the data cannot be made), attach data in processing, and finish it with a count and a price.
 * A done request changes no more: it is paid and delivered as it is.
 */
export const customRequestTransitions: Record<CustomRequestAction, CustomRequestTransition> = {
  saveDraft: { by: 'requester', from: ['new', S.draft, S.rejected], to: S.draft, label: '暂存' },
  submit: { by: 'requester', from: ['new', S.draft, S.rejected], to: S.reviewing, label: '提交审核' },
  withdraw: { by: 'requester', from: [S.reviewing, S.processing], to: S.draft, label: '撤回' },
  remove: { by: 'requester', from: [S.draft, S.rejected], to: null, label: '删除' },
  approve: { by: 'staff', from: [S.reviewing], to: S.processing, label: '审核通过' },
  reject: { by: 'staff', from: [S.reviewing, S.processing], to: S.rejected, label: '驳回' },
  attach: { by: 'staff', from: [S.processing], to: 'same', label: '上传处理结果' },
  finish: { by: 'staff', from: [S.processing], to: S.done, label: '完成处理' },
};

/** Whether `action` may start from `status` ('new' for a request not saved yet). */
export function canCustomRequest(action: CustomRequestAction, status: number | 'new'): boolean {
  return (customRequestTransitions[action].from as readonly (number | 'new')[]).includes(status);
}

/** The refusal of an action from a state it may not start from. */
export function customRequestRefusal(action: CustomRequestAction, status: number): string {
  return `该定制需求当前为「${customRequestStatusText(status)}」，不能${customRequestTransitions[action].label}`;
}

/** Drafts and rejected requests may be changed and filed again (data-shop.md §4 "Actions by state"). */
export function isCustomRequestEditable(status: number): boolean {
  return canCustomRequest('submit', status);
}

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

/** The buttons of a row in 我的数据 → 个性化定制 (§4 "Actions by state"). */
export type CustomRequestRowAction = 'edit' | 'remove' | 'withdraw' | 'sendEmail' | 'download' | 'buy';

export function customRequestRowActions(row: {
  status: number;
  order: { status: number } | null;
}): CustomRequestRowAction[] {
  if (row.status === S.draft || row.status === S.rejected) return ['edit', 'remove'];
  if (row.status === S.reviewing || row.status === S.processing) return ['withdraw'];
  if (row.status === S.done) return row.order?.status === 1 ? ['sendEmail', 'download'] : ['buy'];
  return [];
}

/** The 5 steps the form and the record modal show (data-shop.md §2; shell-and-backoffice.md §2). */
export const customRequestSteps = ['待提交', '审核通过', '处理完成', '扫码支付', '导出数据'] as const;

/** Second step of the "review not passed" bar variant (§2 "Custom record detail modal"). */
export const CUSTOM_REJECTED_STEP = '审核未通过';

/**
 * The record modal's start step (§4 "Detail modal start step"): review failed → 1 (the rejected bar);
 * draft or under review → 0 (labelled 待提交 / 审核中); processing → 2; done with a paid order → 4;
 * done otherwise → 2 labelled 处理完成 (the pay form follows).
 */
export function customRequestStartStep(row: { status: number; order: { status: number } | null }): {
  step: number;
  rejected: boolean;
  /** the text of the current step when it differs from customRequestSteps[step] */
  label: string | null;
} {
  switch (row.status) {
    case S.rejected:
      return { step: 1, rejected: true, label: CUSTOM_REJECTED_STEP };
    case S.draft:
      return { step: 0, rejected: false, label: '待提交' };
    case S.reviewing:
      return { step: 0, rejected: false, label: '审核中' };
    case S.processing:
      return { step: 2, rejected: false, label: '处理中' };
    case S.done:
      return row.order?.status === 1
        ? { step: 4, rejected: false, label: null }
        : { step: 2, rejected: false, label: '处理完成' };
    default:
      return { step: 0, rejected: false, label: null };
  }
}

// ── limits, messages ─────────────────────────────────────────────────────────────────────

export const CustomRequestLimits = {
  nameMax: 20,
  explainMax: 200,
  filterMin: 10,
  filterMax: 1000,
  delMax: 500,
  rejectReasonMax: 200,
  /** §9: my-data lists show 10 per page */
  pageSize: 10,
  /** an uploaded result file: at most this many bytes and data rows */
  fileMaxBytes: 20 * 1024 * 1024,
  fileMaxRows: 200_000,
} as const;

/** §5/§9: the custom flow's price is at least 1 yuan (a lower price is set to 1). */
export const CUSTOM_MIN_PRICE_FEN = MIN_PRICE_FEN;

/** The price the requester pays for staff's price `fen` (§5: under 1 yuan it is 1 yuan). */
export function customPriceFen(fen: number): number {
  return Math.max(fen, CUSTOM_MIN_PRICE_FEN);
}

export { CustomRequestMessages } from './custom-request-messages.ts';

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
  .pipe(z.email({ error: CustomRequestMessages.emailInvalid }));

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

/** The requester's calls: a session is all they take (every signed-in user may file). */
export const CustomRequestCalls = {
  apply: describeCall({
    method: 'POST',
    path: CustomRequestPaths.apply,
    summary: '保存个性化定制需求（type 1 提交审核，0 暂存；带 agent_label_apply_id 修改暂存或未通过的需求）',
    input: applySpecialDataRequest,
    output: applySpecialDataResponse,
  }),
  list: describeCall({
    method: 'GET',
    path: CustomRequestPaths.list,
    summary: '本人的定制需求（分页，新的在前），附处理结果、价格与订单',
    input: applyListQuery,
    output: applyListResponse,
  }),
  detail: describeCall({
    method: 'GET',
    path: CustomRequestPaths.detail,
    summary: '本人的一条定制需求',
    input: noInput,
    params: idParamSchema,
    output: customRequestRowSchema,
  }),
  withdraw: describeCall({
    method: 'POST',
    path: CustomRequestPaths.withdraw,
    summary: '撤回审核中或处理中的定制需求（回到暂存）',
    input: customRequestIdRequest,
    output: customRequestMessageResponse,
  }),
  remove: describeCall({
    method: 'POST',
    path: CustomRequestPaths.remove,
    summary: '删除暂存或审核未通过的定制需求',
    input: customRequestIdRequest,
    output: customRequestMessageResponse,
  }),
  preview: describeCall({
    method: 'POST',
    path: CustomRequestPaths.preview,
    summary: '处理完成的定制数据：条数与前10条预览',
    input: customRequestIdRequest,
    output: customPreviewResponse,
  }),
  pricing: describeCall({
    method: 'POST',
    path: CustomRequestPaths.pricing,
    summary: '处理完成的定制数据的条数与价格（不足1元按1元）',
    input: customRequestIdRequest,
    output: customPricingResponse,
  }),
  order: describeCall({
    method: 'POST',
    path: CustomRequestPaths.order,
    summary: '为处理完成的定制数据下单（复用未支付的订单），再以 per_order_id 调 getPayUrl',
    input: customOrderRequest,
    output: customOrderResponse,
  }),
};

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

/** The staff's calls: mall:custom:list to see, :audit to approve or reject, :process to attach and finish. */
export const CustomReviewCalls = {
  list: describeCall({
    method: 'GET',
    path: CustomRequestPaths.adminList,
    summary: '定制需求审核列表（status, usr_agent_id, keyword, start_time, end_time）',
    perm: 'mall:custom:list',
    input: customAdminListQuery,
    output: customAdminPage,
  }),
  agents: describeCall({
    method: 'GET',
    path: CustomRequestPaths.adminAgents,
    summary: '提交过定制需求的机构（列表的机构筛选）',
    perm: 'mall:custom:list',
    input: noInput,
    output: z.array(customAdminAgentSchema),
  }),
  detail: describeCall({
    method: 'GET',
    path: CustomRequestPaths.adminDetail,
    summary: '定制需求详情',
    perm: 'mall:custom:list',
    input: noInput,
    params: idParamSchema,
    output: customAdminRowSchema,
  }),
  approve: describeCall({
    method: 'POST',
    path: CustomRequestPaths.approve,
    summary: '审核通过（审核中 → 处理中），通知提交人',
    perm: 'mall:custom:audit',
    input: noInput,
    params: idParamSchema,
    output: customAdminRowSchema,
  }),
  reject: describeCall({
    method: 'POST',
    path: CustomRequestPaths.reject,
    summary: '驳回并填写原因（审核中或处理中 → 审核未通过），通知提交人',
    perm: 'mall:custom:audit',
    input: customRejectRequest,
    params: idParamSchema,
    output: customAdminRowSchema,
  }),
  attachSearch: describeCall({
    method: 'POST',
    path: CustomRequestPaths.attachSearch,
    summary: '以精准查询条件作为处理结果（返回条数与前10条预览）',
    perm: 'mall:custom:process',
    input: customAttachSearchRequest,
    params: idParamSchema,
    output: customAttachResponse,
  }),
  finish: describeCall({
    method: 'POST',
    path: CustomRequestPaths.finish,
    summary: '完成处理：记录数与价格（处理中 → 处理完成），通知提交人付款',
    perm: 'mall:custom:process',
    input: customFinishRequest,
    params: idParamSchema,
    output: customAdminRowSchema,
  }),
};
