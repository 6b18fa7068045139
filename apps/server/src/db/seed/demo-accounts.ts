import { ModuleId, SpecialAgent, SpecialDright } from '@qishu/contract';

/** The one password of every demo account; printed at start. */
export const DEMO_PASSWORD = 'Qishu@2026';

export interface DemoOrganisation {
  usr_agent_id: number;
  name: string;
  short_name: string;
  rank: number;
  basic_number: number;
  un_basic_number: number;
  modules: number[];
  domain_name?: string;
  domain_title?: string;
  category: string;
  /**
   * A park's area (GB/T 2260 district or city code): the seed settles the area's enterprises (not
   * 个体工商户) in the park's roster (park_company), which the garden screen counts.
   */
  park_region?: string;
}

export const demoAgentCategories = ['平台运营', '数据渠道', '园区与政府', '企业客户'] as const;

export const demoOrganisations: DemoOrganisation[] = [
  {
    usr_agent_id: 1,
    name: '企数通平台运营中心',
    short_name: '平台运营',
    rank: 999,
    basic_number: 0,
    un_basic_number: 0,
    modules: [ModuleId.admin],
    category: '平台运营',
  },
  {
    usr_agent_id: SpecialAgent.mall,
    name: '企数通数据商城',
    short_name: '数据商城',
    rank: 999,
    basic_number: 0,
    un_basic_number: 0,
    modules: [ModuleId.dataSearch],
    category: '平台运营',
  },
  {
    usr_agent_id: 200,
    name: '深圳前海数联科技有限公司',
    short_name: '前海数联',
    rank: 10,
    basic_number: 50_000,
    un_basic_number: 12_400,
    modules: [ModuleId.dataSearch],
    category: '数据渠道',
  },
  {
    usr_agent_id: 210,
    name: '杭州云栖商务咨询有限公司',
    short_name: '云栖商务',
    rank: 10,
    basic_number: 20_000,
    un_basic_number: 18_600,
    modules: [ModuleId.dataSearch],
    category: '数据渠道',
  },
  {
    usr_agent_id: 220,
    name: '成都天府企业服务有限公司',
    short_name: '天府企服',
    rank: 10,
    basic_number: 10_000,
    un_basic_number: 600,
    modules: [ModuleId.dataSearch],
    category: '数据渠道',
  },
  {
    usr_agent_id: SpecialAgent.project,
    name: '星河产业投资集团有限公司',
    short_name: '星河产投',
    rank: 30,
    basic_number: 0,
    un_basic_number: 0,
    modules: [ModuleId.dataSearch],
    category: '企业客户',
  },
  {
    usr_agent_id: 301,
    name: '苏州工业园区企业服务中心',
    short_name: '苏州园区',
    rank: 20,
    basic_number: 100_000,
    un_basic_number: 35_000,
    modules: [ModuleId.park],
    category: '园区与政府',
    park_region: '320576', // 苏州工业园区
  },
  {
    usr_agent_id: 401,
    name: '广州粤芯半导体技术有限公司',
    short_name: '粤芯半导体',
    rank: 10,
    basic_number: 5_000,
    un_basic_number: 800,
    modules: [ModuleId.enterprise],
    category: '企业客户',
  },
  {
    usr_agent_id: SpecialAgent.renamedTabs,
    name: '华东招商服务中心',
    short_name: '华东招商',
    rank: 20,
    basic_number: 80_000,
    un_basic_number: 9_000,
    modules: [ModuleId.dataSearch],
    category: '数据渠道',
  },
  {
    usr_agent_id: 512,
    name: '宁波甬商数据服务有限公司',
    short_name: '甬商数据',
    rank: 10,
    basic_number: 10_000,
    un_basic_number: 0,
    modules: [ModuleId.dataSearch],
    domain_name: 'ningbo.qishu.cn',
    domain_title: '甬商企业数据平台',
    category: '数据渠道',
  },
  {
    usr_agent_id: 601,
    name: '浙江省温州商会',
    short_name: '温州商会',
    rank: 10,
    basic_number: 10_000,
    un_basic_number: 4_000,
    modules: [ModuleId.shb],
    category: '园区与政府',
  },
  {
    usr_agent_id: 701,
    name: '北京中关村科技服务中心',
    short_name: '中关村科服',
    rank: 10,
    basic_number: 10_000,
    un_basic_number: 2_000,
    modules: [ModuleId.agency],
    category: '园区与政府',
  },
  {
    usr_agent_id: 801,
    name: '上海市浦东新区市场监管局',
    short_name: '浦东监管',
    rank: 30,
    basic_number: 0,
    un_basic_number: 0,
    modules: [ModuleId.reg],
    category: '园区与政府',
  },
  {
    usr_agent_id: 901,
    name: '合肥市经济和信息化局',
    short_name: '合肥经信',
    rank: 30,
    basic_number: 0,
    un_basic_number: 0,
    modules: [ModuleId.government],
    category: '园区与政府',
  },
  {
    usr_agent_id: 3101,
    name: '东莞松山湖智慧园区',
    short_name: '松山湖园区',
    rank: 20,
    basic_number: 30_000,
    un_basic_number: 27_500,
    modules: [ModuleId.garden],
    category: '园区与政府',
    park_region: '441900', // 东莞市 (no districts): 松山湖 stands for the city's enterprises
  },
];

