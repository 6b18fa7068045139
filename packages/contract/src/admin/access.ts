/**
 * Calls, schemas and rules of the back-office area 'access': roles (/sys/roles and the organisation
 * admin's /config/roles), permission points (/sys/actions), menus (/sys/menus), menu categories
 * (/sys/menucate) and modules (/sys/modules, with the actions each module offers).
 */
import { z } from 'zod';
import { wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import type { Perm } from '../permissions.ts';
// sales-leads.ts imports nothing of admin/ but paging.ts: no import cycle
import { leadDataScopeKeys } from '../sales-leads.ts';
import { flag01, idParamSchema, pageOf, pageQuerySchema, searchText } from './paging.ts';

export const AccessPaths = {
  roles: '/sys/roles',
  role: '/sys/roles/:id',
  roleOptions: '/sys/roles/options',
  configRoles: '/config/roles',
  configRole: '/config/roles/:id',
  configRoleOptions: '/config/roles/options',
  actions: '/sys/actions',
  action: '/sys/actions/:id',
  actionOptions: '/sys/actions/options',
  menus: '/sys/menus',
  menu: '/sys/menus/:id',
  menuOptions: '/sys/menus/options',
  menuCates: '/sys/menucate',
  menuCate: '/sys/menucate/:id',
  modules: '/sys/modules',
  module: '/sys/modules/:id',
  moduleActions: '/sys/modules/:id/actions',
} as const;

/** Messages of the area (Chinese, shown as they are). */
export const AccessMessages = {
  roleNameRequired: '请输入角色名称',
  roleNameMax: '角色名称最多 50 个字',
  moduleRequired: '请选择所属模块',
  remarkMax: '备注最多 200 个字',
  dataScopeUnknown: '请选择有效的数据权限',
  roleInUse: (n: number) => `已有 ${n} 个用户使用该角色，不能删除`,
  roleModuleFixed: '角色所属模块创建后不能修改',
  roleNameTaken: '同一模块下已有同名角色',
  actionNotInModule: '所选权限点不属于该角色所属模块',
  menuNotInModule: '所选菜单不属于该角色所属模块',
  addAndDelete: '同一权限点或菜单不能同时新增和删除',
  noEscalation: '不能授予超出自身角色的权限或菜单',
  platformRoleReadOnly: '平台预置角色只能查看，不能修改或删除',
  needGrant: '没有分配角色权限的权限',
  actionNameRequired: '请输入权限点名称',
  actionNameMax: '权限点名称最多 50 个字',
  permFormat: '权限标识格式为 模块:对象:操作，例如 sys:role:list',
  permTaken: '权限标识已存在',
  actionInUse: (n: number) => `已有 ${n} 个角色拥有该权限点，不能删除`,
  actionHasChildren: '请先删除该分组下的权限点',
  parentMissing: '上级节点不存在',
  parentCycle: '上级节点不能是自身或其下级',
  menuNameRequired: '请输入菜单名称',
  menuNameMax: '菜单名称最多 50 个字',
  routeFormat: '路由地址须以 / 开头',
  iconUnknown: '请从列表中选择图标',
  introMax: '菜单说明最多 200 个字',
  menuHasChildren: '该菜单下还有子菜单，不能删除',
  menuParentModule: '上级菜单须属于同一模块',
  menuModuleFixed: '菜单所属模块不能修改',
  cateMissing: '菜单分类不存在',
  cateNameRequired: '请输入分类名称',
  cateNameMax: '分类名称最多 50 个字',
  cateInUse: (n: number) => `该分类下还有 ${n} 个菜单，不能删除`,
  moduleIdRequired: '请输入模块编号',
  moduleIdRange: '模块编号为 0–9999 的整数',
  moduleIdTaken: '模块编号已存在',
  moduleNameRequired: '请输入模块名称',
  moduleNameMax: '模块名称最多 50 个字',
  homeRouteRequired: '请输入首页路由',
  moduleInUse: '该模块下还有用户、角色、菜单或机构，不能删除',
  moduleMissing: '模块不存在',
  actionMissing: '权限点不存在',
} as const;

const M = AccessMessages;

/** Icons a menu may use (antd icon component names); the menu editor offers them with a preview. */
export const MENU_ICONS = [
  'AccountBookOutlined',
  'AimOutlined',
  'AlertOutlined',
  'ApartmentOutlined',
  'ApiOutlined',
  'AppstoreAddOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'BlockOutlined',
  'CarOutlined',
  'CloudServerOutlined',
  'CloudUploadOutlined',
  'ClusterOutlined',
  'CommentOutlined',
  'CompassOutlined',
  'ContactsOutlined',
  'ControlOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'ExperimentOutlined',
  'ExportOutlined',
  'EyeInvisibleOutlined',
  'FileDoneOutlined',
  'FileProtectOutlined',
  'FileSearchOutlined',
  'FilterOutlined',
  'FormOutlined',
  'FundOutlined',
  'FundProjectionScreenOutlined',
  'GiftOutlined',
  'HistoryOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'ImportOutlined',
  'InboxOutlined',
  'KeyOutlined',
  'LineChartOutlined',
  'LockOutlined',
  'LoginOutlined',
  'MailOutlined',
  'MenuOutlined',
  'MessageOutlined',
  'NotificationOutlined',
  'PartitionOutlined',
  'ProfileOutlined',
  'ReadOutlined',
  'RiseOutlined',
  'RobotOutlined',
  'SafetyCertificateOutlined',
  'SaveOutlined',
  'ScheduleOutlined',
  'SearchOutlined',
  'SettingOutlined',
  'ShareAltOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'SolutionOutlined',
  'StarOutlined',
  'StopOutlined',
  'SwapOutlined',
  'SyncOutlined',
  'TagOutlined',
  'TagsOutlined',
  'TrophyOutlined',
  'UnorderedListOutlined',
  'UserOutlined',
  'WarningOutlined',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

// ── shared ───────────────────────────────────────────────────────────────────────────────

const idList = z.array(z.number().int().positive()).max(5000).default([]);
const remark = z.string().trim().max(200, M.remarkMax).nullish();
const orders = wholeNumber(z.number().int().min(-9999).max(9999).default(0));

export const accessModuleOptionSchema = z.object({ sys_module_id: z.number().int(), name: z.string() });
export type AccessModuleOption = z.infer<typeof accessModuleOptionSchema>;

/** A node of a checkable tree (actions or menus). `perm` is null for a group of actions. */
export interface AccessTreeNode {
  id: number;
  name: string;
  perm: string | null;
  /** menus: 0 left, 1 top; actions: null */
  location: number | null;
  children: AccessTreeNode[];
}
export const accessTreeNodeSchema: z.ZodType<AccessTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    perm: z.string().nullable(),
    location: z.number().int().nullable(),
    children: z.array(accessTreeNodeSchema),
  }),
);

