/**
 * Server-driven menus (sys_menu), one tree per module. The login response's menuList is the part
 * of the module's tree the user's roles grant; quickList comes from `quickLinks`.
 *
 * Keys are stable and unique across modules: `<module key>.<area>.<page>`. Routes may appear in
 * several modules (e.g. /config/users), keys never do.
 *
 * Items deliberately without a route (vue_url ''), which open the 'module under construction'
 * modal as the real product does:
 *   - data.ai.analysis (module 5, AI 企业分析): the analysis edition of the AI assistant has no
 *     page yet; the assistant itself lives in the side drawer.
 *   - gov.policy.match (module 9, 惠企政策匹配): policy matching is planned, not built.
 * Groups also have vue_url '' (they only open and close).
 *
 * Routes not named in the spec but asked for by the back-office: /admin/sysmsg (messages and
 * notices), /sys/mailbox and /sys/smsbox (outboxes), /malldata/category, /malldata/label
 * (shop operation), /garden/screen (the garden screen, route name garden_newIndex), /park/economy.
 * The spec's /sys/apply is 定制审核 (custom data requests) under 数据商城.
 */
import type { ModuleId, SeedDetailRoute, SeedMenu, SeedQuickLinks } from './types.ts';
import type { Perm } from '@qishu/contract';

/** Route of the garden screen that module 31's full-screen button opens. */
export const GARDEN_SCREEN_ROUTE = '/garden/screen';
export const GARDEN_SCREEN_ROUTE_NAME = 'garden_newIndex';

interface ItemOptions {
  perm?: Perm;
  location?: 0 | 1;
}

function item(
  key: string,
  name: string,
  vue_url: string,
  style: string,
  intro: string,
  orders: number,
  opts: ItemOptions = {},
): SeedMenu {
  const node: SeedMenu = { key, name, vue_url, style, intro, location: opts.location ?? 0, orders };
  if (opts.perm) node.perm = opts.perm;
  return node;
}

function group(key: string, name: string, style: string, intro: string, orders: number, children: SeedMenu[]): SeedMenu {
  return { key, name, vue_url: '', style, intro, location: 0, orders, children };
}

/**
 * The organisation admin's /config pages, present in every workspace: members, roles, groups,
 * capacity and the message centre (and account switching in the data-search workspace).
 */
function configGroup(prefix: string, orders: number, withSwitch = false): SeedMenu {
  const children = [
    item(`${prefix}.config.users`, '成员管理', '/config/users', 'UserOutlined', '管理本机构的成员账号、状态与密码', 1, {
      perm: 'config:user:list',
    }),
    item(`${prefix}.config.roles`, '角色管理', '/config/roles', 'SafetyCertificateOutlined', '为本机构成员配置角色与可用功能', 2, {
      perm: 'config:role:list',
    }),
    item(`${prefix}.config.category`, '分组管理', '/config/category', 'TagsOutlined', '维护企业分组，便于归类跟进', 3, {
      perm: 'config:category:list',
    }),
    item(`${prefix}.config.resource`, '剩余容量', '/config/resource', 'DashboardOutlined', '查看本机构的数据额度与使用情况', 4, {
      perm: 'config:resource:view',
    }),
    item(`${prefix}.config.usrmsg`, '消息中心', '/config/usrmsg', 'BellOutlined', '查看系统消息与平台公告', 5),
  ];
  if (withSwitch) {
    children.push(item(`${prefix}.config.change`, '切换账号', '/config/change', 'SwapOutlined', '切换到本人在其他机构的账号', 6));
  }
  return group(`${prefix}.config`, '系统设置', 'SettingOutlined', '成员、角色、分组与消息', orders, children);
}

/** Personal data and password, shown in the top bar's user-name dropdown (location 1). */
function personalItems(prefix: string, orders: number, profileUrl = '/config/editpersonal', pwdUrl = '/config/updatepwd'): SeedMenu[] {
  return [
    item(`${prefix}.me.profile`, '个人资料', profileUrl, 'IdcardOutlined', '修改姓名与绑定邮箱', orders, { location: 1 }),
    item(`${prefix}.me.password`, '修改密码', pwdUrl, 'LockOutlined', '修改登录密码', orders + 1, { location: 1 }),
  ];
}

