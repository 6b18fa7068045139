/**
 * Modules (sys_module). The module of a user decides the workspace (shell-and-backoffice.md §6);
 * `home` is the landing route of the landing table in §2, `homeTab` the route of the home tab that
 * the landing route opens, `pwdRoute` the forced password-change page when after_login is 1.
 */
import type { ModuleId, SeedModule } from './types.ts';

export const modules: readonly SeedModule[] = [
  {
    sys_module_id: 0,
    key: 'admin',
    name: '平台管理',
    remark: '平台运营后台：用户、角色、权限与菜单，机构与额度，数据商城运营，消息通知与日志审计。',
    home: '/admin',
    homeTab: '/admin/index',
    pwdRoute: '/sys/editpwd',
    orders: 1,
  },
  {
    sys_module_id: 3,
    key: 'park',
    name: '园区',
    remark: '园区管理工作台：园区企业名录、经济运行、重点企业培育与园区配置。',
    home: '/park',
    homeTab: '/park/index',
    pwdRoute: '/admin/editpassword',
    orders: 2,
  },
  {
    sys_module_id: 4,
    key: 'ent',
    name: '企业',
    remark: '区域企业服务工作台：经济运行分析、重点企业跟踪、空壳与迁出预警。部分域名登录后进入 /ent/economic。',
    home: '/ent',
    homeTab: '/ent/index',
    pwdRoute: '/ent/editpwd',
    orders: 3,
  },
  {
    sys_module_id: 5,
    key: 'data',
    name: '数据搜索',
    remark: '数据搜索与渠道工作台：企业查询、销售线索、客户跟进与公海管理。渠道商经链接登录时进入 /ven，改密页为 /adven/updatepwd。',
    home: '/data/seek',
    homeTab: '/data/seek',
    pwdRoute: '/config/updatepwd',
    orders: 4,
  },
  {
    sys_module_id: 6,
    key: 'shb',
    name: '商会版',
    remark: '商会与行业协会工作台：会员企业查询、收藏与分组管理。',
    home: '/shb',
    homeTab: '/shb/index',
    pwdRoute: '/shb/shbeditpassword',
    orders: 5,
  },
  {
    sys_module_id: 7,
    key: 'agency',
    name: '代理机构',
    remark: '财税、知识产权等代理服务机构工作台：机构概览、数据商城与企业查询。',
    home: '/agency',
    homeTab: '/index/home',
    pwdRoute: '/agency/updatepwd',
    orders: 6,
  },
  {
    sys_module_id: 8,
    key: 'reg',
    name: '监管',
    remark: '市场监管工作台：疑似空壳、注销吊销与迁出企业的监测预警。',
    home: '/reg',
    homeTab: '/reg',
    pwdRoute: '/reg/editpwd',
    orders: 7,
  },
  {
    sys_module_id: 9,
    key: 'gov',
    name: '政府',
    remark: '政府门户工作台：区域企业概览、企业培育库、上市后备与专精特新企业跟踪。',
    home: '/gov',
    homeTab: '/gov/index',
    pwdRoute: '/gov/editpwd',
    orders: 8,
  },
  {
    sys_module_id: 31,
    key: 'garden',
    name: '园区大屏',
    remark: '园区数据大屏：全屏按钮打开园区驾驶舱（garden_newIndex），展示企业分布、产业结构与经营趋势。',
    home: '/garden',
    homeTab: '/garden/index',
    pwdRoute: '/adgar/updatepwd',
    orders: 9,
  },
];

export const moduleIds: readonly ModuleId[] = modules.map((m) => m.sys_module_id);

/** Modules that are organisation workspaces (everything but the platform back-office). */
export const workspaceModuleIds: readonly ModuleId[] = [3, 4, 5, 6, 7, 8, 9, 31];

export function moduleById(id: ModuleId): SeedModule {
  const m = modules.find((x) => x.sys_module_id === id);
  if (!m) throw new Error(`unknown module ${id}`);
  return m;
}
