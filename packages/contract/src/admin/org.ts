/** Calls, schemas and rules of the back-office area 'org': organisations, their categories and capacity. */
import { z } from 'zod';
import { wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import { UNLIMITED_RANKS } from '../modules.ts';
import { capacityBadge, type AgentCapacity, type CapacityBadge } from '../shell/capacity.ts';
import { idParamSchema, optionalText, pageOf, pageQuerySchema, searchText } from './paging.ts';

/** Call paths under /api. */
export const OrgPaths = {
  /** GET list (paged, searched), POST create */
  agents: '/usermana/agentmana',
  /** GET one, PUT edit, DELETE (only without users) */
  agent: '/usermana/agentmana/:id',
  /** PUT {status}: enable / disable */
  agentStatus: '/usermana/agentmana/:id/status',
  /** PUT {op, amount, reason}: add to or subtract from the capacity */
  agentQuota: '/usermana/agentmana/:id/quota',
  /** GET the latest capacity adjustments of an organisation (from the operation log) */
  agentQuotaLog: '/usermana/agentmana/:id/quota-log',
  /** GET the choices of the organisation form: categories and modules */
  agentOptions: '/usermana/agentmana/options',
  /** GET the caller's own organisation's capacity (spec "Agent info": rank, basic_number, un_basic_number) */
  agentInfo: '/sys/Users/getAgentInfo',
  /** agent categories (spec /admin/Category/*) */
  categoryList: '/admin/Category/list',
  categoryAdd: '/admin/Category/add',
  categoryEdit: '/admin/Category/edit',
  categoryDelete: '/admin/Category/delete',
} as const;

export const OrgMessages = {
  nameRequired: '请输入机构名称',
  nameMax: '机构名称不能超过 100 个字符',
  shortNameRequired: '请输入机构简称',
  shortNameMax: '机构简称不能超过 50 个字符',
  rankRequired: '请选择机构等级',
  rankInvalid: '机构等级只能是 0 到 999 的整数',
  basicRequired: '请输入基础额度',
  basicMin: '基础额度不能小于 0',
  basicInt: '基础额度必须是整数',
  unBasicRequired: '请输入剩余额度',
  unBasicMin: '剩余额度不能小于 0',
  unBasicInt: '剩余额度必须是整数',
  unBasicOverBasic: '剩余额度不能大于基础额度',
  domainInvalid: '域名格式不正确，请填写如 data.example.com 的主机名（不含 http:// 和路径）',
  domainTaken: '该域名已被其他机构使用',
  domainTitleMax: '域名标题不能超过 100 个字符',
  modulesRequired: '请至少选择一个模块',
  moduleUnknown: '所选模块不存在',
  categoryUnknown: '所选机构分类不存在',
  contactNameMax: '联系人不能超过 50 个字符',
  contactPhoneInvalid: '联系电话格式不正确',
  remarkMax: '备注不能超过 500 个字符',
  servAgentUnknown: '所选服务机构不存在',
  servAgentSelf: '服务机构不能是机构自己',
  amountRequired: '请输入调整数量',
  amountInvalid: '调整数量必须是大于 0 的整数',
  amountMax: '单次调整数量不能超过 100000000',
  reasonRequired: '请填写调整原因',
  reasonMax: '调整原因不能超过 200 个字符',
  quotaBelowZero: (rest: number) =>
    `扣减后剩余额度将小于 0（当前剩余 ${rest.toLocaleString('en-US')}），请减少扣减数量`,
  quotaUnlimited: '该机构等级为不限额度，无需调整额度',
  deleteHasUsers: (n: number) => `该机构下还有 ${n} 个用户，不能删除。请先删除或迁移这些用户后再删除机构`,
  disableSelf: '不能停用您当前登录账号所在的机构',
  cateNameRequired: '请输入分类名称',
  cateNameMax: '分类名称不能超过 50 个字符',
  cateNameTaken: '分类名称已存在',
  cateOrdersInvalid: '排序必须是 0 到 9999 的整数',
  cateRemarkMax: '备注不能超过 200 个字符',
  cateInUse: (n: number) => `该分类下还有 ${n} 个机构，不能删除。请先将这些机构改到其他分类`,
  otherAgentRefused: '只能查看本机构的剩余容量',
} as const;

const M = OrgMessages;

/** An optional id (0 for the back-office module) in a query string: '' and absent mean no filter. */
const optionalQueryInt = wholeNumber(z.number().int().min(0).optional());

/** Hostname: labels of letters, digits and hyphens separated by dots, at least one dot. */
export const HOSTNAME_PATTERN =
  /^(?=.{4,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** Ranks offered by the form; 30 and 999 are unlimited (shell-and-backoffice.md §6). */
export const AgentRanks = [
  { value: 10, label: '10 · 标准' },
  { value: 20, label: '20 · 高级' },
  { value: 30, label: '30 · 不限额度' },
  { value: 999, label: '999 · 平台（不限额度）' },
] as const;

export const isUnlimitedRank = (rank: number) => (UNLIMITED_RANKS as readonly number[]).includes(rank);

export const AgentStatusText: Record<number, string> = { 1: '启用', 0: '停用' };

// ── organisations ─────────────────────────────────────────────────────────────────────────

export const agentListQuery = pageQuerySchema.extend({
  /** name or short name contains */
  name: searchText(),
  agent_cate_id: optionalQueryInt,
  rank: optionalQueryInt,
  status: optionalQueryInt,
  sys_module_id: optionalQueryInt,
});
export type AgentListQuery = z.input<typeof agentListQuery>;

export const agentRowSchema = z.object({
  usr_agent_id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  agent_cate_id: z.number().int().nullable(),
  cate_name: z.string().nullable(),
  rank: z.number().int(),
  basic_number: z.number().int(),
  un_basic_number: z.number().int(),
  domain_name: z.string().nullable(),
  domain_title: z.string().nullable(),
  modules: z.array(z.number().int()),
  module_names: z.array(z.string()),
  user_count: z.number().int(),
  status: z.number().int(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  remark: z.string().nullable(),
  serv_agent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentRow = z.infer<typeof agentRowSchema>;
export const agentPageSchema = pageOf(agentRowSchema);

const count = (required: string, int: string, min: string) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? required : int) })
    .int(int)
    .min(0, min)
    .max(2_000_000_000, int);

/** Create and edit payload of an organisation. */
export const agentSaveRequest = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameMax),
    short_name: z
      .string({ error: M.shortNameRequired })
      .trim()
      .min(1, M.shortNameRequired)
      .max(50, M.shortNameMax),
    agent_cate_id: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    rank: z
      .number({ error: M.rankRequired })
      .int(M.rankInvalid)
      .min(0, M.rankInvalid)
      .max(999, M.rankInvalid),
    basic_number: count(M.basicRequired, M.basicInt, M.basicMin),
    un_basic_number: count(M.unBasicRequired, M.unBasicInt, M.unBasicMin),
    domain_name: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || HOSTNAME_PATTERN.test(v), M.domainInvalid),
    domain_title: optionalText(100, M.domainTitleMax),
    modules: z.array(z.number().int(), { error: M.modulesRequired }).min(1, M.modulesRequired).max(20),
    contact_name: optionalText(50, M.contactNameMax),
    contact_phone: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^[0-9+\-() ]{5,20}$/.test(v), M.contactPhoneInvalid),
    remark: optionalText(500, M.remarkMax),
    serv_agent_id: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.un_basic_number <= v.basic_number, {
    message: M.unBasicOverBasic,
    path: ['un_basic_number'],
  });