// ── module 0: platform back-office ─────────────────────────────────────────────────────────
const adminMenus: SeedMenu[] = [
  item('admin.home', '首页', '/admin/index', 'HomeOutlined', '平台运行概览与待办事项', 1),
  group('admin.sys', '系统管理', 'SettingOutlined', '账号、角色、权限、菜单与模块', 2, [
    item('admin.sys.users', '用户管理', '/sys/users', 'UserOutlined', '管理平台及各机构的用户账号', 1, { perm: 'sys:user:list' }),
    item('admin.sys.roles', '角色管理', '/sys/roles', 'SafetyCertificateOutlined', '按模块配置角色的菜单与权限点', 2, {
      perm: 'sys:role:list',
    }),
    item('admin.sys.actions', '权限点管理', '/sys/actions', 'KeyOutlined', '维护接口与按钮级权限点', 3, { perm: 'sys:action:list' }),
    item('admin.sys.menus', '菜单管理', '/sys/menus', 'MenuOutlined', '维护各模块的导航菜单', 4, { perm: 'sys:menu:list' }),
    item('admin.sys.menucate', '菜单分类', '/sys/menucate', 'AppstoreOutlined', '维护菜单的分类', 5, { perm: 'sys:menuCate:list' }),
    item('admin.sys.modules', '模块管理', '/sys/modules', 'BlockOutlined', '维护业务模块及其可用权限点', 6, {
      perm: 'sys:module:list',
    }),
    item('admin.sys.param', '参数设置', '/sys/param', 'ControlOutlined', '配置平台运行参数', 7, { perm: 'sys:param:list' }),
  ]),
  group('admin.org', '机构管理', 'ApartmentOutlined', '机构、分类、字段配置与使用统计', 3, [
    item('admin.org.agents', '机构管理', '/usermana/agentmana', 'BankOutlined', '管理入驻机构、模块与数据额度', 1, {
      perm: 'sys:agent:list',
    }),
    item('admin.org.agentcate', '机构分类', '/sys/agentcate', 'ClusterOutlined', '维护机构的分类体系', 2, { perm: 'sys:agentCate:list' }),
    item('admin.org.manacate', '分组分类', '/sys/manacate', 'TagsOutlined', '维护机构用户分组的分类', 3, { perm: 'sys:usrCate:list' }),
    item('admin.org.fields', '字段配置', '/usermana/fields', 'ProfileOutlined', '配置各机构可查看与导出的数据字段', 5, {
      perm: 'sys:field:list',
    }),
    item('admin.org.statistic', '使用统计', '/usermana/statistic', 'BarChartOutlined', '统计各机构的登录、查询与导出情况', 6, {
      perm: 'sys:statistic:list',
    }),
  ]),
  group('admin.base', '基础数据', 'DatabaseOutlined', '行业分类与企业数据更新', 4, [
    item('admin.base.industry', '行业分类', '/sys/industrycate', 'PartitionOutlined', '维护国民经济行业分类', 1, {
      perm: 'sys:industry:list',
    }),
    item('admin.base.update', '数据更新', '/sys/update', 'SyncOutlined', '提交并跟踪企业数据的更新任务', 2, { perm: 'sys:dataUpdate:list' }),
  ]),
  group('admin.mall', '数据商城', 'ShopOutlined', '商品、专题、订单与定制需求', 5, [
    item('admin.mall.product', '数据产品', '/malldata/dataproduct', 'GiftOutlined', '维护数据产品，上架与下架', 1, {
      perm: 'mall:product:list',
    }),
    item('admin.mall.category', '商品分类', '/malldata/category', 'AppstoreAddOutlined', '维护商城的两级分类与专题介绍', 2, {
      perm: 'mall:category:list',
    }),
    item('admin.mall.label', '商品标签', '/malldata/label', 'TagOutlined', '维护商品筛选标签', 3, { perm: 'mall:label:list' }),
    item('admin.mall.subject', '专题管理', '/malldata/specialsubject', 'ReadOutlined', '策划并维护专题数据', 4, {
      perm: 'mall:subject:list',
    }),
    item('admin.mall.published', '已发布数据', '/malldata/publisheddata', 'CloudUploadOutlined', '查看已交付给用户的数据文件', 5, {
      perm: 'mall:published:list',
    }),
    item('admin.mall.orders', '订单管理', '/malldata/ordermanage', 'ShoppingCartOutlined', '查看商城订单与支付、发送状态', 6, {
      perm: 'mall:order:list',
    }),
    item('admin.mall.precise', '精准查询订单', '/malldata/precisequery', 'FilterOutlined', '查看精准查询导出订单', 7, {
      perm: 'mall:precise:list',
    }),
    item('admin.mall.customreview', '定制审核', '/sys/apply', 'FileDoneOutlined', '审核个性化定制需求并上传处理结果', 8, {
      perm: 'mall:custom:list',
    }),
  ]),
  group('admin.msg', '消息通知', 'BellOutlined', '站内消息、公告与发件记录', 6, [
    item('admin.msg.inbox', '消息通知', '/sys/msg', 'MessageOutlined', '查看发给平台管理员的消息', 1, { perm: 'msg:message:list' }),
    item('admin.msg.sysmsg', '消息与公告', '/admin/sysmsg', 'NotificationOutlined', '向机构用户发送站内消息与平台公告', 2, {
      perm: 'msg:notice:list',
    }),
    item('admin.msg.mailbox', '邮件发件箱', '/sys/mailbox', 'MailOutlined', '查看系统发出的邮件及发送结果', 3, { perm: 'msg:mail:list' }),
    item('admin.msg.smsbox', '短信发件箱', '/sys/smsbox', 'CommentOutlined', '查看系统发出的短信及发送结果', 4, { perm: 'msg:sms:list' }),
  ]),
  group('admin.log', '日志审计', 'FileSearchOutlined', '操作、登录与数据更新日志', 7, [
    item('admin.log.operation', '操作日志', '/sys/adminlog', 'HistoryOutlined', '查看管理员的操作记录', 1, { perm: 'log:operation:list' }),
    item('admin.log.login', '登录日志', '/logmana/alllog', 'LoginOutlined', '查看全部用户的登录记录', 2, { perm: 'log:login:list' }),
    item('admin.log.realupdate', '异常处理', '/logmana/realupdate', 'WarningOutlined', '查看数据实时更新日志并处理异常', 3, {
      perm: 'log:realtime:list',
    }),
  ]),
  ...personalItems('admin', 8, '/sys/profile', '/sys/editpwd'),
];

