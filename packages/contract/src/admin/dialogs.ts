/**
 * Calls, schemas and rules of the back-office area 'dialogs': the grouping editor (user group
 * categories, table usr_cate). The customisation request modal's rules are custom-requests.ts.
 * Spec texts verbatim; the others are ours in the same voice.
 */
import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import { okResponse } from '../identity/responses.ts';
import type { Perm } from '../permissions.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './paging.ts';

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
const usrCateOrders = wholeNumber(
  z
    .number({ error: UsrCateMessages.ordersInvalid })
    .int(UsrCateMessages.ordersInvalid)
    .min(0, UsrCateMessages.ordersInvalid)
    .max(UsrCateLimits.ordersMax, UsrCateMessages.ordersInvalid),
);

export const usrCateFields = { name: usrCateName, orders: usrCateOrders };

/** identity fields the save payload carries; they must be the caller's (403 otherwise) */
const usrCateIdentity = {
  user_id: idSchema.optional(),
  usr_agent_id: idSchema.optional(),
};

/** POST /api/admin/usrcate (and /api/sys/usrcate): name, parent_id, level, user_id, usr_agent_id */
export const usrCateCreateRequest = z.object({
  name: usrCateName,
  orders: usrCateOrders.optional(),
  parent_id: wholeNumber(z.number().int().min(0).default(0)),
  level: wholeNumber(z.number().int().min(1).max(UsrCateLimits.maxLevel).optional()),
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
  parent_id: wholeNumber(z.number().int().min(0).optional()),
  /** platform list only: one organisation */
  usr_agent_id: idSchema.optional(),
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