export type AgentSaveRequest = z.input<typeof agentSaveRequest>;

export const agentStatusRequest = z.object({
  status: z
    .number({ error: '请选择状态' })
    .int()
    .min(0, '状态只能是启用或停用')
    .max(1, '状态只能是启用或停用'),
});

export const QuotaOps = { add: '增加', subtract: '扣减' } as const;

/** Capacity adjustment: adds to or subtracts from both basic_number and un_basic_number. */
export const agentQuotaRequest = z.object({
  op: z.enum(['add', 'subtract'], { error: '请选择增加或扣减' }),
  amount: z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? M.amountRequired : M.amountInvalid),
    })
    .int(M.amountInvalid)
    .min(1, M.amountInvalid)
    .max(100_000_000, M.amountMax),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonMax),
});
export type AgentQuotaRequest = z.input<typeof agentQuotaRequest>;

export const quotaLogEntrySchema = z.object({
  operation_log_id: z.number().int(),
  created_at: z.string(),
  operator: z.string().nullable(),
  op: z.enum(['add', 'subtract']),
  amount: z.number().int(),
  reason: z.string(),
  basic_before: z.number().int(),
  basic_after: z.number().int(),
  rest_before: z.number().int(),
  rest_after: z.number().int(),
});
export type QuotaLogEntry = z.infer<typeof quotaLogEntrySchema>;
/** How many adjustments the quota dialog shows. */
export const QUOTA_LOG_LIMIT = 10;