// ── roles ────────────────────────────────────────────────────────────────────────────────

export const roleListQuery = pageQuerySchema.extend({
  sys_module_id: wholeNumber(z.number().int().min(0).optional()),
  role_name: searchText(),
  status: flag01.optional(),
});
export type RoleListQuery = z.input<typeof roleListQuery>;

export const roleRowSchema = z.object({
  sys_role_id: z.number().int(),
  role_name: z.string(),
  sys_module_id: z.number().int(),
  module_name: z.string().nullable(),
  /** null: a platform role of the module */
  usr_agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  remark: z.string().nullable(),
  /** which sales leads the role's users see (数据权限; labels in `leadDataScopes`) */
  data_scope: z.enum(leadDataScopeKeys),
  status: z.number().int(),
  user_count: z.number().int(),
  updated_at: z.string(),
  /** whether the caller may edit or delete it (/config/roles: platform roles are read-only) */
  editable: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;
export const rolePageSchema = pageOf(roleRowSchema);

export const roleDetailSchema = roleRowSchema.extend({
  /** granted sys_action_id list */
  actions: z.array(z.number().int()),
  /** granted sys_menu_id list (groups included) */
  menus: z.array(z.number().int()),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

const roleFields = {
  role_name: z.string({ error: M.roleNameRequired }).trim().min(1, M.roleNameRequired).max(50, M.roleNameMax),
  remark,
  /** 数据权限: absent on an edit keeps the role's; absent on a create is 'org' (全部数据) */
  data_scope: z.enum(leadDataScopeKeys, { error: M.dataScopeUnknown }).optional(),
  status: flag01.default(1),
  /** granted now (added) */
  actions: idList,
  menus: idList,
  /** withdrawn now */
  actionsDels: idList,
  menusDels: idList,
};

/** Create or edit a role: the fields plus the grant deltas (spec §3 Role). */
export const roleSaveRequest = z.object({
  ...roleFields,
  sys_module_id: z.number({ error: M.moduleRequired }).int().min(0, M.moduleRequired),
});
export type RoleSaveRequest = z.input<typeof roleSaveRequest>;

/** The organisation admin's save: the module is always the caller's own. */
export const configRoleSaveRequest = z.object({
  ...roleFields,
  sys_module_id: z.number().int().min(0).optional(),
});
export type ConfigRoleSaveRequest = z.input<typeof configRoleSaveRequest>;

export const roleOptionsQuery = z.object({ sys_module_id: wholeNumber(z.number().int().min(0).optional()) });
/** What the role editor offers: modules, and the module's action and menu trees. */
export const roleOptionsSchema = z.object({
  modules: z.array(accessModuleOptionSchema),
  actions: z.array(accessTreeNodeSchema),
  menus: z.array(accessTreeNodeSchema),
});
export type RoleOptions = z.infer<typeof roleOptionsSchema>;

export const accessSavedSchema = z.object({ id: z.number().int() });
export const accessDeletedSchema = z.object({ deleted: z.boolean() });

// ── actions ──────────────────────────────────────────────────────────────────────────────

export const PERM_PATTERN = /^[a-z][a-zA-Z0-9]*:[a-zA-Z][a-zA-Z0-9]*:[a-zA-Z][a-zA-Z0-9]*$/;

export const actionListQuery = pageQuerySchema.extend({
  sys_module_id: wholeNumber(z.number().int().min(0).optional()),
  keyword: searchText(100),
});

export interface ActionRow {
  sys_action_id: number;
  sys_module_id: number;
  parent_id: number | null;
  name: string;
  perm: string | null;
  orders: number;
  status: number;
  role_count: number;
  children?: ActionRow[] | undefined;
}
export const actionRowSchema: z.ZodType<ActionRow> = z.lazy(() =>
  z.object({
    sys_action_id: z.number().int(),
    sys_module_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: z.string(),
    perm: z.string().nullable(),
    orders: z.number().int(),
    status: z.number().int(),
    role_count: z.number().int(),
    children: z.array(actionRowSchema).optional(),
  }),
);
export const actionPageSchema = pageOf(actionRowSchema);

export const actionSaveRequest = z.object({
  sys_module_id: z.number({ error: M.moduleRequired }).int().min(0, M.moduleRequired),
  parent_id: z.number().int().positive().nullish(),
  name: z
    .string({ error: M.actionNameRequired })
    .trim()
    .min(1, M.actionNameRequired)
    .max(50, M.actionNameMax),
  /** empty for a group */
  perm: z
    .string()
    .trim()
    .max(100, M.permFormat)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || PERM_PATTERN.test(v), M.permFormat),
  orders,
  status: flag01.default(1),
});
export type ActionSaveRequest = z.input<typeof actionSaveRequest>;

export const actionOptionsSchema = z.object({
  modules: z.array(accessModuleOptionSchema),
  /** every action as a tree (parent choice) */
  tree: z.array(accessTreeNodeSchema),
});
export type ActionOptions = z.infer<typeof actionOptionsSchema>;

// ── menus ────────────────────────────────────────────────────────────────────────────────

export const menuListQuery = pageQuerySchema.extend({
  sys_module_id: wholeNumber(z.number().int().min(0).optional()),
  keyword: searchText(100),
  location: flag01.optional(),
});

export interface MenuRow {
  sys_menu_id: number;
  parent_id: number;
  sys_module_id: number;
  sys_menu_cate_id: number | null;
  cate_name: string | null;
  name: string;
  vue_url: string;
  style: string;
  intro: string;
  location: number;
  perm: string | null;
  is_quick: number;
  orders: number;
  status: number;
  children?: MenuRow[] | undefined;
}
export const menuRowSchema: z.ZodType<MenuRow> = z.lazy(() =>
  z.object({
    sys_menu_id: z.number().int(),
    parent_id: z.number().int(),
    sys_module_id: z.number().int(),
    sys_menu_cate_id: z.number().int().nullable(),
    cate_name: z.string().nullable(),
    name: z.string(),
    vue_url: z.string(),
    style: z.string(),
    intro: z.string(),
    location: z.number().int(),
    perm: z.string().nullable(),
    is_quick: z.number().int(),
    orders: z.number().int(),
    status: z.number().int(),
    children: z.array(menuRowSchema).optional(),
  }),
);
export const menuPageSchema = pageOf(menuRowSchema);

export const menuSaveRequest = z.object({
  sys_module_id: z.number({ error: M.moduleRequired }).int().min(0, M.moduleRequired),
  parent_id: z.number().int().min(0).default(0),
  sys_menu_cate_id: z.number().int().positive().nullish(),
  name: z.string({ error: M.menuNameRequired }).trim().min(1, M.menuNameRequired).max(50, M.menuNameMax),
  vue_url: z
    .string()
    .trim()
    .max(200, M.routeFormat)
    .default('')
    .refine((v) => v === '' || v.startsWith('/'), M.routeFormat),
  style: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (MENU_ICONS as readonly string[]).includes(v), M.iconUnknown),
  intro: z.string().trim().max(200, M.introMax).default(''),
  location: flag01.default(0),
  perm: z
    .string()
    .trim()
    .max(100, M.permFormat)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || PERM_PATTERN.test(v), M.permFormat),
  is_quick: flag01.default(0),
  orders,
  status: flag01.default(1),
});
export type MenuSaveRequest = z.input<typeof menuSaveRequest>;

export const menuOptionsQuery = z.object({ sys_module_id: wholeNumber(z.number().int().min(0).optional()) });
export const menuCateOptionSchema = z.object({ sys_menu_cate_id: z.number().int(), name: z.string() });
export const menuOptionsSchema = z.object({
  modules: z.array(accessModuleOptionSchema),
  cates: z.array(menuCateOptionSchema),
  /** the module's menus as a tree (parent choice) */
  tree: z.array(accessTreeNodeSchema),
});
export type MenuOptions = z.infer<typeof menuOptionsSchema>;

// ── menu categories ──────────────────────────────────────────────────────────────────────

export const menuCateListQuery = pageQuerySchema.extend({ name: searchText() });
export const menuCateRowSchema = z.object({
  sys_menu_cate_id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  remark: z.string().nullable(),
  menu_count: z.number().int(),
});
export type MenuCateRow = z.infer<typeof menuCateRowSchema>;
export const menuCatePageSchema = pageOf(menuCateRowSchema);
export const menuCateSaveRequest = z.object({
  name: z.string({ error: M.cateNameRequired }).trim().min(1, M.cateNameRequired).max(50, M.cateNameMax),
  orders,
  remark,
});
export type MenuCateSaveRequest = z.input<typeof menuCateSaveRequest>;

// ── modules ──────────────────────────────────────────────────────────────────────────────

export const moduleListQuery = pageQuerySchema.extend({ name: searchText() });
export const moduleRowSchema = z.object({
  sys_module_id: z.number().int(),
  name: z.string(),
  home_route: z.string(),
  remark: z.string().nullable(),
  orders: z.number().int(),
  status: z.number().int(),
  role_count: z.number().int(),
  user_count: z.number().int(),
  action_count: z.number().int(),
});
export type ModuleRow = z.infer<typeof moduleRowSchema>;
export const modulePageSchema = pageOf(moduleRowSchema);

const moduleFields = {
  name: z
    .string({ error: M.moduleNameRequired })
    .trim()
    .min(1, M.moduleNameRequired)
    .max(50, M.moduleNameMax),
  home_route: z
    .string({ error: M.homeRouteRequired })
    .trim()
    .min(1, M.homeRouteRequired)
    .max(100, M.routeFormat)
    .refine((v) => v.startsWith('/'), M.routeFormat),
  remark,
  orders,
  status: flag01.default(1),
};
export const moduleCreateRequest = z.object({
  sys_module_id: z
    .number({ error: M.moduleIdRequired })
    .int(M.moduleIdRange)
    .min(0, M.moduleIdRange)
    .max(9999, M.moduleIdRange),
  ...moduleFields,
});
export const moduleUpdateRequest = z.object(moduleFields);
export type ModuleCreateRequest = z.input<typeof moduleCreateRequest>;
export type ModuleUpdateRequest = z.input<typeof moduleUpdateRequest>;

export const moduleActionsSchema = z.object({
  /** every action as a tree */
  tree: z.array(accessTreeNodeSchema),
  /** actions the module offers */
  checked: z.array(z.number().int()),
});
export type ModuleActions = z.infer<typeof moduleActionsSchema>;
export const moduleActionsRequest = z.object({ actions: idList });
export type ModuleActionsRequest = z.input<typeof moduleActionsRequest>;

// ── tree rules shared by the role editor (web) and tests ─────────────────────────────────

/** Every id of a tree (depth first). */
export function treeIds(nodes: readonly AccessTreeNode[]): number[] {
  const out: number[] = [];
  const walk = (list: readonly AccessTreeNode[]) => {
    for (const n of list) {
      out.push(n.id);
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/**
 * The check state a tree shows for a granted set: a node is checked when it is granted and has no
 * children, or when every child is checked; half-checked when some descendants are.
 */
export function checkStateOf(
  nodes: readonly AccessTreeNode[],
  granted: ReadonlySet<number>,
): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const walk = (n: AccessTreeNode): 'all' | 'some' | 'none' => {
    if (!n.children.length) {
      if (granted.has(n.id)) {
        checked.push(n.id);
        return 'all';
      }
      return 'none';
    }
    const states = n.children.map(walk);
    if (states.every((s) => s === 'all')) {
      checked.push(n.id);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      halfChecked.push(n.id);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach(walk);
  return { checked, halfChecked };
}

/** Added and removed ids between what a role held and what it holds now. */
export function grantDelta(
  before: Iterable<number>,
  after: Iterable<number>,
): { added: number[]; removed: number[] } {
  const b = new Set(before);
  const a = new Set(after);
  return {
    added: [...a].filter((id) => !b.has(id)).sort((x, y) => x - y),
    removed: [...b].filter((id) => !a.has(id)).sort((x, y) => x - y),
  };
}

// ── calls ────────────────────────────────────────────────────────────────────────────────

/** Where a role call comes from: the platform back-office (/sys/roles) or an organisation admin (/config/roles). */
export type RoleArea = 'sys' | 'config';

/** Module ids start at 0 (the platform back-office), so `{id}` of /sys/modules allows 0. */
export const moduleIdParam = z.object({ id: wholeNumber(z.number().int().min(0).max(9999)) });

/** The role calls of one area; the two differ in paths, permissions and the save body. */
function roleCalls<S extends z.ZodType>(area: RoleArea, save: S) {
  const sys = area === 'sys';
  const base = sys ? AccessPaths.roles : AccessPaths.configRoles;
  const one = sys ? AccessPaths.role : AccessPaths.configRole;
  const perm = (action: 'list' | 'create' | 'update' | 'delete'): Perm => `${area}:role:${action}`;
  return {
    list: describeCall({
      method: 'GET',
      path: base,
      summary: sys ? '角色列表（按模块、名称、状态筛选）' : '本机构角色列表（含平台预置角色，只读）',
      perm: perm('list'),
      input: roleListQuery,
      output: rolePageSchema,
    }),
    options: describeCall({
      method: 'GET',
      path: sys ? AccessPaths.roleOptions : AccessPaths.configRoleOptions,
      summary: sys
        ? '角色编辑器的模块、权限点树与菜单树'
        : '本机构可授予的权限点树与菜单树（不超过自身角色）',
      perm: perm('list'),
      input: roleOptionsQuery,
      output: roleOptionsSchema,
    }),
    get: describeCall({
      method: 'GET',
      path: one,
      summary: '角色详情（含已授予的权限点与菜单）',
      perm: perm('list'),
      input: noInput,
      params: idParamSchema,
      output: roleDetailSchema,
    }),
    create: describeCall({
      method: 'POST',
      path: base,
      summary: '新增角色（actions、menus 为授予的权限点与菜单）',
      perm: perm('create'),
      input: save,
      output: accessSavedSchema,
    }),
    update: describeCall({
      method: 'PUT',
      path: one,
      summary: '编辑角色：字段与授权增量（actions/menus 新增，actionsDels/menusDels 移除），一次事务',
      perm: perm('update'),
      input: save,
      params: idParamSchema,
      output: accessSavedSchema,
    }),
    remove: describeCall({
      method: 'DELETE',
      path: one,
      summary: '删除角色（仍有用户使用时拒绝）',
      perm: perm('delete'),
      input: noInput,
      params: idParamSchema,
      output: accessDeletedSchema,
    }),
  };
}

/** Role calls by area: `RoleCalls.sys` (/sys/roles) and `RoleCalls.config` (/config/roles). */
export const RoleCalls = {
  sys: roleCalls('sys', roleSaveRequest),
  config: roleCalls('config', configRoleSaveRequest),
};

/** The other calls of the area: permission points, menus, menu categories and modules. */
export const AccessCalls = {
  // ── permission points
  listActions: describeCall({
    method: 'GET',
    path: AccessPaths.actions,
    summary: '权限点树（按顶层分组分页）',
    perm: 'sys:action:list',
    input: actionListQuery,
    output: actionPageSchema,
  }),
  actionOptions: describeCall({
    method: 'GET',
    path: AccessPaths.actionOptions,
    summary: '权限点编辑所需的模块与上级节点树',
    perm: 'sys:action:list',
    input: noInput,
    output: actionOptionsSchema,
  }),
  getAction: describeCall({
    method: 'GET',
    path: AccessPaths.action,
    summary: '权限点详情',
    perm: 'sys:action:list',
    input: noInput,
    params: idParamSchema,
    output: actionRowSchema,
  }),
  createAction: describeCall({
    method: 'POST',
    path: AccessPaths.actions,
    summary: '新增权限点或分组（权限标识唯一）',
    perm: 'sys:action:create',
    input: actionSaveRequest,
    output: accessSavedSchema,
  }),
  updateAction: describeCall({
    method: 'PUT',
    path: AccessPaths.action,
    summary: '编辑权限点',
    perm: 'sys:action:update',
    input: actionSaveRequest,
    params: idParamSchema,
    output: accessSavedSchema,
  }),
  deleteAction: describeCall({
    method: 'DELETE',
    path: AccessPaths.action,
    summary: '删除权限点（已有角色拥有或含下级时拒绝）',
    perm: 'sys:action:delete',
    input: noInput,
    params: idParamSchema,
    output: accessDeletedSchema,
  }),
  // ── menus
  listMenus: describeCall({
    method: 'GET',
    path: AccessPaths.menus,
    summary: '菜单树（按模块，按顶层菜单分页）',
    perm: 'sys:menu:list',
    input: menuListQuery,
    output: menuPageSchema,
  }),
  menuOptions: describeCall({
    method: 'GET',
    path: AccessPaths.menuOptions,
    summary: '菜单编辑所需的模块、菜单分类与上级菜单树',
    perm: 'sys:menu:list',
    input: menuOptionsQuery,
    output: menuOptionsSchema,
  }),
  getMenu: describeCall({
    method: 'GET',
    path: AccessPaths.menu,
    summary: '菜单详情',
    perm: 'sys:menu:list',
    input: noInput,
    params: idParamSchema,
    output: menuRowSchema,
  }),
  createMenu: describeCall({
    method: 'POST',
    path: AccessPaths.menus,
    summary: '新增菜单',
    perm: 'sys:menu:create',
    input: menuSaveRequest,
    output: accessSavedSchema,
  }),
  updateMenu: describeCall({
    method: 'PUT',
    path: AccessPaths.menu,
    summary: '编辑菜单',
    perm: 'sys:menu:update',
    input: menuSaveRequest,
    params: idParamSchema,
    output: accessSavedSchema,
  }),
  deleteMenu: describeCall({
    method: 'DELETE',
    path: AccessPaths.menu,
    summary: '删除菜单（含子菜单时拒绝）',
    perm: 'sys:menu:delete',
    input: noInput,
    params: idParamSchema,
    output: accessDeletedSchema,
  }),
  // ── menu categories
  listMenuCates: describeCall({
    method: 'GET',
    path: AccessPaths.menuCates,
    summary: '菜单分类列表',
    perm: 'sys:menuCate:list',
    input: menuCateListQuery,
    output: menuCatePageSchema,
  }),
  getMenuCate: describeCall({
    method: 'GET',
    path: AccessPaths.menuCate,
    summary: '菜单分类详情',
    perm: 'sys:menuCate:list',
    input: noInput,
    params: idParamSchema,
    output: menuCateRowSchema,
  }),
  createMenuCate: describeCall({
    method: 'POST',
    path: AccessPaths.menuCates,
    summary: '新增菜单分类',
    perm: 'sys:menuCate:create',
    input: menuCateSaveRequest,
    output: accessSavedSchema,
  }),
  updateMenuCate: describeCall({
    method: 'PUT',
    path: AccessPaths.menuCate,
    summary: '编辑菜单分类',
    perm: 'sys:menuCate:update',
    input: menuCateSaveRequest,
    params: idParamSchema,
    output: accessSavedSchema,
  }),
  deleteMenuCate: describeCall({
    method: 'DELETE',
    path: AccessPaths.menuCate,
    summary: '删除菜单分类（仍有菜单使用时拒绝）',
    perm: 'sys:menuCate:delete',
    input: noInput,
    params: idParamSchema,
    output: accessDeletedSchema,
  }),
  // ── modules
  listModules: describeCall({
    method: 'GET',
    path: AccessPaths.modules,
    summary: '模块列表',
    perm: 'sys:module:list',
    input: moduleListQuery,
    output: modulePageSchema,
  }),
  getModule: describeCall({
    method: 'GET',
    path: AccessPaths.module,
    summary: '模块详情',
    perm: 'sys:module:list',
    input: noInput,
    params: moduleIdParam,
    output: moduleRowSchema,
  }),
  createModule: describeCall({
    method: 'POST',
    path: AccessPaths.modules,
    summary: '新增模块（模块编号决定工作台）',
    perm: 'sys:module:create',
    input: moduleCreateRequest,
    output: accessSavedSchema,
  }),
  updateModule: describeCall({
    method: 'PUT',
    path: AccessPaths.module,
    summary: '编辑模块',
    perm: 'sys:module:update',
    input: moduleUpdateRequest,
    params: moduleIdParam,
    output: accessSavedSchema,
  }),
  deleteModule: describeCall({
    method: 'DELETE',
    path: AccessPaths.module,
    summary: '删除模块（仍被使用时拒绝）',
    perm: 'sys:module:delete',
    input: noInput,
    params: moduleIdParam,
    output: accessDeletedSchema,
  }),
  moduleActions: describeCall({
    method: 'GET',
    path: AccessPaths.moduleActions,
    summary: '模块提供的权限点（全部权限点树 + 已选）',
    perm: 'sys:module:list',
    input: noInput,
    params: moduleIdParam,
    output: moduleActionsSchema,
  }),
  setModuleActions: describeCall({
    method: 'PUT',
    path: AccessPaths.moduleActions,
    summary: '替换模块提供的权限点；撤下的权限点同时从该模块的角色中移除',
    perm: 'sys:module:grant',
    input: moduleActionsRequest,
    params: moduleIdParam,
    output: moduleActionsSchema,
  }),
};
