/**
 * Assignment and claims (issue 16 point 6): managers deliver leads to colleagues by hand,
 * round-robin or by rule, within each person's capacity (/sale/diliver); users apply to claim leads
 * of the shared pool (公海) and a manager approves (/sale/apply); leads nobody followed up for N
 * days go back to the pool by a daily job. Every move is in the lead's history.
 */

import { z } from 'zod';
import { idSchema, idWith } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './admin/paging.ts';
import { describeCall, noInput } from './call.ts';

export const deliverModes = [
  { key: 'user', label: '指定成员' },
  { key: 'round_robin', label: '轮流分配' },
  { key: 'rule', label: '按规则分配' },
] as const;
export type DeliverMode = (typeof deliverModes)[number]['key'];

export const claimStatuses = [
  { key: 'pending', label: '待审核', color: 'processing' },
  { key: 'approved', label: '已通过', color: 'success' },
  { key: 'rejected', label: '已驳回', color: 'error' },
] as const;
export type ClaimStatus = (typeof claimStatuses)[number]['key'];

export const AssignLimits = {
  bulkMax: 10_000,
  capacityMax: 100_000,
  ruleNameMax: 30,
  rulesPerOrg: 100,
  reasonMax: 200,
  /** the pool-return parameter's default and bounds (days without a follow-up) */
  returnDaysDefault: 30,
  returnDaysMax: 365,
} as const;

/** sys_param key: days without a follow-up after which a lead returns to the pool (0: never). */
export const POOL_RETURN_DAYS_PARAM = 'sale.pool_return_days';

export const AssignMessages = {
  nothingSelected: '请先选择线索',
  bulkTooMany: `一次最多处理${AssignLimits.bulkMax.toLocaleString('zh-CN')}条线索`,
  userRequired: '请选择接收的成员',
  ruleUserRequired: '请选择规则分配给的成员',
  userNotFound: '成员不存在或不属于本组织',
  capacityBad: `容量须为 0–${AssignLimits.capacityMax.toLocaleString('zh-CN')} 之间的整数，留空为不限`,
  noRotation: '没有参与轮流分配的成员，请先在「团队容量」中开启',
  noRules: '还没有分配规则，请先新建规则',
  delivered: (assigned: number, full: number, unmatched: number) =>
    [
      `已分配 ${assigned.toLocaleString('zh-CN')} 条线索`,
      full > 0 ? `${full.toLocaleString('zh-CN')} 条因成员容量已满未分配` : '',
      unmatched > 0 ? `${unmatched.toLocaleString('zh-CN')} 条没有匹配的规则` : '',
    ]
      .filter(Boolean)
      .join('，'),
  ruleNameRequired: '请填写规则名称',
  ruleNameTooLong: `规则名称最多${AssignLimits.ruleNameMax}个字符`,
  ruleEmpty: '请至少设置一个条件：地区、行业或标签',
  ruleTooMany: `每个组织最多${AssignLimits.rulesPerOrg}条规则`,
  ruleNotFound: '规则不存在或不属于本组织',
  regionNotFound: '所选地区不存在',
  industryNotFound: '所选行业不存在',
  ruleSaved: '规则已保存',
  ruleDeleted: '规则已删除',
  teamSaved: '已保存',
  reasonTooLong: `说明最多${AssignLimits.reasonMax}个字符`,
  notInPool: '所选线索已不在公海中',
  claimed: (n: number, skipped: number) =>
    skipped > 0
      ? `已提交 ${n.toLocaleString('zh-CN')} 条领取申请，${skipped.toLocaleString('zh-CN')} 条已不在公海或已申请过`
      : `已提交 ${n.toLocaleString('zh-CN')} 条领取申请，等待管理员审核`,
  claimNotFound: '申请不存在或已处理',
  claimApproved: '已通过，线索已归入申请人名下',
  claimRejected: '已驳回',
  claimTaken: '线索已被他人领取，申请已自动驳回',
  claimFull: '申请人的线索容量已满，无法通过',
  rejectReasonRequired: '驳回时请填写原因',
  released: (n: number) => `已将 ${n.toLocaleString('zh-CN')} 条线索退回公海`,
  notReleasable: '只能退回自己名下的线索',
} as const;