// ── module 3: park ──────────────────────────────────────────────────────────────────────────
const parkMenus: SeedMenu[] = [
  item('park.home', '园区首页', '/park/index', 'HomeOutlined', '园区企业、产值与税收概览', 1),
  item('park.entlist', '园区企业', '/park/entlist', 'BankOutlined', '管理园区入驻企业名录', 2, { perm: 'park:ent:list' }),
  item('park.economy', '园区经济', '/park/economy', 'LineChartOutlined', '园区经济运行与产业结构分析', 3, { perm: 'park:economy:view' }),
  group('park.raise', '企业培育', 'RiseOutlined', '专精特新与高新技术企业培育', 4, [
    item('park.raise.zjtx', '专精特新', '/raise/zjtx', 'TrophyOutlined', '园区专精特新企业及后备企业', 1, { perm: 'raise:ent:list' }),
    item('park.raise.hightech', '高新技术企业', '/raise/hightech', 'ExperimentOutlined', '园区高新技术企业及后备企业', 2, {
      perm: 'raise:ent:list',
    }),
  ]),
  item('park.setting', '园区配置', '/config/park', 'ControlOutlined', '配置园区范围、楼宇与产业方向', 5, { perm: 'park:config:list' }),
  configGroup('park', 6),
  ...personalItems('park', 7),
];

