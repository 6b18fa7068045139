/**
 * 客户管理 (/action/*, issue 16 points 7 and 8): visit plans and check-ins, business orders and
 * contracts with amounts (fen), dates, status and attachments, clients (won leads) with their
 * contracts and orders, and the lead's own page (its detail, amount and timeline).
 */

import { z } from 'zod';
import { idSchema, idWith } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './admin/paging.ts';
import { describeCall, noInput } from './call.ts';
import { leadLabelSchema } from './sales-labels.ts';

// ── shared fields ─────────────────────────────────────────────────────────────────────────

export const ActionLimits = {
  textMax: 100,
  remarkMax: 500,
  outcomeMax: 500,
  codeMax: 40,
  /** 100 亿元 in fen */
  amountMaxFen: 1_000_000_000_000,
  attachmentMaxBytes: 20 * 1024 * 1024,
  attachmentsPerRecord: 20,
} as const;

/** What an attachment may be: extension → the MIME types a browser sends for it. */
export const attachmentTypes: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** The MIME types allowed for a file name's extension (own keys only: `x.constructor` has none). */
export const attachmentTypesOf = (ext: string): readonly string[] | undefined =>
  Object.hasOwn(attachmentTypes, ext) ? attachmentTypes[ext] : undefined;
export const attachmentAccept = Object.keys(attachmentTypes)
  .map((e) => `.${e}`)
  .join(',');

export const ActionMessages = {
  leadRequired: '请选择客户（线索）',
  titleRequired: '请填写名称',
  titleTooLong: `名称最多${ActionLimits.textMax}个字符`,
  remarkTooLong: `备注最多${ActionLimits.remarkMax}个字符`,
  amountBad: '金额须为 0 到 100 亿元之间，最多两位小数',
  dateBad: '日期格式不正确',
  endBeforeStart: '结束日期不能早于开始日期',
  receivedOverAmount: '已回款金额不能大于合同金额',
  codeRequired: '请填写合同编号',
  codeTooLong: `合同编号最多${ActionLimits.codeMax}个字符`,
  codeTaken: (code: string) => `合同编号「${code}」已存在`,
  contractNotFound: '合同不存在或无权查看',
  contractOfOtherLead: '所选合同不属于该客户',
  orderNotFound: '订单不存在或无权查看',
  visitNotFound: '拜访不存在或无权查看',
  visitNotPlanned: '只能修改或签到计划中的拜访',
  plannedAtRequired: '请选择计划拜访时间',
  plannedAtPast: '计划拜访时间不能早于今天',
  purposeRequired: '请填写拜访目的',
  outcomeRequired: '请填写拜访结果',
  outcomeTooLong: `拜访结果最多${ActionLimits.outcomeMax}个字符`,
  saved: '已保存',
  deleted: '已删除',
  visitPlanned: '拜访计划已创建',
  checkedIn: '已签到，拜访结果已记入跟进记录',
  visitCancelled: '拜访已取消',
  contractWon: '合同已登记，线索已标记为赢单',
  amountSaved: '预计金额已保存',
  attachmentRequired: '请选择要上传的文件',
  attachmentTooLarge: `附件不能超过 ${ActionLimits.attachmentMaxBytes / 1024 / 1024} MB`,
  attachmentType: `只能上传 ${Object.keys(attachmentTypes).join('、')} 文件`,
  attachmentTooMany: `每条记录最多 ${ActionLimits.attachmentsPerRecord} 个附件`,
  attachmentNotFound: '附件不存在或无权下载',
  attachmentUploaded: '附件已上传',
} as const;

const id = idSchema;
const leadId = idWith(ActionMessages.leadRequired);
const title = z
  .string({ error: ActionMessages.titleRequired })
  .trim()
  .min(1, ActionMessages.titleRequired)
  .max(ActionLimits.textMax, ActionMessages.titleTooLong);
const remark = z
  .string()
  .trim()
  .max(ActionLimits.remarkMax, ActionMessages.remarkTooLong)
  .nullish()
  .transform((v) => v || null);
