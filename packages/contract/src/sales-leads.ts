/**
 * The sales-lead workspace (issue 16): a lead is a company of the knowledge base held by one
 * organisation, with an owner (none: in the shared pool, 公海), a stage, the owner's groups
 * (grouping categories, usr_cate) and a history. Rules both sides need live here.
 */

import { z } from 'zod';
import { idSchema, wholeNumber } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './admin/paging.ts';
import { describeCall } from './call.ts';
import { leadLabelSchema } from './sales-labels.ts';
import { savedConditionSchema } from './saved-searches.ts';
import { seekSortKeys } from './company-seek.ts';

/** The pipeline, in order; won and lost end it (lost needs a reason). */
export const leadStages = [
  { key: 'new', label: '新线索' },
  { key: 'contacted', label: '已联系' },
  { key: 'interested', label: '有意向' },
  { key: 'negotiating', label: '商务洽谈' },
  { key: 'won', label: '赢单' },
  { key: 'lost', label: '输单' },
] as const;
export type LeadStage = (typeof leadStages)[number]['key'];
export const leadStageKeys = leadStages.map((s) => s.key) as [LeadStage, ...LeadStage[]];

/** Stages that end the pipeline. */
export const closedLeadStages: readonly LeadStage[] = ['won', 'lost'];

/**
 * Which leads a role's users see (sys_role.data_scope), as RuoYi's 数据权限: their own, their
 * department's (the department and the ones below it), or the whole organisation's.
 */
export const leadDataScopes = [
  { key: 'self', label: '仅本人数据' },
  { key: 'department', label: '本部门及以下数据' },
  { key: 'org', label: '全部数据' },
] as const;
export type LeadDataScope = (typeof leadDataScopes)[number]['key'];
export const leadDataScopeKeys = leadDataScopes.map((s) => s.key) as [LeadDataScope, ...LeadDataScope[]];

/** Where a lead was collected from. */
export const leadSources = [
  { key: 'seek', label: '企业查询' },
  { key: 'query', label: '高级查询' },
  { key: 'profile', label: '企业详情' },
  { key: 'batch', label: '批量查询' },
  { key: 'manual', label: '手动添加' },
] as const;
export type LeadSource = (typeof leadSources)[number]['key'];

/** What a lead's history records (sale_lead_event.kind). */
export const leadEventKinds = [
  { key: 'collect', label: '收录线索' },
  { key: 'merge', label: '重复收录（已合并）' },
  { key: 'stage', label: '阶段变更' },
  { key: 'assign', label: '分配' },
  { key: 'claim', label: '认领' },
  { key: 'return', label: '退回公海' },
  { key: 'amount', label: '修改预计金额' },
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number]['key'];

export const LeadLimits = {
  /** companies one collect call may add (a whole search of up to this many) */
  collectMax: 10_000,
  /** cards a kanban column shows (its count and amount cover all of its leads) */
  boardCards: 30,
  lostReasonMax: 200,
  /** rows one list export holds at most */
  exportMax: 200_000,
} as const;

export const LeadMessages = {
  lostReasonRequired: '请填写输单原因',
  lostReasonTooLong: `输单原因最多${LeadLimits.lostReasonMax}个字符`,
  notFound: '线索不存在或无权查看',
  groupNotFound: '分组不存在或不属于当前账号',
  tooMany: `一次最多收录${LeadLimits.collectMax.toLocaleString('zh-CN')}家企业，请缩小范围`,
  nothingToCollect: '请先选择要收录的企业',
  capacityShort: (rest: number, added: number) =>
    `本机构剩余额度 ${rest.toLocaleString('zh-CN')} 条，不足本次新收录的 ${added.toLocaleString('zh-CN')} 家企业，请缩小范围或联系管理员增加额度`,
  collected: (added: number, merged: number) =>
    merged > 0
      ? `已收录 ${added.toLocaleString('zh-CN')} 家企业，${merged.toLocaleString('zh-CN')} 家已是本组织的线索（已合并）`
      : `已收录 ${added.toLocaleString('zh-CN')} 家企业`,
  stageMoved: (label: string) => `已移至「${label}」`,
} as const;

/** A list's .xlsx export: the list's path + /export, with the same filters (every page). */
export const listExportPath = (listPath: string) => `${listPath}/export`;

// ── calls ────────────────────────────────────────────────────────────────────────────────

export const LeadPaths = {
  collect: '/sale/lead/collect',
  collectSearch: '/sale/lead/collect-search',
  collected: '/sale/lead/collected',
  list: '/sale/lead/list',
  stage: '/sale/lead/stage',
  events: '/sale/lead/events',
  board: '/sale/lead/board',
} as const;

const id = idSchema;

export const collectLeadsInput = z
  .object({
    company_ids: z
      .array(id, { error: LeadMessages.nothingToCollect })
      .min(1, LeadMessages.nothingToCollect)
      .max(LeadLimits.collectMax, LeadMessages.tooMany),
    /** one of the caller's groups (grouping categories), or none */
    cate_id: id.optional(),
    source: z.enum(leadSources.map((s) => s.key) as [LeadSource, ...LeadSource[]]).default('manual'),
  })
  .strict();