export const AssignPaths = {
  team: '/sale/team',
  teamMember: '/sale/team/:id',
  deliver: '/sale/deliver',
  rules: '/sale/rule/list',
  ruleCreate: '/sale/rule',
  rule: '/sale/rule/:id',
  release: '/sale/lead/release',
  claim: '/sale/claim',
  claims: '/sale/claim/list',
  decide: '/sale/claim/:id/decide',
  moves: '/sale/moves',
} as const;

const id = idSchema;
/** a member's id, with the Chinese reason when it is missing or no id */
const memberId = idWith;
const leadIds = z
  .array(id, { error: AssignMessages.nothingSelected })
  .min(1, AssignMessages.nothingSelected)
  .max(AssignLimits.bulkMax, AssignMessages.bulkTooMany);
const reason = z
  .string()
  .trim()
  .max(AssignLimits.reasonMax, AssignMessages.reasonTooLong)
  .nullish()
  .transform((v) => v || null);
const messageOut = z.object({ message: z.string() });

// ── team ────────────────────────────────────────────────────────────────────────────────

export const teamMemberSchema = z.object({
  sys_user_id: z.number().int(),
  realname: z.string(),
  department_name: z.string().nullable(),
  /** open leads (not won or lost) the member owns */
  open_leads: z.number().int(),
  /** at most this many open leads; null: no limit */
  capacity: z.number().int().nullable(),
  /** takes part in round-robin delivery */
  in_rotation: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const updateTeamMemberInput = z
  .object({
    capacity: z
      .number({ error: AssignMessages.capacityBad })
      .int(AssignMessages.capacityBad)
      .min(0, AssignMessages.capacityBad)
      .max(AssignLimits.capacityMax, AssignMessages.capacityBad)
      .nullable(),
    in_rotation: z.boolean(),
  })
  .strict();

// ── delivery ────────────────────────────────────────────────────────────────────────────

export const deliverInput = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('user'),
      lead_ids: leadIds,
      user_id: memberId(AssignMessages.userRequired),
      note: reason,
    })
    .strict(),
  z.object({ mode: z.literal('round_robin'), lead_ids: leadIds, note: reason }).strict(),
  z.object({ mode: z.literal('rule'), lead_ids: leadIds, note: reason }).strict(),
]);

export const deliverOutput = messageOut.extend({
  assigned: z.number().int(),
  /** left undelivered: the member (or every member) was at capacity */
  full: z.number().int(),
  /** left undelivered: no rule matched (mode rule) */
  unmatched: z.number().int(),
});

// ── rules ───────────────────────────────────────────────────────────────────────────────

export const ruleFields = z
  .object({
    name: z
      .string({ error: AssignMessages.ruleNameRequired })
      .trim()
      .min(1, AssignMessages.ruleNameRequired)
      .max(AssignLimits.ruleNameMax, AssignMessages.ruleNameTooLong),
    /** a province, city or district code: companies registered there */
    region_code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .nullish()
      .transform((v) => v || null),
    /** a GB/T 4754 section letter or two-digit division */
    industry: z
      .string()
      .trim()
      .regex(/^([A-T]|\d{2})$/)
      .nullish()
      .transform((v) => v || null),
    label_id: id.nullish().transform((v) => v ?? null),
    user_id: memberId(AssignMessages.ruleUserRequired),
    orders: z.number().int().min(0).max(9999).default(0),
  })
  .strict()
  .refine((v) => v.region_code || v.industry || v.label_id, {
    message: AssignMessages.ruleEmpty,
    path: ['region_code'],
  });