const amountFen = z
  .number({ error: ActionMessages.amountBad })
  .int(ActionMessages.amountBad)
  .min(0, ActionMessages.amountBad)
  .max(ActionLimits.amountMaxFen, ActionMessages.amountBad);
/** A calendar date 'YYYY-MM-DD' (Asia/Shanghai), or none. */
const day = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
    message: ActionMessages.dateBad,
  })
  .nullish()
  .transform((v) => v || null);
const instant = z.string().transform((v, ctx) => {
  const t = Date.parse(v);
  if (v.trim() === '' || Number.isNaN(t)) {
    ctx.addIssue({ code: 'custom', message: ActionMessages.dateBad });
    return z.NEVER;
  }
  return new Date(t).toISOString();
});
const messageOut = z.object({ message: z.string() });
const when = z.string();
const sortOrder = z.enum(['asc', 'desc']).default('desc');

export const attachmentSchema = z.object({
  attachment_id: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  uploaded_by_name: z.string().nullable(),
  created_at: when,
});
export type Attachment = z.infer<typeof attachmentSchema>;

// ── visits ────────────────────────────────────────────────────────────────────────────────

export const visitStatuses = [
  { key: 'planned', label: '计划中', color: 'processing' },
  { key: 'done', label: '已拜访', color: 'success' },
  { key: 'cancelled', label: '已取消', color: 'default' },
] as const;
export type VisitStatus = (typeof visitStatuses)[number]['key'];
const visitStatusKeys = visitStatuses.map((s) => s.key) as [VisitStatus, ...VisitStatus[]];

const visitFields = {
  planned_at: instant.refine(Boolean, ActionMessages.plannedAtRequired),
  address: z
    .string()
    .trim()
    .max(ActionLimits.textMax, ActionMessages.titleTooLong)
    .nullish()
    .transform((v) => v || null),
  purpose: z
    .string({ error: ActionMessages.purposeRequired })
    .trim()
    .min(1, ActionMessages.purposeRequired)
    .max(ActionLimits.textMax, ActionMessages.titleTooLong),
};

export const visitQuery = pageQuerySchema
  .extend({
    status: z.enum(visitStatusKeys).optional(),
    lead_id: id.optional(),
    /** records of the leads carrying this label */
    label_id: id.optional(),
    user_id: id.optional(),
    keyword: searchText(50),
    sort: z.enum(['planned_at', 'created_at']).default('planned_at'),
    order: sortOrder,
  })
  .strict();

export const visitRowSchema = z.object({
  visit_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  planned_at: when,
  address: z.string().nullable(),
  purpose: z.string(),
  status: z.string(),
  checked_in_at: when.nullable(),
  outcome: z.string().nullable(),
  created_at: when,
});
export type VisitRow = z.infer<typeof visitRowSchema>;

export const checkInInput = z
  .object({
    outcome: z
      .string({ error: ActionMessages.outcomeRequired })
      .trim()
      .min(1, ActionMessages.outcomeRequired)
      .max(ActionLimits.outcomeMax, ActionMessages.outcomeTooLong),
    next_action: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    next_at: instant.nullish().transform((v) => v ?? null),
  })
  .strict();

// ── contracts ─────────────────────────────────────────────────────────────────────────────

export const contractStatuses = [
  { key: 'draft', label: '草拟', color: 'default' },
  { key: 'signed', label: '已签订', color: 'processing' },
  { key: 'executing', label: '执行中', color: 'blue' },
  { key: 'finished', label: '已完成', color: 'success' },
  { key: 'terminated', label: '已终止', color: 'error' },
] as const;
export type ContractStatus = (typeof contractStatuses)[number]['key'];
const contractStatusKeys = contractStatuses.map((s) => s.key) as [ContractStatus, ...ContractStatus[]];
/** Statuses of a contract the customer signed: the lead is won. */
export const signedContractStatuses: readonly ContractStatus[] = ['signed', 'executing', 'finished'];

