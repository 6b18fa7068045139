/**
 * Default roles (sys_role) per module. Menus are referenced by key, actions by permission string.
 * A role holding a menu item also holds the item's group and the item's permission.
 *
 * Module 0: 超级管理员 (every menu and action of the back-office), 运营管理员 (data shop, messages
 * and custom-request review; no users, roles or modules), 审计员 (logs, read only).
 * Every workspace: 管理员 (all of the module, /config users and roles included) and 普通用户
 * (the same without member and role management).
 */
import { ModuleId as Modules, SHOPPER_ROLE_NAME, SpecialAgent } from '@qishu/contract';
import { actionsOfModule } from './actions.ts';
import { menus, menusOfModule } from './menus.ts';
import { modules, workspaceModuleIds } from './modules.ts';
import type { ModuleId, SeedMenu, SeedRole } from './types.ts';

/** Keys of the nodes whose own key passes `keep`, plus every group above them. */
function menuKeys(id: ModuleId, keep: (key: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly SeedMenu[]): boolean => {
    let any = false;
    for (const n of nodes) {
      const before = out.length;
      out.push(n.key);
      const childKept = walk(n.children ?? []);
      if (childKept || (keep(n.key) && !n.children?.length)) {
        any = true;
      } else {
        out.length = before;
      }
    }
    return any;
  };
  walk(menus[id]);
  return out;
}

const isPersonal = (key: string) => /\.me\./.test(key);

function moduleKey(id: ModuleId): string {
  const m = modules.find((x) => x.sys_module_id === id);
  if (!m) throw new Error(`unknown module ${id}`);
  return m.key;
}

const adminRoles: SeedRole[] = [
  {
    key: 'admin.super',
    role_name: '超级管理员',
    sys_module_id: 0,
    remark: '拥有平台管理后台的全部菜单与权限',
    menus: menusOfModule(0).map((m) => m.key),
    actions: actionsOfModule(0),
  },
  {
    key: 'admin.operator',
    role_name: '运营管理员',
    sys_module_id: 0,
    remark: '负责数据商城运营、消息通知与定制需求审核，不含用户、角色与模块管理',
    menus: menuKeys(0, (k) => k === 'admin.home' || k.startsWith('admin.mall.') || k.startsWith('admin.msg.') || isPersonal(k)),
    actions: actionsOfModule(0).filter((p) => p.startsWith('mall:') || p.startsWith('msg:')),
  },
  {
    key: 'admin.auditor',
    role_name: '审计员',
    sys_module_id: 0,
    remark: '只读查看操作日志、登录日志与数据更新日志',
    menus: menuKeys(0, (k) => k === 'admin.home' || k.startsWith('admin.log.') || isPersonal(k)),
    actions: actionsOfModule(0).filter((p) => p.startsWith('log:') && p.endsWith(':list')),
  },
];

/**
 * Member and role management of the organisation, companies' contact details (shown masked
 * otherwise), and the sales manager's work — delivering leads, reviewing claims, taking leads from
 * colleagues back to the pool — withheld from 普通用户.
 */
const orgAdminOnly = (perm: string) =>
  perm.startsWith('config:user:') ||
  perm.startsWith('config:role:') ||
  perm === 'data:search:contact' ||
  perm.startsWith('sale:deliver:') ||
  perm.startsWith('public:apply:') ||
  ['public:pool:assign', 'public:pool:recycle', 'public:pool:import'].includes(perm);

const workspaceRoles: SeedRole[] = workspaceModuleIds.flatMap((id): SeedRole[] => {
  const prefix = moduleKey(id);
  const name = modules.find((m) => m.sys_module_id === id)?.name ?? '';
  // the sales manager's pages: delivering leads and importing into the pool
  const adminOnlyMenus = new Set([
    `${prefix}.config.users`,
    `${prefix}.config.roles`,
    `${prefix}.sale.diliver`,
    `${prefix}.public.import`,
  ]);
  return [
    {
      key: `${prefix}.admin`,
      role_name: '管理员',
      sys_module_id: id,
      remark: `${name}模块的机构管理员，拥有全部功能，可管理本机构成员、角色与分组`,
      menus: menusOfModule(id).map((m) => m.key),
      actions: actionsOfModule(id),
    },
    {
      key: `${prefix}.user`,
      role_name: '普通用户',
      sys_module_id: id,
      remark: `${name}模块的普通成员，可使用业务功能，不能管理成员与角色；销售线索只看自己的`,
      data_scope: 'self',
      menus: menuKeys(id, (k) => !adminOnlyMenus.has(k)),
      actions: actionsOfModule(id).filter((p) => !orgAdminOnly(p)),
    },
  ];
});

export const roles: readonly SeedRole[] = [...adminRoles, ...workspaceRoles];

/**
 * A shopper is the shop's customer, not one of its staff: the data-search 普通用户's work (company
 * search and profiles, …) without the organisation's configuration — its groups, capacity, members
 * and roles (issue 18 point 5). Its users see their own sales rows only.
 */
function shopperRole(): SeedRole {
  const user = workspaceRoles.find((r) => r.sys_module_id === Modules.dataSearch && r.role_name === '普通用户');
  if (!user) throw new Error('the data-search 普通用户 role is missing');
  const isConfig = (perm: string | undefined) => perm?.startsWith('config:') ?? false;
  const configMenus = new Set(
    menusOfModule(Modules.dataSearch)
      .filter((m) => isConfig(m.perm))
      .map((m) => m.key),
  );
  return {
    key: 'data.shopper',
    role_name: SHOPPER_ROLE_NAME,
    sys_module_id: Modules.dataSearch,
    remark: '数据商城注册的购物用户：购买数据、使用企业搜索，不能管理本机构的分组、成员、角色与容量',
    data_scope: 'self',
    menus: user.menus.filter((key) => !configMenus.has(key)),
    actions: user.actions.filter((perm) => !isConfig(perm)),
  };
}

/** Roles an organisation owns (sys_role.usr_agent_id), seeded once the organisation exists. */
export const organisationRoles: readonly { usr_agent_id: number; role: SeedRole }[] = [
  { usr_agent_id: SpecialAgent.mall, role: shopperRole() },
];