export interface DemoUser {
  /** what the account demonstrates (printed at start) */
  purpose: string;
  usr_agent_id: number;
  sys_module_id: number;
  username: string;
  realname: string;
  email?: string;
  /** the role to give it: a default role of the module, or one its organisation owns (organisationRoles) */
  role: string;
  sys_dright_id?: number;
  is_api?: 1;
  is_temporary?: 1;
  limits_time?: number;
  after_login?: 1;
  domain_right?: 0 | 1;
  is_shopper?: 1;
  is_bus?: 1;
  /** key to link accounts of one person (account switching) */
  person?: string;
}

export const demoUsers: DemoUser[] = [
  {
    purpose: '平台管理员',
    usr_agent_id: 1,
    sys_module_id: ModuleId.admin,
    username: '13800000000',
    realname: '平台管理员',
    email: 'admin@qishu.cn',
    role: '超级管理员',
  },
  {
    purpose: '平台管理员（首次登录须改密）',
    usr_agent_id: 1,
    sys_module_id: ModuleId.admin,
    username: '13800000001',
    realname: '新管理员',
    role: '运营管理员',
    after_login: 1,
  },
  {
    purpose: '平台审计员',
    usr_agent_id: 1,
    sys_module_id: ModuleId.admin,
    username: '13800000002',
    realname: '审计员',
    role: '审计员',
  },
  {
    purpose: '数据搜索（渠道）用户',
    usr_agent_id: 200,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000005',
    realname: '林晓峰',
    email: 'linxf@qhsl.com.cn',
    role: '管理员',
    is_bus: 1,
  },
  {
    purpose: '数据搜索普通用户',
    usr_agent_id: 200,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000006',
    realname: '周雨桐',
    role: '普通用户',
  },
  {
    purpose: '搜索工作台（dright 333）',
    usr_agent_id: 210,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000333',
    realname: '何嘉怡',
    role: '普通用户',
    sys_dright_id: SpecialDright.searchWorkspace,
  },
  {
    purpose: '项目工作台（星河产投 dright 666）',
    usr_agent_id: SpecialAgent.project,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000666',
    realname: '陈立群',
    role: '管理员',
    sys_dright_id: SpecialDright.project,
  },
  {
    purpose: 'API 用户',
    usr_agent_id: 220,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000009',
    realname: '接口账号',
    role: '普通用户',
    is_api: 1,
  },
  {
    purpose: '临时用户（30 分钟）',
    usr_agent_id: 200,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000010',
    realname: '临时访客',
    role: '普通用户',
    is_temporary: 1,
    limits_time: 30,
  },
  {
    purpose: '多账号用户（前海数联）',
    usr_agent_id: 200,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000020',
    realname: '吴振宇',
    role: '管理员',
    person: 'wuzy',
  },
  {
    purpose: '多账号用户（华东招商）',
    usr_agent_id: SpecialAgent.renamedTabs,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000020',
    realname: '吴振宇',
    role: '普通用户',
    person: 'wuzy',
  },
  {
    purpose: '多账号用户（云栖商务）',
    usr_agent_id: 210,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000020',
    realname: '吴振宇',
    role: '普通用户',
    person: 'wuzy',
  },
  {
    purpose: '华东招商（agent 511）用户',
    usr_agent_id: SpecialAgent.renamedTabs,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000511',
    realname: '孙海燕',
    role: '管理员',
  },
  {
    purpose: '商城渠道（agent 100）用户',
    usr_agent_id: SpecialAgent.mall,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000100',
    realname: '商城运营',
    role: '管理员',
  },
  {
    purpose: '域名账号（无域名权限，登录被拒）',
    usr_agent_id: 512,
    sys_module_id: ModuleId.dataSearch,
    username: '13900000030',
    realname: '郑宁',
    role: '普通用户',
    domain_right: 0,
  },
  {
    purpose: '园区用户',
    usr_agent_id: 301,
    sys_module_id: ModuleId.park,
    username: '13700000003',
    realname: '苏园',
    role: '管理员',
  },
  {
    purpose: '企业用户',
    usr_agent_id: 401,
    sys_module_id: ModuleId.enterprise,
    username: '13700000004',
    realname: '黄芯',
    role: '管理员',
  },
  {
    purpose: '商会用户',
    usr_agent_id: 601,
    sys_module_id: ModuleId.shb,
    username: '13700000006',
    realname: '温商',
    role: '管理员',
  },
  {
    purpose: '代理机构用户',
    usr_agent_id: 701,
    sys_module_id: ModuleId.agency,
    username: '13700000007',
    realname: '关科',
    role: '管理员',
  },
  {
    purpose: '监管用户',
    usr_agent_id: 801,
    sys_module_id: ModuleId.reg,
    username: '13700000008',
    realname: '浦监',
    role: '管理员',
  },
  {
    purpose: '政府用户',
    usr_agent_id: 901,
    sys_module_id: ModuleId.government,
    username: '13700000009',
    realname: '合经',
    role: '管理员',
  },
  {
    purpose: '园区大屏用户',
    usr_agent_id: 3101,
    sys_module_id: ModuleId.garden,
    username: '13700000031',
    realname: '松湖',
    role: '管理员',
  },
  {
    purpose: '商城购物用户',
    usr_agent_id: SpecialAgent.mall,
    sys_module_id: ModuleId.dataSearch,
    username: '13600000000',
    realname: '王购物',
    email: 'shopper@example.com',
    role: '商城用户',
    is_shopper: 1,
  },
];