export const ruleRowSchema = z.object({
  rule_id: z.number().int(),
  name: z.string(),
  region_code: z.string().nullable(),
  region_name: z.string().nullable(),
  industry: z.string().nullable(),
  industry_name: z.string().nullable(),
  label_id: z.number().int().nullable(),
  label_name: z.string().nullable(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  orders: z.number().int(),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

// ── claims ──────────────────────────────────────────────────────────────────────────────

export const claimInput = z.object({ lead_ids: leadIds, reason }).strict();

export const claimQuery = pageQuerySchema
  .extend({
    status: z.enum(claimStatuses.map((s) => s.key) as [ClaimStatus, ...ClaimStatus[]]).optional(),
    /** true: every claim the caller may review; false/absent: the caller's own */
    review: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .optional(),
    keyword: searchText(50),
  })
  .strict();

export const claimRowSchema = z.object({
  claim_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.string(),
  decided_by_name: z.string().nullable(),
  decide_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

export const decideClaimInput = z
  .object({ approve: z.boolean(), note: reason })
  .strict()
  .refine((v) => v.approve || v.note, { message: AssignMessages.rejectReasonRequired, path: ['note'] });

// ── moves ───────────────────────────────────────────────────────────────────────────────

export const moveKinds = ['assign', 'claim', 'return'] as const;
export const moveQuery = pageQuerySchema
  .extend({ kind: z.enum(moveKinds).optional(), keyword: searchText(50) })
  .strict();

export const moveRowSchema = z.object({
  event_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  kind: z.string(),
  by_name: z.string().nullable(),
  from_name: z.string().nullable(),
  to_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type MoveRow = z.infer<typeof moveRowSchema>;

export const AssignCalls = {
  team: describeCall({
    method: 'GET',
    path: AssignPaths.team,
    summary: '团队成员的线索数、容量与是否参与轮流分配（按角色数据权限）',
    input: noInput,
    output: z.array(teamMemberSchema),
    perm: 'sale:deliver:list',
  }),
  updateMember: describeCall({
    method: 'PUT',
    path: AssignPaths.teamMember,
    summary: '设置成员的线索容量与是否参与轮流分配',
    input: updateTeamMemberInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:deliver:assign',
  }),
  deliver: describeCall({
    method: 'POST',
    path: AssignPaths.deliver,
    summary: '分发线索：指定成员、轮流分配或按规则分配，均不超过成员容量',
    input: deliverInput,
    output: deliverOutput,
    perm: 'sale:deliver:assign',
  }),
  rules: describeCall({
    method: 'GET',
    path: AssignPaths.rules,
    summary: '分配规则（按顺序匹配：地区、行业、标签）',
    input: noInput,
    output: z.array(ruleRowSchema),
    perm: 'sale:deliver:list',
  }),
  createRule: describeCall({
    method: 'POST',
    path: AssignPaths.ruleCreate,
    summary: '新建分配规则',
    input: ruleFields,
    output: messageOut.extend({ rule_id: z.number().int() }),
    perm: 'sale:deliver:assign',
  }),
  updateRule: describeCall({
    method: 'PUT',
    path: AssignPaths.rule,
    summary: '修改分配规则',
    input: ruleFields,
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:deliver:assign',
  }),
  removeRule: describeCall({
    method: 'DELETE',
    path: AssignPaths.rule,
    summary: '删除分配规则',
    input: noInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:deliver:assign',
  }),
  release: describeCall({
    method: 'POST',
    path: AssignPaths.release,
    summary: '把线索退回公海（自己名下的；有“退回公海”权限的管理员可退回可见范围内的）',
    input: z.object({ lead_ids: leadIds, note: reason }).strict(),
    output: messageOut.extend({ released: z.number().int() }),
    perm: 'sale:follow:update',
  }),
  claim: describeCall({
    method: 'POST',
    path: AssignPaths.claim,
    summary: '申请领取公海线索（由管理员审核）',
    input: claimInput,
    output: messageOut.extend({ created: z.number().int() }),
    perm: 'sale:apply:create',
  }),
  claims: describeCall({
    method: 'GET',
    path: AssignPaths.claims,
    summary: '领取申请：我的申请，或（review=true）待我审核的申请',
    input: claimQuery,
    output: pageOf(claimRowSchema),
    perm: 'sale:apply:list',
  }),
  decide: describeCall({
    method: 'POST',
    path: AssignPaths.decide,
    summary: '审核领取申请：通过（线索归入申请人，不超过容量）或驳回（须填原因）',
    input: decideClaimInput,
    params: idParamSchema,
    output: messageOut,
    perm: 'public:apply:audit',
  }),
  moves: describeCall({
    method: 'GET',
    path: AssignPaths.moves,
    summary: '分发、领取与退回公海的记录（按角色数据权限），最新的在前',
    input: moveQuery,
    output: pageOf(moveRowSchema),
    perm: 'sale:deliver:list',
  }),
} as const;
