import { ModuleId } from './modules.ts';

/**
 * The permission catalogue: strings `module:entity:action` (ARCHITECTURE.md), granted to roles
 * (sys_action, seeded from here), declared by every call that needs one and asked by `useCan()`.
 * A misspelt permission is a type error because `Perm` is derived from this list.
 *
 * Prefixes: sys (platform administration), msg (messages, notices, outboxes), log (logs),
 * mall (data-shop operation) — all module 0; data, sale, action, public (module 5 and the
 * workspaces that share its search), park, raise, ent, garden (park / enterprise / government /
 * supervision / garden workspaces), config (the organisation admin's own /config pages, every
 * workspace).
 */

type ActionSpec = readonly [action: string, name: string];

/** One node of the role editor's action tree (`module:entity`) with its actions. */
export interface PermissionGroup {
  key: string;
  name: string;
  /** every module that offers the group's actions, the owner first */
  modules: readonly ModuleId[];
  actions: readonly ActionSpec[];
}

/** list / create / update / delete with names built from a noun. */
function crud<const N extends string>(noun: N) {
  return [
    ['list', `查看${noun}`],
    ['create', `新增${noun}`],
    ['update', `编辑${noun}`],
    ['delete', `删除${noun}`],
  ] as const;
}

const ADMIN = [ModuleId.admin] as const;
/** The workspaces (every module but the back-office), data search first. */
export const workspaceModules = [5, 3, 4, 6, 7, 8, 9, 31] as const satisfies readonly ModuleId[];
const WORKSPACES = workspaceModules;

