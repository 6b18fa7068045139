/**
 * Calls, schemas and rules of the back-office area 'dialogs': the customisation request modal
 * (shell-and-backoffice.md §2, §3, §5; data-shop.md §3–§5) and the grouping editor (user group
 * categories, table usr_cate). Spec texts verbatim; the others are ours in the same voice.
 */
import { z } from 'zod';
import { describeCall, noInput } from '../call.ts';
import { okResponse } from '../identity/responses.ts';
import type { Perm } from '../permissions.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './paging.ts';

// ── customisation request (agent_label_apply) ──────────────────────────────────────────────

export const CustomRequestPaths = {
  /** POST: save a customisation request (type 1 submit, 0 draft); agent_label_apply_id updates a draft */
  apply: '/api/ShopProduct/applySpecialData',
  /** GET: the caller's own requests, newest first (page, limit) */
  list: '/api/ShopProduct/getApplyList',
} as const;

export const CustomRequestLimits = {
  nameMax: 20,
  explainMax: 200,
  filterMin: 10,
  filterMax: 1000,
  delMax: 500,
} as const;

export const CustomRequestMessages = {
  // data-shop.md §5 / shell-and-backoffice.md §5
  nameRequired: '请输入定制名称',
  nameTooLong: '定制名称最多20个字符',
  filterRequired: '请输入筛选条件',
  filterTooShort: '筛选条件最少输入10个汉字',
  verifyFailed: '验证失败！',
  // ours
  filterTooLong: '筛选条件最多输入1000个字符',
  explainTooLong: '说明最多输入200个字符',
  delTooLong: '排除条件最多输入500个字符',
  yearInvalid: '请选择正确的年份',
  typeInvalid: '请选择提交或暂存',
  userMissing: '缺少用户编号，请重新登录后再试',
  submitted: '提交成功，工作人员将在2-3个工作日内完成审核，可在定制记录中查看进度',
  drafted: '暂存成功，可稍后继续编辑并提交',
  notEditable: '该定制需求已提交审核，不能再修改',
} as const;

/** The 5 steps the modal shows (data-shop.md §2 /custom; shell-and-backoffice.md §2). */
export const customRequestSteps = ['待提交', '审核通过', '处理完成', '扫码支付', '导出数据'] as const;

/** agent_label_apply.status */
export const CustomRequestStatus = {
  draft: 0,
  reviewing: 1,
  rejected: 2,
  processing: 3,
  done: 4,
} as const;

/** Status texts (data-shop.md §4). */
export const customRequestStatusTexts: Record<number, string> = {
  0: '暂存',
  1: '审核中',
  2: '审核未通过',
  3: '处理中',
  4: '处理完成',
};

export function customRequestStatusText(status: number): string {
  return customRequestStatusTexts[status] ?? '未知状态';
}