export const contractFields = z
  .object({
    lead_id: leadId,
    code: z
      .string({ error: ActionMessages.codeRequired })
      .trim()
      .min(1, ActionMessages.codeRequired)
      .max(ActionLimits.codeMax, ActionMessages.codeTooLong),
    title,
    amount_fen: amountFen,
    received_fen: amountFen.default(0),
    signed_on: day,
    start_on: day,
    end_on: day,
    status: z.enum(contractStatusKeys).default('draft'),
    remark,
  })
  .strict()
  .refine((v) => !(v.start_on && v.end_on && v.end_on < v.start_on), {
    message: ActionMessages.endBeforeStart,
    path: ['end_on'],
  })
  .refine((v) => v.received_fen <= v.amount_fen, {
    message: ActionMessages.receivedOverAmount,
    path: ['received_fen'],
  });

export const contractQuery = pageQuerySchema
  .extend({
    status: z.enum(contractStatusKeys).optional(),
    lead_id: id.optional(),
    /** records of the leads carrying this label */
    label_id: id.optional(),
    /** company name, contract code or title */
    keyword: searchText(50),
    sort: z.enum(['signed_on', 'amount_fen', 'created_at']).default('created_at'),
    order: sortOrder,
  })
  .strict();

export const contractRowSchema = z.object({
  contract_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  code: z.string(),
  title: z.string(),
  amount_fen: z.number().int(),
  received_fen: z.number().int(),
  signed_on: z.string().nullable(),
  start_on: z.string().nullable(),
  end_on: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  owner_id: z.number().int(),
  owner_name: z.string().nullable(),
  attachment_count: z.number().int(),
  created_at: when,
});
export type ContractRow = z.infer<typeof contractRowSchema>;

// ── orders ────────────────────────────────────────────────────────────────────────────────

export const orderStatuses = [
  { key: 'pending', label: '待付款', color: 'warning' },
  { key: 'paid', label: '已付款', color: 'processing' },
  { key: 'delivered', label: '已交付', color: 'success' },
  { key: 'cancelled', label: '已取消', color: 'default' },
] as const;
export type OrderStatus = (typeof orderStatuses)[number]['key'];
const orderStatusKeys = orderStatuses.map((s) => s.key) as [OrderStatus, ...OrderStatus[]];

export const orderFields = z
  .object({
    lead_id: leadId,
    /** the contract it belongs to (the same client's), or none */
    contract_id: id.nullish().transform((v) => v ?? null),
    title,
    amount_fen: amountFen,
    ordered_on: day.refine((v) => v !== null, ActionMessages.dateBad),
    status: z.enum(orderStatusKeys).default('pending'),
    remark,
  })
  .strict();

export const orderQuery = pageQuerySchema
  .extend({
    status: z.enum(orderStatusKeys).optional(),
    lead_id: id.optional(),
    /** records of the leads carrying this label */
    label_id: id.optional(),
    contract_id: id.optional(),
    keyword: searchText(50),
    sort: z.enum(['ordered_on', 'amount_fen', 'created_at']).default('ordered_on'),
    order: sortOrder,
  })
  .strict();