// ── module 4: enterprise ────────────────────────────────────────────────────────────────────
const entMenus: SeedMenu[] = [
  item('ent.home', '首页', '/ent/index', 'HomeOutlined', '区域企业总量、增量与经营概览', 1),
  item('ent.economic', '经济运行', '/ent/economic', 'LineChartOutlined', '区域经济运行与产业结构分析', 2, { perm: 'ent:economic:view' }),
  item('ent.special', '重点企业', '/ent/special', 'StarOutlined', '跟踪重点企业的经营与变更', 3, { perm: 'ent:special:list' }),
  group('ent.monitor', '企业监测', 'AlertOutlined', '空壳、迁出与注销吊销预警', 4, [
    item('ent.monitor.corpse', '疑似空壳企业', '/ent/corpse', 'EyeInvisibleOutlined', '长期无经营迹象的疑似空壳企业', 1, {
      perm: 'ent:corpse:list',
    }),
    item('ent.monitor.outlist', '迁出企业', '/ent/outlist', 'ExportOutlined', '已迁出或有迁出迹象的企业', 2, { perm: 'ent:outlist:list' }),
    item('ent.monitor.dellist', '注销吊销企业', '/ent/dellist', 'StopOutlined', '近期注销与吊销的企业', 3, { perm: 'ent:dellist:list' }),
  ]),
  configGroup('ent', 5),
  ...personalItems('ent', 6),
];

// ── module 5: data search / vendor ──────────────────────────────────────────────────────────
const dataMenus: SeedMenu[] = [
  group('data.search', '数据搜索', 'SearchOutlined', '企业查询、高级查询与搜索条件', 1, [
    item('data.search.seek', '企业查询', '/data/seek', 'SearchOutlined', '按名称、地区、行业等条件查询企业', 1, {
      perm: 'data:search:seek',
    }),
    item('data.search.batch', '批量查询', '/data/batch', 'FileSearchOutlined', '粘贴或上传企业名单，批量匹配企业并导出', 2, {
      perm: 'data:search:seek',
    }),
    item('data.search.query', '高级查询', '/data/query', 'FilterOutlined', '组合多维条件精准筛选企业', 3, { perm: 'data:search:query' }),
    item('data.search.relation', '查关系', '/data/relation', 'ApartmentOutlined', '查找企业与人员之间的持股、任职关联', 4, { perm: 'data:search:details' }),
    item('data.search.entall', '全部企业', '/data/entall', 'UnorderedListOutlined', '浏览可查看的全部企业', 5, {
      perm: 'data:search:entall',
    }),
    item('data.search.conditions', '搜索条件', '/search/conditions', 'SaveOutlined', '管理已保存的搜索条件', 6, {
      perm: 'data:condition:list',
    }),
    item('data.search.index', '检索首页', '/search/index', 'CompassOutlined', '检索版用户的首页', 7, { perm: 'data:search:seek' }),
  ]),
  group('data.sale', '销售线索', 'AimOutlined', '线索申领、分发与跟进', 2, [
    item('data.sale.apply', '线索申领', '/sale/apply', 'FormOutlined', '申领符合条件的销售线索', 1, { perm: 'sale:apply:list' }),
    item('data.sale.diliver', '线索分发', '/sale/diliver', 'ShareAltOutlined', '将线索分发给团队成员', 2, { perm: 'sale:deliver:list' }),
    item('data.sale.record', '跟进记录', '/sale/record', 'HistoryOutlined', '通话、拜访、微信等跟进记录与今日待办', 3, { perm: 'sale:record:list' }),
    item('data.sale.follow', '线索跟进', '/sale/follow', 'ScheduleOutlined', '记录并跟踪线索的跟进进展', 4, { perm: 'sale:follow:list' }),
    item('data.sale.entlabel', '企业标签', '/sale/entlabel', 'TagsOutlined', '为企业打标签，便于筛选与分组', 5, { perm: 'sale:label:list' }),
    item('data.sale.collect', '我的收藏', '/sale/collect', 'StarOutlined', '查看已收藏的企业', 6, { perm: 'sale:collect:list' }),
  ]),
  group('data.action', '客户管理', 'SolutionOutlined', '客户、拜访、订单与合同', 3, [
    item('data.action.clients', '我的客户', '/action/clients', 'ContactsOutlined', '管理已转化的客户', 1, { perm: 'action:client:list' }),
    item('data.action.visit', '拜访记录', '/action/visit', 'CarOutlined', '登记与查看客户拜访', 2, { perm: 'action:visit:list' }),
    item('data.action.orders', '业务订单', '/action/orders', 'AccountBookOutlined', '登记与跟踪客户订单', 3, { perm: 'action:order:list' }),
    item('data.action.contract', '合同管理', '/action/contract', 'FileProtectOutlined', '登记合同并跟踪回款', 4, {
      perm: 'action:contract:list',
    }),
  ]),
  group('data.public', '公海管理', 'CloudServerOutlined', '公海线索的导入、领取与分配', 4, [
    item('data.public.manas', '公海线索', '/public/manas', 'InboxOutlined', '领取或分配公海中的线索', 1, { perm: 'public:pool:list' }),
    item('data.public.import', '导入线索', '/public/import', 'ImportOutlined', '通过 Excel 批量导入线索到公海', 2, {
      perm: 'public:pool:import',
    }),
  ]),
  item('data.api', '接口服务', '/api/index', 'ApiOutlined', '查看接口密钥、文档与调用量', 5, { perm: 'data:api:view' }),
  // Under construction on purpose: the AI assistant's analysis edition has no page yet.
  item('data.ai.analysis', 'AI 企业分析', '', 'RobotOutlined', '基于企业数据生成分析报告（建设中）', 6),
  configGroup('data', 7, true),
  ...personalItems('data', 8),
];