export const permissionGroups = [
  // ── module 0: system ───────────────────────────────────────────────────────────────────
  {
    key: 'sys:user',
    name: '用户管理',
    modules: ADMIN,
    actions: [...crud('用户'), ['resetPwd', '重置用户密码'], ['disable', '启用/停用用户']],
  },
  {
    key: 'sys:role',
    name: '角色管理',
    modules: ADMIN,
    actions: [...crud('角色'), ['grant', '分配角色权限']],
  },
  { key: 'sys:action', name: '权限点管理', modules: ADMIN, actions: crud('权限点') },
  { key: 'sys:menu', name: '菜单管理', modules: ADMIN, actions: crud('菜单') },
  { key: 'sys:menuCate', name: '菜单分类', modules: ADMIN, actions: crud('菜单分类') },
  {
    key: 'sys:module',
    name: '模块管理',
    modules: ADMIN,
    actions: [...crud('模块'), ['grant', '配置模块权限点']],
  },
  {
    key: 'sys:param',
    name: '参数设置',
    modules: ADMIN,
    actions: [
      ['list', '查看系统参数'],
      ['update', '修改系统参数'],
    ],
  },
  { key: 'sys:industry', name: '行业分类', modules: ADMIN, actions: crud('行业分类') },
  {
    key: 'sys:dataUpdate',
    name: '数据更新',
    modules: ADMIN,
    actions: [
      ['list', '查看数据更新任务'],
      ['create', '提交数据更新任务'],
    ],
  },
  // ── module 0: organisations ────────────────────────────────────────────────────────────
  {
    key: 'sys:agent',
    name: '机构管理',
    modules: ADMIN,
    actions: [...crud('机构'), ['quota', '调整机构额度'], ['export', '导出机构列表']],
  },
  { key: 'sys:agentCate', name: '机构分类', modules: ADMIN, actions: crud('机构分类') },
  { key: 'sys:usrCate', name: '分组分类', modules: ADMIN, actions: crud('分组分类') },
  {
    key: 'sys:field',
    name: '字段配置',
    modules: ADMIN,
    actions: [
      ['list', '查看导出字段配置'],
      ['update', '修改导出字段配置'],
    ],
  },
  {
    key: 'sys:statistic',
    name: '使用统计',
    modules: ADMIN,
    actions: [
      ['list', '查看使用统计'],
      ['export', '导出统计报表'],
    ],
  },
  // ── module 0: messages ─────────────────────────────────────────────────────────────────
  {
    key: 'msg:message',
    name: '站内消息',
    modules: ADMIN,
    actions: [
      ['list', '查看站内消息'],
      ['send', '发送站内消息'],
      ['update', '编辑站内消息'],
      ['delete', '删除站内消息'],
    ],
  },
  {
    key: 'msg:notice',
    name: '通知公告',
    modules: ADMIN,
    actions: [...crud('通知公告'), ['publish', '发布通知公告']],
  },
  {
    key: 'msg:mail',
    name: '邮件发件箱',
    modules: ADMIN,
    actions: [
      ['list', '查看邮件发件箱'],
      ['resend', '重新发送邮件'],
    ],
  },
  { key: 'msg:sms', name: '短信发件箱', modules: ADMIN, actions: [['list', '查看短信发件箱']] },
  // ── module 0: logs ─────────────────────────────────────────────────────────────────────
  {
    key: 'log:login',
    name: '登录日志',
    modules: ADMIN,
    actions: [
      ['list', '查看登录日志'],
      ['export', '导出登录日志'],
    ],
  },
  {
    key: 'log:operation',
    name: '操作日志',
    modules: ADMIN,
    actions: [
      ['list', '查看操作日志'],
      ['export', '导出操作日志'],
    ],
  },
  {
    key: 'log:realtime',
    name: '实时更新日志',
    modules: ADMIN,
    actions: [
      ['list', '查看实时更新日志'],
      ['handle', '处理更新异常'],
    ],
  },
  // ── module 0: data shop ────────────────────────────────────────────────────────────────
  {
    key: 'mall:product',
    name: '数据产品',
    modules: ADMIN,
    actions: [...crud('数据产品'), ['publish', '上架数据产品'], ['withdraw', '下架数据产品']],
  },
  { key: 'mall:category', name: '商品分类', modules: ADMIN, actions: crud('商品分类') },
  { key: 'mall:label', name: '商品标签', modules: ADMIN, actions: crud('商品标签') },
  { key: 'mall:subject', name: '专题管理', modules: ADMIN, actions: crud('专题') },
  {
    key: 'mall:published',
    name: '已发布数据',
    modules: ADMIN,
    actions: [
      ['list', '查看已发布数据'],
      ['download', '下载已发布数据'],
      ['resend', '重新发送数据'],
    ],
  },
  {
    key: 'mall:order',
    name: '订单管理',
    modules: ADMIN,
    actions: [
      ['list', '查看商城订单'],
      ['export', '导出商城订单'],
      ['resend', '补发订单数据'],
    ],
  },
  {
    key: 'mall:precise',
    name: '精准查询订单',
    modules: ADMIN,
    actions: [
      ['list', '查看精准查询订单'],
      ['download', '下载精准查询数据'],
      ['resend', '补发精准查询数据'],
    ],
  },
  {
    key: 'mall:custom',
    name: '定制审核',
    modules: ADMIN,
    actions: [
      ['list', '查看定制需求'],
      ['audit', '审核定制需求'],
      ['process', '上传定制处理结果'],
    ],
  },
  // ── module 5 (shared with other workspaces where noted): data search ──────────────────
  {
    key: 'data:search',
    name: '企业搜索',
    modules: [5, 6, 7],
    actions: [
      ['seek', '企业查询'],
      ['query', '高级查询'],
      ['entall', '查看全部企业'],
      ['details', '查看企业详情'],
      ['contact', '查看企业联系方式'],
      ['export', '导出企业数据'],
    ],
  },
  {
    key: 'data:condition',
    name: '搜索条件',
    modules: [5],
    actions: [
      ['list', '查看已存搜索条件'],
      ['save', '保存搜索条件'],
      ['delete', '删除搜索条件'],
    ],
  },
  { key: 'data:api', name: '接口服务', modules: [5], actions: [['view', '查看接口密钥与调用量']] },
  // ── module 5: sales leads ──────────────────────────────────────────────────────────────
  {
    key: 'sale:apply',
    name: '线索申领',
    modules: [5],
    actions: [
      ['list', '查看线索申领'],
      ['create', '申领销售线索'],
    ],
  },
  { key: 'sale:label', name: '企业标签', modules: [5], actions: crud('企业标签') },
  {
    key: 'sale:record',
    name: '跟进记录',
    modules: [5],
    actions: [
      ['list', '查看跟进记录与今日待办'],
      ['export', '导出跟进记录'],
    ],
  },
  {
    key: 'sale:deliver',
    name: '线索分发',
    modules: [5],
    actions: [
      ['list', '查看线索分发'],
      ['assign', '分发销售线索'],
    ],
  },
  {
    key: 'sale:collect',
    name: '企业收藏',
    modules: [5, 6, 7],
    actions: [
      ['list', '查看收藏企业'],
      ['create', '收藏企业'],
      ['delete', '取消收藏'],
    ],
  },
  {
    key: 'sale:follow',
    name: '线索跟进',
    modules: [5],
    actions: [
      ['list', '查看线索跟进'],
      ['create', '新增跟进记录'],
      ['update', '编辑跟进记录'],
    ],
  },
  // ── module 5: customer actions ─────────────────────────────────────────────────────────
  { key: 'action:visit', name: '拜访记录', modules: [5], actions: crud('拜访记录') },
  { key: 'action:order', name: '业务订单', modules: [5], actions: crud('业务订单') },
  { key: 'action:contract', name: '合同管理', modules: [5], actions: crud('合同') },
  { key: 'action:client', name: '客户管理', modules: [5], actions: crud('客户') },
  // ── module 5: public pool (公海) ───────────────────────────────────────────────────────
  {
    key: 'public:pool',
    name: '公海管理',
    modules: [5],
    actions: [
      ['list', '查看公海线索'],
      ['import', '导入公海线索'],
      ['claim', '领取公海线索'],
      ['assign', '分配公海线索'],
      ['recycle', '退回公海'],
    ],
  },
  {
    key: 'public:apply',
    name: '领取申请',
    modules: [5],
    actions: [
      ['list', '查看领取申请'],
      ['audit', '审核领取申请'],
    ],
  },
  // ── park (3) and garden (31) ───────────────────────────────────────────────────────────
  {
    key: 'park:ent',
    name: '园区企业',
    modules: [3, 31],
    actions: [...crud('园区企业'), ['import', '导入园区企业'], ['export', '导出园区企业']],
  },
  { key: 'park:economy', name: '园区经济', modules: [3], actions: [['view', '查看园区经济运行']] },
  {
    key: 'park:config',
    name: '园区配置',
    modules: [3],
    actions: [
      ['list', '查看园区配置'],
      ['update', '修改园区配置'],
    ],
  },
  { key: 'garden:screen', name: '园区大屏', modules: [31], actions: [['view', '查看园区大屏']] },
  // ── government (9) and park (3): enterprise cultivation ────────────────────────────────
  {
    key: 'raise:ent',
    name: '企业培育',
    modules: [9, 3],
    actions: [
      ['list', '查看培育企业'],
      ['mark', '标记培育企业'],
      ['export', '导出培育企业'],
    ],
  },
  // ── enterprise (4), supervision (8), government (9) ────────────────────────────────────
  { key: 'ent:economic', name: '经济运行', modules: [4], actions: [['view', '查看经济运行分析']] },
  {
    key: 'ent:special',
    name: '重点企业',
    modules: [4, 9],
    actions: [
      ['list', '查看重点企业'],
      ['create', '添加重点企业'],
      ['delete', '移除重点企业'],
    ],
  },
  {
    key: 'ent:corpse',
    name: '疑似空壳企业',
    modules: [4, 8],
    actions: [
      ['list', '查看疑似空壳企业'],
      ['export', '导出疑似空壳企业'],
    ],
  },
  {
    key: 'ent:outlist',
    name: '迁出企业',
    modules: [4, 8],
    actions: [
      ['list', '查看迁出企业'],
      ['export', '导出迁出企业'],
    ],
  },
  {
    key: 'ent:dellist',
    name: '注销吊销企业',
    modules: [4, 8],
    actions: [
      ['list', '查看注销吊销企业'],
      ['export', '导出注销吊销企业'],
    ],
  },
  // ── every workspace: the organisation admin's /config pages ────────────────────────────
  {
    key: 'config:user',
    name: '成员管理',
    modules: WORKSPACES,
    actions: [...crud('成员'), ['resetPwd', '重置成员密码']],
  },
  { key: 'config:role', name: '角色管理', modules: WORKSPACES, actions: crud('角色') },
  { key: 'config:category', name: '分组管理', modules: WORKSPACES, actions: crud('分组') },
  { key: 'config:resource', name: '剩余容量', modules: WORKSPACES, actions: [['view', '查看剩余容量']] },
] as const satisfies readonly PermissionGroup[];

type GroupPerms<G> = G extends { key: infer K extends string; actions: readonly (infer A)[] }
  ? A extends readonly [infer Name extends string, string]
    ? `${K}:${Name}`
    : never
  : never;

/** A permission of the catalogue, e.g. `sys:user:list`. */
export type Perm = GroupPerms<(typeof permissionGroups)[number]>;

/** Every permission with its group, name and offering modules, in catalogue order. */
export const permissionCatalogue: readonly {
  perm: Perm;
  name: string;
  group: string;
  modules: readonly ModuleId[];
}[] = permissionGroups.flatMap((g: PermissionGroup) =>
  g.actions.map(([action, name]) => ({
    perm: `${g.key}:${action}` as Perm,
    name,
    group: g.key,
    modules: g.modules,
  })),
);

const known = new Set<string>(permissionCatalogue.map((p) => p.perm));
/** Whether a string is a permission of the catalogue (for data read from the database). */
export function isPerm(value: string): value is Perm {
  return known.has(value);
}

/** Permissions offered in a module (what GET /sys/modules/{id}/actions lists). */
export function permsOfModule(id: ModuleId): Perm[] {
  return permissionCatalogue.filter((p) => p.modules.includes(id)).map((p) => p.perm);
}