export const orderRowSchema = z.object({
  order_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  contract_id: z.number().int().nullable(),
  contract_code: z.string().nullable(),
  title: z.string(),
  amount_fen: z.number().int(),
  ordered_on: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  owner_id: z.number().int(),
  owner_name: z.string().nullable(),
  attachment_count: z.number().int(),
  created_at: when,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

// ── attachments (multipart upload and file download are routes of their own) ────────────────

export const attachmentOwnerKinds = ['contract', 'order'] as const;
export type AttachmentOwnerKind = (typeof attachmentOwnerKinds)[number];

/** Where a kind's attachments live: under its record's path, with the record's permissions. */
export const attachmentPaths = {
  contract: {
    list: '/action/contract/:id/attachments',
    upload: '/action/contract/:id/attachment',
    one: '/action/contract/attachment/:id',
    file: '/action/contract/attachment/:id/file',
    perm: { list: 'action:contract:list', update: 'action:contract:update' },
  },
  order: {
    list: '/action/orders/:id/attachments',
    upload: '/action/orders/:id/attachment',
    one: '/action/orders/attachment/:id',
    file: '/action/orders/attachment/:id/file',
    perm: { list: 'action:order:list', update: 'action:order:update' },
  },
} as const;

function attachmentCalls<K extends AttachmentOwnerKind>(kind: K) {
  const p = attachmentPaths[kind];
  const noun = kind === 'contract' ? '合同' : '订单';
  return {
    list: describeCall({
      method: 'GET',
      path: p.list,
      summary: `${noun}的附件`,
      input: noInput,
      params: idParamSchema,
      output: z.array(attachmentSchema),
      perm: p.perm.list,
    }),
    remove: describeCall({
      method: 'DELETE',
      path: p.one,
      summary: `删除${noun}附件`,
      input: noInput,
      params: idParamSchema,
      output: messageOut,
      perm: p.perm.update,
    }),
  };
}
export const AttachmentCalls = {
  contract: attachmentCalls('contract'),
  order: attachmentCalls('order'),
} as const;

// ── clients and the lead's page ───────────────────────────────────────────────────────────

export const clientQuery = pageQuerySchema
  .extend({
    keyword: searchText(50),
    label_id: id.optional(),
    owner_id: id.optional(),
    sort: z.enum(['won_at', 'contract_fen', 'received_fen']).default('won_at'),
    order: sortOrder,
  })
  .strict();

export const clientRowSchema = z.object({
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  labels: z.array(leadLabelSchema),
  /** when it was won: the lead's last change to 赢单 */
  won_at: when,
  contract_count: z.number().int(),
  contract_fen: z.number().int(),
  received_fen: z.number().int(),
  order_count: z.number().int(),
  order_fen: z.number().int(),
  last_ordered_on: z.string().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const leadDetailSchema = z.object({
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  ccode: z.string(),
  legal_person: z.string(),
  reg_capital: z.number(),
  reg_date: z.string(),
  company_status: z.string(),
  address: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  stage: z.string(),
  lost_reason: z.string().nullable(),
  amount_fen: z.number().int(),
  source: z.string(),
  labels: z.array(leadLabelSchema),
  next_follow_at: when.nullable(),
  next_action: z.string().nullable(),
  last_follow_at: when.nullable(),
  created_at: when,
  owned_at: when.nullable(),
  /** what the caller may do on this page */
  can_edit: z.boolean(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const timelineKinds = ['event', 'follow', 'visit', 'contract', 'order'] as const;
export const timelineItemSchema = z.object({
  kind: z.enum(timelineKinds),
  /** the event kind, follow kind, visit / contract / order status */
  sub: z.string(),
  at: when,
  by_name: z.string().nullable(),
  title: z.string(),
  detail: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const ActionPaths = {
  visits: '/action/visit/list',
  visitCreate: '/action/visit',
  visit: '/action/visit/:id',
  checkIn: '/action/visit/:id/checkin',
  visitCancel: '/action/visit/:id/cancel',
  contracts: '/action/contract/list',
  contractCreate: '/action/contract',
  contract: '/action/contract/:id',
  orders: '/action/orders/list',
  orderCreate: '/action/orders',
  order: '/action/orders/:id',
  clients: '/action/clients/list',
  lead: '/sale/lead/:id',
  timeline: '/sale/lead/:id/timeline',
  amount: '/sale/lead/:id/amount',
} as const;

export const ActionCalls = {
  visits: describeCall({
    method: 'GET',
    path: ActionPaths.visits,
    summary: '拜访记录（按角色数据权限）：计划、签到与结果',
    input: visitQuery,
    output: pageOf(visitRowSchema),
    perm: 'action:visit:list',
  }),
  createVisit: describeCall({
    method: 'POST',
    path: ActionPaths.visitCreate,
    summary: '新建拜访计划（自己可见的线索）',
    input: z.object({ lead_id: leadId, ...visitFields }).strict(),
    output: messageOut.extend({ visit_id: z.number().int() }),
    perm: 'action:visit:create',
  }),
  updateVisit: describeCall({
    method: 'PUT',
    path: ActionPaths.visit,
    summary: '修改计划中的拜访',
    input: z.object(visitFields).strict(),
    params: idParamSchema,
    output: messageOut,
    perm: 'action:visit:update',
  }),
  checkIn: describeCall({
    method: 'POST',
    path: ActionPaths.checkIn,
    summary: '拜访签到：登记结果（同时记入线索的跟进记录，可安排下一步）',
    input: checkInInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:visit:update',
  }),
  cancelVisit: describeCall({
    method: 'POST',
    path: ActionPaths.visitCancel,
    summary: '取消计划中的拜访',
    input: noInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:visit:delete',
  }),
  contracts: describeCall({
    method: 'GET',
    path: ActionPaths.contracts,
    summary: '合同（按角色数据权限）：金额、回款、日期与状态',
    input: contractQuery,
    output: pageOf(contractRowSchema),
    perm: 'action:contract:list',
  }),
  createContract: describeCall({
    method: 'POST',
    path: ActionPaths.contractCreate,
    summary: '登记合同（编号在本组织内唯一；已签订的合同使线索赢单）',
    input: contractFields,
    output: messageOut.extend({ contract_id: z.number().int() }),
    perm: 'action:contract:create',
  }),
  updateContract: describeCall({
    method: 'PUT',
    path: ActionPaths.contract,
    summary: '修改合同（含回款与状态）',
    input: contractFields,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:contract:update',
  }),
  removeContract: describeCall({
    method: 'DELETE',
    path: ActionPaths.contract,
    summary: '删除合同（及其附件；订单与合同解除关联）',
    input: noInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:contract:delete',
  }),
  orders: describeCall({
    method: 'GET',
    path: ActionPaths.orders,
    summary: '业务订单（按角色数据权限）',
    input: orderQuery,
    output: pageOf(orderRowSchema),
    perm: 'action:order:list',
  }),
  createOrder: describeCall({
    method: 'POST',
    path: ActionPaths.orderCreate,
    summary: '登记业务订单',
    input: orderFields,
    output: messageOut.extend({ order_id: z.number().int() }),
    perm: 'action:order:create',
  }),
  updateOrder: describeCall({
    method: 'PUT',
    path: ActionPaths.order,
    summary: '修改业务订单',
    input: orderFields,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:order:update',
  }),
  removeOrder: describeCall({
    method: 'DELETE',
    path: ActionPaths.order,
    summary: '删除业务订单（及其附件）',
    input: noInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'action:order:delete',
  }),
  clients: describeCall({
    method: 'GET',
    path: ActionPaths.clients,
    summary: '我的客户：赢单的线索及其合同、回款与订单汇总（按角色数据权限）',
    input: clientQuery,
    output: pageOf(clientRowSchema),
    perm: 'action:client:list',
  }),
  lead: describeCall({
    method: 'GET',
    path: ActionPaths.lead,
    summary: '线索详情：企业概况、负责人、阶段、标签与下次跟进',
    input: noInput,
    params: idParamSchema,
    output: leadDetailSchema,
    perm: 'sale:follow:list',
  }),
  timeline: describeCall({
    method: 'GET',
    path: ActionPaths.timeline,
    summary: '线索时间线：历史、跟进、拜访、合同与订单（最新的在前）',
    input: noInput,
    params: idParamSchema,
    output: z.array(timelineItemSchema),
    perm: 'sale:follow:list',
  }),
  amount: describeCall({
    method: 'POST',
    path: ActionPaths.amount,
    summary: '修改线索的预计金额（分）',
    input: z.object({ amount_fen: amountFen }).strict(),
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:follow:update',
  }),
} as const;