// ── module 6: chamber of commerce ───────────────────────────────────────────────────────────
const shbMenus: SeedMenu[] = [
  item('shb.home', '首页', '/shb/index', 'HomeOutlined', '会员企业概览与动态', 1),
  item('shb.seek', '企业查询', '/data/seek', 'SearchOutlined', '查询会员及潜在会员企业', 2, { perm: 'data:search:seek' }),
  item('shb.entall', '全部企业', '/data/entall', 'UnorderedListOutlined', '浏览可查看的全部企业', 3, { perm: 'data:search:entall' }),
  item('shb.collect', '我的收藏', '/sale/collect', 'StarOutlined', '查看已收藏的企业', 4, { perm: 'sale:collect:list' }),
  configGroup('shb', 5),
  ...personalItems('shb', 6),
];

// ── module 7: agency ────────────────────────────────────────────────────────────────────────
const agencyMenus: SeedMenu[] = [
  item('agency.home', '机构首页', '/index/home', 'HomeOutlined', '服务客户与数据使用概览', 1),
  item('agency.mall', '数据商城', '/index/mall', 'ShopOutlined', '选购企业数据产品', 2),
  item('agency.seek', '企业查询', '/data/seek', 'SearchOutlined', '查询潜在服务客户', 3, { perm: 'data:search:seek' }),
  item('agency.collect', '我的收藏', '/sale/collect', 'StarOutlined', '查看已收藏的企业', 4, { perm: 'sale:collect:list' }),
  configGroup('agency', 5),
  ...personalItems('agency', 6, '/index/personal', '/index/updatepwd'),
];

// ── module 8: supervision ───────────────────────────────────────────────────────────────────
const regMenus: SeedMenu[] = [
  item('reg.home', '首页', '/reg', 'HomeOutlined', '辖区企业监测概览', 1),
  group('reg.monitor', '企业监测', 'AlertOutlined', '空壳、迁出与注销吊销预警', 2, [
    item('reg.monitor.corpse', '疑似空壳企业', '/ent/corpse', 'EyeInvisibleOutlined', '长期无经营迹象的疑似空壳企业', 1, {
      perm: 'ent:corpse:list',
    }),
    item('reg.monitor.outlist', '迁出企业', '/ent/outlist', 'ExportOutlined', '已迁出或有迁出迹象的企业', 2, { perm: 'ent:outlist:list' }),
    item('reg.monitor.dellist', '注销吊销企业', '/ent/dellist', 'StopOutlined', '近期注销与吊销的企业', 3, { perm: 'ent:dellist:list' }),
  ]),
  configGroup('reg', 3),
  ...personalItems('reg', 4),
];