/** The columns a lead list sorts by. */
export const leadSortKeys = [
  'updated_at',
  'created_at',
  'next_follow_at',
  'last_follow_at',
  'amount_fen',
] as const;
export type LeadSort = (typeof leadSortKeys)[number];

/** A whole /data/seek search collected as leads: its conditions and sort, its first `rows` companies. */
export const collectSearchInput = savedConditionSchema
  .extend({
    sort: z.enum(seekSortKeys).default('relevance'),
    rows: wholeNumber(
      z
        .number({ error: LeadMessages.nothingToCollect })
        .int()
        .min(1, LeadMessages.nothingToCollect)
        .max(LeadLimits.collectMax, LeadMessages.tooMany),
    ),
    cate_id: id.optional(),
  })
  .strict();

/** What a collection answers: how many were added and merged, and the organisation's capacity left (null: unlimited rank). */
export const collectOutput = z.object({
  message: z.string(),
  added: z.number().int(),
  merged: z.number().int(),
  number_rest: z.number().int().nullable(),
});

export const leadListQuery = pageQuerySchema
  .extend({
    stage: z.enum(leadStageKeys).optional(),
    cate_id: id.optional(),
    owner_id: id.optional(),
    /** leads carrying this label */
    label_id: id.optional(),
    /** part of the company's name */
    keyword: searchText(50),
    /** true: the shared pool (leads without an owner) */
    pool: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional(),
    sort: z.enum(leadSortKeys).default('updated_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();

export const moveLeadStageInput = z
  .object({
    id,
    stage: z.enum(leadStageKeys),
    lost_reason: z.string().trim().max(LeadLimits.lostReasonMax, LeadMessages.lostReasonTooLong).optional(),
  })
  .strict()
  .refine((v) => v.stage !== 'lost' || Boolean(v.lost_reason), {
    message: LeadMessages.lostReasonRequired,
    path: ['lost_reason'],
  });

export const leadRowSchema = z.object({
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  stage: z.string(),
  amount_fen: z.number().int(),
  labels: z.array(leadLabelSchema),
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' */
  updated_at: z.string(),
  next_follow_at: z.string().nullable(),
  next_action: z.string().nullable(),
  last_follow_at: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadEventSchema = z.object({
  event_id: z.number().int(),
  kind: z.string(),
  by_user_id: z.number().int().nullable(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** 我的收藏: the caller's own leads, by group, label or name, in a list's orders. */
export const collectedQuery = pageQuerySchema
  .extend({
    cate_id: id.optional(),
    label_id: id.optional(),
    keyword: searchText(50),
    sort: z.enum(leadSortKeys).default('updated_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();

export const leadBoardQuery = z
  .object({
    cate_id: id.optional(),
    owner_id: id.optional(),
    label_id: id.optional(),
    keyword: searchText(50),
  })
  .strict();

export const leadBoardSchema = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(leadStageKeys),
      count: z.number().int(),
      amount_fen: z.number().int(),
      /** the column's most recently changed leads (LeadLimits.boardCards) */
      cards: z.array(leadRowSchema),
    }),
  ),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

export const LeadCalls = {
  board: describeCall({
    method: 'GET',
    path: LeadPaths.board,
    summary: '线索看板：每个阶段的线索数、预计金额与最近变更的线索',
    input: leadBoardQuery,
    output: leadBoardSchema,
    perm: 'sale:follow:list',
  }),
  collect: describeCall({
    method: 'POST',
    path: LeadPaths.collect,
    summary: '收录企业为销售线索（可放入自己的分组）：本组织已有的线索合并，不重复',
    input: collectLeadsInput,
    output: collectOutput,
    perm: 'sale:collect:create',
  }),
  collectSearch: describeCall({
    method: 'POST',
    path: LeadPaths.collectSearch,
    summary: '把整个企业查询的结果（前 rows 家，最多 1 万家）收录为线索：新收录的企业按机构额度计',
    input: collectSearchInput,
    output: collectOutput,
    perm: 'sale:collect:create',
  }),
  collected: describeCall({
    method: 'GET',
    path: LeadPaths.collected,
    summary: '我的收藏：自己收录的线索（可按分组、标签、企业名称筛选）',
    input: collectedQuery,
    output: pageOf(leadRowSchema),
    perm: 'sale:collect:list',
  }),
  list: describeCall({
    method: 'GET',
    path: LeadPaths.list,
    summary: '销售线索列表（按角色数据权限；pool=true 为公海），最近更新的在前',
    input: leadListQuery,
    output: pageOf(leadRowSchema),
    perm: 'sale:follow:list',
  }),
  stage: describeCall({
    method: 'POST',
    path: LeadPaths.stage,
    summary: '变更线索阶段（输单须填写原因），记入线索历史',
    input: moveLeadStageInput,
    output: z.object({ message: z.string() }),
    perm: 'sale:follow:update',
  }),
  events: describeCall({
    method: 'GET',
    path: LeadPaths.events,
    summary: '线索历史：收录、合并、阶段变更、分配……（最早的在前）',
    input: idParamSchema,
    output: z.array(leadEventSchema),
    perm: 'sale:follow:list',
  }),
} as const;
