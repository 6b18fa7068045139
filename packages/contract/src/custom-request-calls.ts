import { idParamSchema } from './admin/paging.ts';
import { describeCall, noInput } from './call.ts';
import {
  applyListQuery,
  applyListResponse,
  applySpecialDataRequest,
  applySpecialDataResponse,
  customAdminAgentsSchema,
  customAdminListQuery,
  customAdminPage,
  customAdminRowSchema,
  customAttachResponse,
  customAttachSearchRequest,
  customFinishRequest,
  customOrderRequest,
  customOrderResponse,
  customPreviewResponse,
  customPricingResponse,
  customRejectRequest,
  customRequestIdRequest,
  customRequestMessageResponse,
  customRequestRowSchema,
} from './custom-requests.ts';

// the custom requests' paths and calls apart from their schemas: in the browser build a call keeps only
// its method and path (contract-without-call-schemas), so a page that calls them loads no zod

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
    output: customAdminAgentsSchema,
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