export const agentOptionsSchema = z.object({
  categories: z.array(z.object({ agent_cate_id: z.number().int(), name: z.string() })),
  modules: z.array(z.object({ sys_module_id: z.number().int(), name: z.string() })),
  agents: z.array(z.object({ usr_agent_id: z.number().int(), name: z.string() })),
});
export type AgentOptions = z.infer<typeof agentOptionsSchema>;

// ── the caller's own capacity (/config/resource) ──────────────────────────────────────────

/** Spec "Agent info" call: usr_agent_id (must be the caller's own, or absent). */
export const agentInfoRequest = z.object({ usr_agent_id: optionalQueryInt });

export const agentInfoSchema = z.object({
  usr_agent_id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  basic_number: z.number().int(),
  un_basic_number: z.number().int(),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export interface CapacitySummary {
  badge: CapacityBadge;
  unlimited: boolean;
  /** basic_number − un_basic_number, never below 0 */
  used: number;
  /** remaining share of the capacity, 0–100 (rounded down to one decimal) */
  percent: number;
  /** plain-Chinese explanation of the figures */
  explanation: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The figures of the remaining-capacity page, coloured by the top bar's badge rule (capacityBadge). */
export function capacitySummary(a: AgentCapacity): CapacitySummary {
  const badge = capacityBadge(a);
  if (badge.unlimited) {
    return {
      badge,
      unlimited: true,
      used: 0,
      percent: 100,
      explanation: '本机构的等级为不限额度，查询和导出数据不受额度限制。',
    };
  }
  const used = Math.max(0, a.basic_number - badge.remaining);
  const percent = Math.min(100, Math.floor(badge.ratio * 1000) / 10);
  const head = `本机构共有基础额度 ${fmt(a.basic_number)} 条，已使用 ${fmt(used)} 条，还剩 ${fmt(badge.remaining)} 条（${percent}%）。`;
  const tail =
    badge.status === 'success'
      ? '额度充足，可以放心使用。'
      : badge.remaining === 0
        ? '额度已用完，暂时无法继续获取数据，请联系平台客服增加额度。'
        : badge.status === 'error'
          ? '剩余额度不足 10%，即将用完，请尽快联系平台客服增加额度。'
          : '剩余额度已不足 20%，请留意使用情况，需要时联系平台客服增加额度。';
  return { badge, unlimited: false, used, percent, explanation: head + tail };
}

// ── agent categories ──────────────────────────────────────────────────────────────────────

export const categoryListQuery = pageQuerySchema.extend({ name: searchText() });

export const categoryRowSchema = z.object({
  agent_cate_id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  remark: z.string().nullable(),
  agent_count: z.number().int(),
  created_at: z.string(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;
export const categoryPageSchema = pageOf(categoryRowSchema);

export const categorySaveRequest = z.object({
  name: z.string({ error: M.cateNameRequired }).trim().min(1, M.cateNameRequired).max(50, M.cateNameMax),
  orders: z
    .number({ error: M.cateOrdersInvalid })
    .int(M.cateOrdersInvalid)
    .min(0, M.cateOrdersInvalid)
    .max(9999, M.cateOrdersInvalid)
    .optional()
    .transform((v) => v ?? 0),
  remark: optionalText(200, M.cateRemarkMax),
});
export type CategorySaveRequest = z.input<typeof categorySaveRequest>;

const cateId = z.number({ error: '缺少分类编号' }).int().positive('缺少分类编号');
export const categoryEditRequest = categorySaveRequest.extend({ agent_cate_id: cateId });
export const categoryDeleteRequest = z.object({ agent_cate_id: cateId });

export const orgIdResponse = z.object({ id: z.number().int() });

// ── the calls ─────────────────────────────────────────────────────────────────────────────

/** The calls of the area: organisations (sys:agent:*), the caller's own capacity, agent categories. */
export const OrgCalls = {
  listAgents: describeCall({
    method: 'GET',
    path: OrgPaths.agents,
    summary: '机构列表（名称、分类、等级、状态、模块筛选，分页）',
    input: agentListQuery,
    output: agentPageSchema,
    perm: 'sys:agent:list',
  }),
  agentOptions: describeCall({
    method: 'GET',
    path: OrgPaths.agentOptions,
    summary: '机构表单的选项：机构分类、模块、服务机构',
    input: noInput,
    output: agentOptionsSchema,
    perm: 'sys:agent:list',
  }),
  getAgent: describeCall({
    method: 'GET',
    path: OrgPaths.agent,
    summary: '机构详情',
    input: noInput,
    params: idParamSchema,
    output: agentRowSchema,
    perm: 'sys:agent:list',
  }),
  createAgent: describeCall({
    method: 'POST',
    path: OrgPaths.agents,
    summary: '新增机构',
    input: agentSaveRequest,
    output: orgIdResponse,
    perm: 'sys:agent:create',
  }),
  updateAgent: describeCall({
    method: 'PUT',
    path: OrgPaths.agent,
    summary: '编辑机构',
    input: agentSaveRequest,
    params: idParamSchema,
    output: orgIdResponse,
    perm: 'sys:agent:update',
  }),
  setAgentStatus: describeCall({
    method: 'PUT',
    path: OrgPaths.agentStatus,
    summary: '启用 / 停用机构',
    input: agentStatusRequest,
    params: idParamSchema,
    output: orgIdResponse,
    perm: 'sys:agent:update',
  }),
  adjustQuota: describeCall({
    method: 'PUT',
    path: OrgPaths.agentQuota,
    summary: '调整机构额度（增加或扣减，须填写原因，剩余额度不能小于 0）',
    input: agentQuotaRequest,
    params: idParamSchema,
    output: agentInfoSchema,
    perm: 'sys:agent:quota',
  }),
  quotaLog: describeCall({
    method: 'GET',
    path: OrgPaths.agentQuotaLog,
    summary: '机构最近的额度调整记录（来自操作日志）',
    input: noInput,
    params: idParamSchema,
    output: z.array(quotaLogEntrySchema),
    perm: 'sys:agent:quota',
  }),
  deleteAgent: describeCall({
    method: 'DELETE',
    path: OrgPaths.agent,
    summary: '删除机构（机构下没有用户时）',
    input: noInput,
    params: idParamSchema,
    output: orgIdResponse,
    perm: 'sys:agent:delete',
  }),
  agentInfo: describeCall({
    method: 'GET',
    path: OrgPaths.agentInfo,
    summary: '本机构的等级与额度（只答调用者自己的机构，其他 usr_agent_id 被拒绝）',
    input: agentInfoRequest,
    output: agentInfoSchema,
    perm: 'config:resource:view',
  }),
  categoryList: describeCall({
    method: 'GET',
    path: OrgPaths.categoryList,
    summary: '机构分类列表（分页，按名称搜索）',
    input: categoryListQuery,
    output: categoryPageSchema,
    perm: 'sys:agentCate:list',
  }),
  categoryAdd: describeCall({
    method: 'POST',
    path: OrgPaths.categoryAdd,
    summary: '新增机构分类',
    input: categorySaveRequest,
    output: orgIdResponse,
    perm: 'sys:agentCate:create',
  }),
  categoryEdit: describeCall({
    method: 'POST',
    path: OrgPaths.categoryEdit,
    summary: '编辑机构分类',
    input: categoryEditRequest,
    output: orgIdResponse,
    perm: 'sys:agentCate:update',
  }),
  categoryDelete: describeCall({
    method: 'POST',
    path: OrgPaths.categoryDelete,
    summary: '删除机构分类（仍有机构使用时拒绝）',
    input: categoryDeleteRequest,
    output: orgIdResponse,
    perm: 'sys:agentCate:delete',
  }),
};