/** Drafts and rejected requests may be changed and filed again (data-shop.md §4 "Actions by state"). */
export function isCustomRequestEditable(status: number): boolean {
  return status === CustomRequestStatus.draft || status === CustomRequestStatus.rejected;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

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

/** POST /api/api/ShopProduct/applySpecialData */
export const applySpecialDataRequest = customRequestFormSchema.extend({
  /** must be the caller's (403 otherwise) */
  sys_user_id: z.coerce
    .number({ error: CustomRequestMessages.userMissing })
    .int(CustomRequestMessages.userMissing)
    .positive(CustomRequestMessages.userMissing),
  /** 1 submit for review, 0 save as draft */
  type: z.union([z.literal(0), z.literal(1)], { error: CustomRequestMessages.typeInvalid }),
  /** set to change an existing draft of the caller */
  agent_label_apply_id: z.coerce.number().int().positive().optional(),
});
export type ApplySpecialDataRequest = z.input<typeof applySpecialDataRequest>;

export const applySpecialDataResponse = z.object({
  agent_label_apply_id: z.number().int(),
  status: z.number().int(),
  message: z.string(),
});
export type ApplySpecialDataResponse = z.infer<typeof applySpecialDataResponse>;

export const customRequestRowSchema = z.object({
  agent_label_apply_id: z.number().int(),
  name: z.string(),
  label_year: z.string().nullable(),
  explain: z.string().nullable(),
  filter_condition: z.string(),
  del_condition: z.string().nullable(),
  status: z.number().int(),
  status_text: z.string(),
  app_remark: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type CustomRequestRow = z.infer<typeof customRequestRowSchema>;

/** GET /api/api/ShopProduct/getApplyList */
export const applyListQuery = pageQuerySchema;
export const applyListResponse = pageOf(customRequestRowSchema);

/** The customisation request's calls: a session is all they take (every signed-in user may file). */
export const CustomRequestCalls = {
  apply: describeCall({
    method: 'POST',
    path: CustomRequestPaths.apply,
    summary: '保存个性化定制需求（type 1 提交审核，0 暂存；带 agent_label_apply_id 修改草稿）',
    input: applySpecialDataRequest,
    output: applySpecialDataResponse,
  }),
  list: describeCall({
    method: 'GET',
    path: CustomRequestPaths.list,
    summary: '本人提交的定制需求（分页）',
    input: applyListQuery,
    output: applyListResponse,
  }),
};

// ── grouping (usr_cate) ──────────────────────────────────────────────────────────────────

export const UsrCatePaths = {
  /** the organisation's own groups (/config/category; perms config:category:*) */
  org: '/admin/usrcate',
  /** every organisation's groups (/sys/manacate; perms sys:usrCate:*) */
  platform: '/sys/usrcate',
  /** organisations that have groups, for the platform page's filter (sys:usrCate:list) */
  platformAgents: '/sys/usrcate/agents',
} as const;

/** org: the caller's organisation (/config/category); platform: every organisation (/sys/manacate) */
export type UsrCateFamily = 'org' | 'platform';

/** The permissions of each audience's group calls. */
export const UsrCatePerms = {
  org: {
    list: 'config:category:list',
    create: 'config:category:create',
    update: 'config:category:update',
    delete: 'config:category:delete',
  },
  platform: {
    list: 'sys:usrCate:list',
    create: 'sys:usrCate:create',
    update: 'sys:usrCate:update',
    delete: 'sys:usrCate:delete',
  },
} as const satisfies Record<UsrCateFamily, Record<'list' | 'create' | 'update' | 'delete', Perm>>;

export const UsrCateLimits = { nameMax: 30, ordersMax: 9999, maxLevel: 2 } as const;

export const UsrCateMessages = {
  // shell-and-backoffice.md §5
  nameRequired: '请填写名称',
  editOneRow: '请先保存当前编辑的数据',
  deleteWithData: '该分组名称下已有数据，确定删除吗？',
  // ours
  deleteConfirm: '确定删除该分组吗？',
  nameTooLong: '名称最多30个字符',
  ordersInvalid: '排序须为0至9999之间的整数',
  nameTaken: '同级下已有同名分组',
  hasChildren: '该分组下还有子分组，请先删除子分组',
  parentInvalid: '上级分组只能是一级分组',
  levelInvalid: '分组层级与上级分组不符',
} as const;

/** The delete question: the warning when the group already holds data (label_number > 0). */
export function usrCateDeleteQuestion(labelNumber: number): string {
  return labelNumber > 0 ? UsrCateMessages.deleteWithData : UsrCateMessages.deleteConfirm;
}

/** level of a group under `parentId` (0 = top level) */
export const usrCateLevelOf = (parentId: number) => (parentId === 0 ? 1 : 2);

const usrCateName = z
  .string({ error: UsrCateMessages.nameRequired })
  .trim()
  .min(1, UsrCateMessages.nameRequired)
  .max(UsrCateLimits.nameMax, UsrCateMessages.nameTooLong);
const usrCateOrders = z.coerce
  .number({ error: UsrCateMessages.ordersInvalid })
  .int(UsrCateMessages.ordersInvalid)
  .min(0, UsrCateMessages.ordersInvalid)
  .max(UsrCateLimits.ordersMax, UsrCateMessages.ordersInvalid);

export const usrCateFields = { name: usrCateName, orders: usrCateOrders };

/** identity fields the save payload carries; they must be the caller's (403 otherwise) */
const usrCateIdentity = {
  user_id: z.coerce.number().int().positive().optional(),
  usr_agent_id: z.coerce.number().int().positive().optional(),
};

/** POST /api/admin/usrcate (and /api/sys/usrcate): name, parent_id, level, user_id, usr_agent_id */
export const usrCateCreateRequest = z.object({
  name: usrCateName,
  orders: usrCateOrders.optional(),
  parent_id: z.coerce.number().int().min(0).default(0),
  level: z.coerce.number().int().min(1).max(UsrCateLimits.maxLevel).optional(),
  ...usrCateIdentity,
});
export type UsrCateCreateRequest = z.input<typeof usrCateCreateRequest>;

/** PUT /api/admin/usrcate/:id: the name and the order */
export const usrCateUpdateRequest = z.object({
  name: usrCateName,
  orders: usrCateOrders.optional(),
  ...usrCateIdentity,
});
export type UsrCateUpdateRequest = z.input<typeof usrCateUpdateRequest>;

export const usrCateListQuery = pageQuerySchema.extend({
  name: searchText(),
  /** only the groups under this parent (0 = top level) */
  parent_id: z.coerce.number().int().min(0).optional(),
  /** platform list only: one organisation */
  usr_agent_id: z.coerce.number().int().positive().optional(),
});
export type UsrCateListQuery = z.input<typeof usrCateListQuery>;

export const usrCateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  parent_id: z.number().int(),
  parent_name: z.string().nullable(),
  level: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  usr_agent_id: z.number().int(),
  agent_name: z.string().nullable(),
  label_number: z.number().int(),
  child_count: z.number().int(),
  created_at: z.string(),
});
export type UsrCate = z.infer<typeof usrCateSchema>;
export const usrCatePage = pageOf(usrCateSchema);

export const usrCateAgentSchema = z.object({ usr_agent_id: z.number().int(), agent_name: z.string() });
export type UsrCateAgent = z.infer<typeof usrCateAgentSchema>;

/** The group calls of one audience: the same resource under its own path and permissions. */
function usrCateCalls(family: UsrCateFamily) {
  const base = UsrCatePaths[family];
  const perm = UsrCatePerms[family];
  return {
    list: describeCall({
      method: 'GET',
      path: base,
      summary: '分组列表（page, limit, name, parent_id; 平台另可按 usr_agent_id）',
      perm: perm.list,
      input: usrCateListQuery,
      output: usrCatePage,
    }),
    get: describeCall({
      method: 'GET',
      path: `${base}/:id`,
      summary: '分组详情',
      perm: perm.list,
      input: noInput,
      params: idParamSchema,
      output: usrCateSchema,
    }),
    create: describeCall({
      method: 'POST',
      path: base,
      summary: '新增分组（name, parent_id, level, user_id, usr_agent_id；身份字段须为本人）',
      perm: perm.create,
      input: usrCateCreateRequest,
      output: usrCateSchema,
    }),
    update: describeCall({
      method: 'PUT',
      path: `${base}/:id`,
      summary: '修改分组名称与排序',
      perm: perm.update,
      input: usrCateUpdateRequest,
      params: idParamSchema,
      output: usrCateSchema,
    }),
    remove: describeCall({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: '删除分组',
      perm: perm.delete,
      input: noInput,
      params: idParamSchema,
      output: okResponse,
    }),
  };
}

/** User groups (usr_cate): the organisation's own, every organisation's, and the platform's filter. */
export const UsrCateCalls = {
  org: usrCateCalls('org'),
  platform: usrCateCalls('platform'),
  platformAgents: describeCall({
    method: 'GET',
    path: UsrCatePaths.platformAgents,
    summary: '有分组的机构（分组分类页的机构筛选）',
    perm: 'sys:usrCate:list',
    input: noInput,
    output: z.array(usrCateAgentSchema),
  }),
};