// ── module 9: government ────────────────────────────────────────────────────────────────────
const govMenus: SeedMenu[] = [
  item('gov.home', '首页', '/gov/index', 'HomeOutlined', '区域企业总量、结构与增长概览', 1),
  group('gov.raise', '企业培育', 'RiseOutlined', '培育企业库与梯度培育', 2, [
    item('gov.raise.list', '培育企业库', '/raise/list', 'DatabaseOutlined', '纳入培育计划的企业', 1, { perm: 'raise:ent:list' }),
    item('gov.raise.listed', '上市后备企业', '/raise/listed', 'FundOutlined', '上市后备及已上市企业', 2, { perm: 'raise:ent:list' }),
    item('gov.raise.zjtx', '专精特新', '/raise/zjtx', 'TrophyOutlined', '专精特新企业及后备企业', 3, { perm: 'raise:ent:list' }),
    item('gov.raise.hightech', '高新技术企业', '/raise/hightech', 'ExperimentOutlined', '高新技术企业及后备企业', 4, {
      perm: 'raise:ent:list',
    }),
  ]),
  item('gov.special', '重点企业', '/ent/special', 'StarOutlined', '跟踪重点企业的经营与变更', 3, { perm: 'ent:special:list' }),
  // Under construction on purpose: policy matching is planned, not built.
  item('gov.policy.match', '惠企政策匹配', '', 'AuditOutlined', '按企业画像匹配适用的惠企政策（建设中）', 4),
  configGroup('gov', 5),
  ...personalItems('gov', 6),
];

// ── module 31: garden screen ────────────────────────────────────────────────────────────────
const gardenMenus: SeedMenu[] = [
  item('garden.home', '首页', '/garden/index', 'HomeOutlined', '园区运行概览', 1),
  item('garden.screen', '园区大屏', GARDEN_SCREEN_ROUTE, 'FundProjectionScreenOutlined', '全屏展示园区驾驶舱', 2, {
    perm: 'garden:screen:view',
  }),
  item('garden.entlist', '园区企业', '/park/entlist', 'BankOutlined', '管理园区入驻企业名录', 3, { perm: 'park:ent:list' }),
  configGroup('garden', 4),
  ...personalItems('garden', 5),
];

/** Menu tree of each module. */
export const menus: Readonly<Record<ModuleId, readonly SeedMenu[]>> = {
  0: adminMenus,
  3: parkMenus,
  4: entMenus,
  5: dataMenus,
  6: shbMenus,
  7: agencyMenus,
  8: regMenus,
  9: govMenus,
  31: gardenMenus,
};

/** Depth-first list of a tree's nodes (groups included). */
export function flattenMenus(nodes: readonly SeedMenu[]): SeedMenu[] {
  return nodes.flatMap((n) => [n, ...flattenMenus(n.children ?? [])]);
}

/** Every node of a module's tree. */
export function menusOfModule(id: ModuleId): SeedMenu[] {
  return flattenMenus(menus[id]);
}

/** Routes with an {id} parameter: opened from lists, titled as the spec says, never menu items. */
export const detailRoutes: readonly SeedDetailRoute[] = [
  { path: '/data/details/:id', name: '企业详情', title: '企业详情', sys_module_id: 5, perm: 'data:search:details' },
  { path: '/data/stock/:id', name: '股权结构', title: '企业详情', sys_module_id: 5, perm: 'data:search:details' },
  { path: '/data/map/:id', name: '企业地图', title: '企业详情', sys_module_id: 5, perm: 'data:search:details' },
  { path: '/public/apply/:id', name: '领取申请详情', title: '领取申请详情', sys_module_id: 5, perm: 'public:apply:list' },
];

/** Top-bar quick links per module. */
export const quickLinks: readonly SeedQuickLinks[] = [
  { sys_module_id: 0, keys: ['admin.msg.inbox', 'admin.log.realupdate', 'admin.mall.customreview', 'admin.mall.orders', 'admin.sys.users'] },
  { sys_module_id: 3, keys: ['park.entlist', 'park.economy', 'park.config.usrmsg'] },
  { sys_module_id: 4, keys: ['ent.economic', 'ent.special', 'ent.monitor.corpse', 'ent.config.usrmsg'] },
  { sys_module_id: 5, keys: ['data.search.seek', 'data.search.query', 'data.sale.follow', 'data.action.clients', 'data.config.usrmsg'] },
  { sys_module_id: 6, keys: ['shb.seek', 'shb.collect', 'shb.config.usrmsg'] },
  { sys_module_id: 7, keys: ['agency.mall', 'agency.seek', 'agency.config.usrmsg'] },
  { sys_module_id: 8, keys: ['reg.monitor.corpse', 'reg.monitor.dellist', 'reg.config.usrmsg'] },
  { sys_module_id: 9, keys: ['gov.raise.list', 'gov.special', 'gov.config.usrmsg'] },
  { sys_module_id: 31, keys: ['garden.screen', 'garden.entlist', 'garden.config.usrmsg'] },
];
