/**
 * The data shop's demo catalogue: two-level categories with topic texts, labels, and products.
 * Every product's `filter` defines which companies it contains; the seeder computes the record
 * count (gs_basic_counts), size and preview from it. Filters stay broad (at most a region, an
 * industry and one more condition) so a synthetic dataset of about 100,000 companies gives
 * every product rows.
 *
 * Region codes: GB/T 2260; industry codes: GB/T 4754-2017. Only the codes in REGION_NAMES and
 * INDUSTRY_NAMES are used; the display texts sys_area_name and industry are derived from them.
 */
import type { CompanyFilter } from '@qishu/contract';
import type { SeedShopCategory, SeedShopLabel, SeedShopProduct } from './types.ts';

/** 注册资本下限（万元）used as the catalogue's 规模以上 criterion. */
export const ABOVE_SCALE_CAPITAL = 1000;

export const REGION_NAMES: Readonly<Record<string, string>> = {
  '110000': '北京市',
  '120000': '天津市',
  '130000': '河北省',
  '310000': '上海市',
  '320000': '江苏省',
  '330000': '浙江省',
  '340000': '安徽省',
  '360000': '江西省',
  '370000': '山东省',
  '420000': '湖北省',
  '430000': '湖南省',
  '440000': '广东省',
  '500000': '重庆市',
  '510000': '四川省',
  '320500': '苏州市',
  '330100': '杭州市',
  '330200': '宁波市',
  '420100': '武汉市',
  '430100': '长沙市',
  '440100': '广州市',
  '440300': '深圳市',
  '440400': '珠海市',
  '440600': '佛山市',
  '440700': '江门市',
  '441200': '肇庆市',
  '441300': '惠州市',
  '441900': '东莞市',
  '442000': '中山市',
  '510100': '成都市',
};

export const INDUSTRY_NAMES: Readonly<Record<string, string>> = {
  C: '制造业',
  E: '建筑业',
  F: '批发和零售业',
  G: '交通运输、仓储和邮政业',
  H: '住宿和餐饮业',
  I: '信息传输、软件和信息技术服务业',
  L: '租赁和商务服务业',
  M: '科学研究和技术服务业',
  Q: '卫生和社会工作',
  '27': '医药制造业',
  '34': '通用设备制造业',
  '35': '专用设备制造业',
  '36': '汽车制造业',
  '38': '电气机械和器材制造业',
  '39': '计算机、通信和其他电子设备制造业',
  '44': '电力、热力生产和供应业',
  '48': '土木工程建筑业',
  '50': '建筑装饰、装修和其他建筑业',
  '51': '批发业',
  '52': '零售业',
  '54': '道路运输业',
  '58': '多式联运和运输代理业',
  '59': '装卸搬运和仓储业',
  '61': '住宿业',
  '62': '餐饮业',
  '63': '电信、广播电视和卫星传输服务',
  '64': '互联网和相关服务',
  '65': '软件和信息技术服务业',
  '72': '商务服务业',
  '73': '研究和试验发展',
};

const YRD = ['310000', '320000', '330000', '340000'];
const PRD = ['440100', '440300', '440400', '440600', '440700', '441200', '441300', '441900', '442000'];
const JJJ = ['110000', '120000', '130000'];
const CHENGYU = ['510000', '500000'];
const MID_YANGTZE = ['420000', '430000', '360000'];

// ── categories ──────────────────────────────────────────────────────────────────────────────
export const shopCategories: readonly SeedShopCategory[] = [
  {
    key: 'industry',
    name: '行业数据',
    orders: 1,
    brief:
      '按国民经济行业分类（GB/T 4754-2017）整理的企业名录，覆盖制造、信息技术、商贸流通、建筑与服务等主要门类。数据来自公开工商登记信息，按年度更新，适用于市场调研、行业分析与客户开发。',
    children: [
      {
        key: 'industry.manufacturing',
        name: '制造业',
        orders: 1,
        brief:
          '制造业是实体经济的主体，涵盖装备、电子、汽车、医药、纺织等 31 个行业大类。本专题按省市与细分行业整理制造业企业名录，包含注册资本、成立日期、经营范围与公开联系方式等字段，适合设备、原材料与工业服务企业开展客户开发和供应链调研。',
      },
      {
        key: 'industry.it',
        name: '信息技术',
        orders: 2,
        brief:
          '信息传输、软件和信息技术服务业包括电信、互联网和软件三个行业大类，是数字经济的核心。本专题收录软件开发、系统集成、互联网平台与数据服务等企业，可用于云服务、硬件、人力资源服务等行业的精准获客与竞品分析。',
      },
      {
        key: 'industry.trade',
        name: '批发零售',
        orders: 3,
        brief:
          '批发和零售业连接生产与消费，市场主体数量多、分布广、更替快。本专题整理各地批发商、经销商与零售经营主体，适合快消、建材、食品等行业开展渠道拓展与经销商招募。',
      },
      {
        key: 'industry.construction',
        name: '建筑工程',
        orders: 4,
        brief:
          '建筑业包括房屋建筑、土木工程、建筑安装和建筑装饰装修四个行业大类。本专题收录施工总承包、专业承包及装饰装修企业，可用于建材、工程机械、劳务与工程保险等业务的客户开发。',
      },
      {
        key: 'industry.catering',
        name: '餐饮住宿',
        orders: 5,
        brief:
          '住宿和餐饮业以中小微经营主体为主，门店开设与关停频繁，名录时效性尤为重要。本专题按地区整理餐饮、酒店与民宿经营主体，适合食材供应、餐饮设备、收银系统与外卖服务等行业拓客。',
      },
      {
        key: 'industry.logistics',
        name: '交通物流',
        orders: 6,
        brief:
          '交通运输、仓储和邮政业是现代流通体系的基础。本专题收录道路货运、仓储、货运代理与多式联运企业，可用于商用车辆、物流保险、运输管理软件及供应链金融等业务的客户开发。',
      },
      {
        key: 'industry.techservice',
        name: '科技服务',
        orders: 7,
        brief:
          '科学研究和技术服务业包括研究和试验发展、专业技术服务与科技推广服务。本专题整理研发机构、检验检测、工程设计与技术转移等企业，适合科研仪器、知识产权与科技咨询服务商使用。',
      },
      {
        key: 'industry.health',
        name: '医疗健康',
        orders: 8,
        brief:
          '本专题涵盖医药制造企业，以及医院、诊所、养老机构等卫生和社会工作主体。数据可用于医药流通、医疗器械、医疗信息化等行业的市场分析与客户开发。',
      },
    ],
  },
  {
    key: 'region',
    name: '区域数据',
    orders: 2,
    brief:
      '按重点城市群与经济区整理的企业名录，反映区域产业结构与市场主体分布。适用于区域市场进入、分支机构布局与招商引资研究。',
    children: [
      {
        key: 'region.yrd',
        name: '长三角',
        orders: 1,
        brief:
          '长三角地区包括上海、江苏、浙江、安徽三省一市，是我国经济最活跃、市场主体最密集的区域之一。本专题收录区域内存续企业的工商信息，并按规模、成立时间等维度提供细分名录，适合区域市场拓展与产业链研究。',
      },
      {
        key: 'region.prd',
        name: '珠三角',
        orders: 2,
        brief:
          '珠三角九市包括广州、深圳、珠海、佛山、惠州、东莞、中山、江门、肇庆，是粤港澳大湾区的核心区域，电子信息、家电、装备制造与外贸企业高度集聚。本专题按城市与行业整理企业名录，适合制造配套、跨境服务与渠道拓展。',
      },
      {
        key: 'region.jjj',
        name: '京津冀',
        orders: 3,
        brief:
          '京津冀地区包括北京、天津、河北，科技服务、总部经济与先进制造协同发展。本专题整理三地存续企业名录，可用于区域市场布局、政企服务与产业转移研究。',
      },
      {
        key: 'region.chengyu',
        name: '成渝',
        orders: 4,
        brief:
          '成渝地区双城经济圈以成都、重庆为双核，是西部人口与产业最集中的区域，电子信息、汽车、装备制造与消费服务业发达。本专题按四川省、重庆市全域口径整理企业名录，适合西南市场开拓与招商研究。',
      },
      {
        key: 'region.midyangtze',
        name: '长江中游',
        orders: 5,
        brief:
          '长江中游城市群以武汉、长沙、南昌为中心，覆盖湖北、湖南、江西三省，是承接产业转移的重要区域。本专题按省市整理企业名录，适合中部市场拓展、渠道建设与产业转移研究。',
      },
    ],
  },
  {
    key: 'topic',
    name: '专题数据',
    orders: 3,
    brief:
      '围绕企业特征筛选的专题名录，如科技创新、专精特新潜力、新成立与有联系方式企业。每个专题均以明确的筛选条件生成，条件可在商品详情中查看。',
    children: [
      {
        key: 'topic.hightech',
        name: '高新技术',
        orders: 1,
        brief:
          '本专题收录信息技术、科技服务及电子信息制造等领域中拥有专利或软件著作权的企业，反映企业的技术创新能力。适合科技金融、知识产权服务、高企认定辅导等业务筛选目标客户。名录按公开信息筛选，不等同于高新技术企业认定名单。',
      },
      {
        key: 'topic.zjtx',
        name: '专精特新',
        orders: 2,
        brief:
          '专精特新企业以专业化、精细化、特色化、新颖化为特征，多为制造业细分领域的中小企业。本专题以“制造业、有专利、具备一定注册资本”为条件筛选潜力企业，适合梯度培育摸底、产业招商与企业服务。名录为潜力企业，不代表已获认定。',
      },
      {
        key: 'topic.new',
        name: '新成立企业',
        orders: 3,
        brief:
          '新成立企业在办公场地、财税代理、招聘、网络与设备采购等方面需求集中，是企业服务的重要客户来源。本专题按成立日期筛选近两年登记的企业，并按地区提供名录。',
      },
      {
        key: 'topic.contact',
        name: '有联系方式企业',
        orders: 4,
        brief:
          '本专题收录公开信息中留有手机、固定电话或电子邮箱的企业，便于电话拜访与邮件沟通。联系方式来自企业年报等公开渠道，使用时请遵守相关法律法规，不得用于骚扰或其他违法用途。',
      },
      {
        key: 'topic.ip',
        name: '知识产权',
        orders: 5,
        brief:
          '拥有注册商标或专利的企业通常品牌意识强、研发投入较多。本专题按地区与行业整理有商标、有专利的企业名录，适合知识产权代理、品牌服务与科技金融业务使用。',
      },
    ],
  },
  {
    key: 'invest',
    name: '招商数据',
    orders: 4,
    brief:
      '面向地方政府与产业园区招商的产业链企业名录，按先进制造、数字经济、生物医药、新能源、现代服务等方向组织。可用于招商目标筛选、产业链补链强链分析与招商线索储备。',
    children: [
      {
        key: 'invest.manufacturing',
        name: '先进制造',
        orders: 1,
        brief:
          '先进制造涵盖通用设备、专用设备、汽车、电气机械和电子设备等产业。本专题按产业链整理具备一定规模的制造企业，适合装备制造类园区开展定向招商与产业配套分析。',
      },
      {
        key: 'invest.digital',
        name: '数字经济',
        orders: 2,
        brief:
          '数字经济核心产业包括电信、广播电视和卫星传输服务，互联网和相关服务，软件和信息技术服务业。本专题收录相关企业名录及规模较大的企业，适合数字产业园、软件园开展招商与企业服务。',
      },
      {
        key: 'invest.bio',
        name: '生物医药',
        orders: 3,
        brief:
          '生物医药产业研发投入高、产业链长、集聚效应明显。本专题以医药制造业和研究与试验发展机构为主整理企业名录，适合生物医药园区与产业基金开展项目筛选。',
      },
      {
        key: 'invest.newenergy',
        name: '新能源',
        orders: 4,
        brief:
          '新能源产业涵盖动力电池、光伏、风电与储能等领域，是制造业转型升级的重点方向。本专题以电气机械和器材制造（含电池、光伏设备等）、电力热力生产和供应两个行业大类为基础整理相关企业，适合新能源产业园区招商与产业链配套分析。',
      },
      {
        key: 'invest.services',
        name: '现代服务',
        orders: 5,
        brief:
          '现代服务业中的租赁和商务服务业是产业升级的重要支撑，涵盖企业管理、法律、咨询、广告与人力资源等服务。本专题整理商务服务企业名录，适合总部经济区与服务业集聚区开展招商。',
      },
    ],
  },
];

// ── labels ──────────────────────────────────────────────────────────────────────────────────
export const shopLabels: readonly SeedShopLabel[] = [
  { key: 'contact', label_name: '有联系方式', orders: 1, rule: { flag: 'hasAnyContact' } },
  { key: 'mobile', label_name: '有手机号', orders: 2, rule: { flag: 'hasMobile' } },
  { key: 'tel', label_name: '有固话', orders: 3, rule: { flag: 'hasTel' } },
  { key: 'email', label_name: '有邮箱', orders: 4, rule: { flag: 'hasEmail' } },
  { key: 'website', label_name: '有网站', orders: 5, rule: { flag: 'hasWebsite' } },
  { key: 'new', label_name: '新成立', orders: 6, rule: { special: 'newlyFounded' } },
  { key: 'scale', label_name: '规模以上', orders: 7, rule: { special: 'aboveScale' } },
  { key: 'hightech', label_name: '高新技术', orders: 8 },
  { key: 'patent', label_name: '有专利', orders: 9, rule: { flag: 'hasPatent' } },
  { key: 'brand', label_name: '有商标', orders: 10, rule: { flag: 'hasBrand' } },
  { key: 'softcopyright', label_name: '有软著', orders: 11, rule: { flag: 'hasSoftwareCopyright' } },
  { key: 'licence', label_name: '有行政许可', orders: 12, rule: { flag: 'hasAdminLicence' } },
];

// ── products ────────────────────────────────────────────────────────────────────────────────
const ACTIVE: CompanyFilter['statuses'] = ['存续', '在业'];

const SRC_GS = '公开工商信息';
const SRC_CONTACT = '公开工商信息、企业年报';
const SRC_IP = '公开工商信息、国家知识产权局公开数据';
const SRC_LICENCE = '公开工商信息、行政许可公示信息';
const SRC_WEB = '公开工商信息、企业官网';

interface ProductInput {
  key: string;
  category: string;
  name: string;
  year: string;
  source?: string;
  price: number;
  hot?: boolean;
  withdrawn?: boolean;
  labels?: readonly string[];
  brief: string;
  /** Merged over { statuses: 存续/在业 }. */
  filter: CompanyFilter;
  /** Display overrides where the joined names would be too long. */
  area?: string;
  industry?: string;
}

export function regionDisplay(filter: CompanyFilter): string {
  const codes = filter.regionCodes ?? [];
  return codes.length ? codes.map((c) => REGION_NAMES[c] ?? c).join('、') : '全国';
}

export function industryDisplay(filter: CompanyFilter): string {
  const codes = filter.industryCodes ?? [];
  return codes.length ? codes.map((c) => INDUSTRY_NAMES[c] ?? c).join('、') : '全行业';
}

function product(p: ProductInput): SeedShopProduct {
  const filter: CompanyFilter = { statuses: ACTIVE, ...p.filter };
  return {
    key: p.key,
    category: p.category,
    name: p.name,
    year: p.year,
    source: p.source ?? SRC_GS,
    ext: 'xlsx',
    price: p.price,
    is_hot: p.hot ? 1 : 0,
    status: p.withdrawn ? 2 : 1,
    labels: p.labels ?? [],
    brief: p.brief,
    filter,
    sys_area_name: p.area ?? regionDisplay(filter),
    industry: p.industry ?? industryDisplay(filter),
  };
}

const FIELDS = '字段包括企业名称、统一社会信用代码、法定代表人、注册资本、成立日期、登记状态、地址与经营范围';

export const shopProducts: readonly SeedShopProduct[] = [
  // 行业数据 · 制造业
  product({
    key: 'gd-manufacturing-2026',
    category: 'industry.manufacturing',
    name: '广东省制造业企业名录（2026）',
    year: '2026',
    price: 199900,
    hot: true,
    brief: `收录广东省登记状态为存续、在业的制造业企业，${FIELDS}。适合设备、原材料与工业服务企业开展华南市场客户开发。`,
    filter: { regionCodes: ['440000'], industryCodes: ['C'] },
  }),
  product({
    key: 'js-manufacturing-2026',
    category: 'industry.manufacturing',
    name: '江苏省制造业企业名录（2026）',
    year: '2026',
    price: 199900,
    brief: `收录江苏省存续、在业的制造业企业，覆盖装备、化工、纺织、电子等细分行业，${FIELDS}。`,
    filter: { regionCodes: ['320000'], industryCodes: ['C'] },
  }),
  product({
    key: 'zj-manufacturing-contact-2026',
    category: 'industry.manufacturing',
    name: '浙江省制造业企业联系方式名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 159900,
    labels: ['contact'],
    brief: '收录浙江省公开信息中留有手机、固话或邮箱的存续制造业企业，附企业名称、法定代表人、地址与联系方式，便于电话拜访与邮件沟通。',
    filter: { regionCodes: ['330000'], industryCodes: ['C'], hasAnyContact: true },
  }),
  product({
    key: 'sz-electronics-2026',
    category: 'industry.manufacturing',
    name: '深圳市电子信息制造企业名录（2026）',
    year: '2026',
    price: 89900,
    brief: '收录深圳市计算机、通信和其他电子设备制造业的存续企业，覆盖通信设备、消费电子、电子元器件等领域，适合电子料件、检测认证与供应链服务商拓客。',
    filter: { regionCodes: ['440300'], industryCodes: ['39'] },
  }),
  product({
    key: 'fs-equipment-2025',
    category: 'industry.manufacturing',
    name: '佛山市装备制造企业名录（2025）',
    year: '2025',
    price: 59900,
    brief: '收录佛山市通用设备与专用设备制造业的存续企业，适合零部件、工业自动化与设备融资租赁等业务开发本地客户。',
    filter: { regionCodes: ['440600'], industryCodes: ['34', '35'] },
  }),
  // 行业数据 · 信息技术
  product({
    key: 'bj-software-2026',
    category: 'industry.it',
    name: '北京市软件和信息技术服务企业名录（2026）',
    year: '2026',
    price: 129900,
    hot: true,
    brief: `收录北京市软件开发、信息系统集成、信息技术咨询与数据处理等领域的存续企业，${FIELDS}。`,
    filter: { regionCodes: ['110000'], industryCodes: ['65'] },
  }),
  product({
    key: 'hz-it-2026',
    category: 'industry.it',
    name: '杭州市信息技术企业名录（2026）',
    year: '2026',
    price: 69900,
    brief: '收录杭州市信息传输、软件和信息技术服务业的存续企业，覆盖电信服务、互联网平台与软件企业，适合云服务、办公设备与人力资源服务商拓客。',
    filter: { regionCodes: ['330100'], industryCodes: ['I'] },
  }),
  product({
    key: 'cn-software-copyright-2026',
    category: 'industry.it',
    name: '全国软件企业软著名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 249900,
    hot: true,
    labels: ['softcopyright'],
    brief: '收录全国拥有计算机软件著作权登记的存续软件和信息技术服务企业，可用于软件产品合作、科技金融与知识产权服务的目标客户筛选。',
    filter: { industryCodes: ['65'], hasSoftwareCopyright: true },
  }),
  product({
    key: 'sh-it-email-2025',
    category: 'industry.it',
    name: '上海市信息技术企业邮箱名录（2025）',
    year: '2025',
    source: SRC_CONTACT,
    price: 79900,
    labels: ['email'],
    brief: '收录上海市公开信息中留有电子邮箱的存续信息技术企业，适合开展邮件营销、活动邀约与商务合作。',
    filter: { regionCodes: ['310000'], industryCodes: ['I'], hasEmail: true },
  }),
  // 行业数据 · 批发零售
  product({
    key: 'gd-trade-2026',
    category: 'industry.trade',
    name: '广东省批发零售企业名录（2026）',
    year: '2026',
    price: 149900,
    brief: `收录广东省批发业与零售业的存续经营主体，${FIELDS}。适合快消、食品与日用品品牌开展渠道拓展与经销商招募。`,
    filter: { regionCodes: ['440000'], industryCodes: ['F'] },
  }),
  product({
    key: 'sd-wholesale-mobile-2026',
    category: 'industry.trade',
    name: '山东省批发企业手机号名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 99900,
    labels: ['mobile'],
    brief: '收录山东省公开信息中留有手机号码的存续批发企业，覆盖农产品、建材、机电与日用品批发，适合电话招商与经销商开发。',
    filter: { regionCodes: ['370000'], industryCodes: ['51'], hasMobile: true },
  }),
  product({
    key: 'cn-retail-new-2026',
    category: 'industry.trade',
    name: '全国零售业新成立企业名录（2026）',
    year: '2026',
    price: 129900,
    labels: ['new'],
    brief: '收录 2025 年以来全国新登记的零售企业，新开门店在收银系统、装修、货品与支付服务等方面需求集中，适合相关服务商获客。',
    filter: { industryCodes: ['52'], foundedFrom: '2025-01-01' },
  }),
  // 行业数据 · 建筑工程
  product({
    key: 'cn-construction-licence-2026',
    category: 'industry.construction',
    name: '全国建筑业行政许可企业名录（2026）',
    year: '2026',
    source: SRC_LICENCE,
    price: 259900,
    labels: ['licence'],
    brief: '收录全国取得行政许可的存续建筑业企业，涵盖房屋建筑、土木工程、建筑安装与装饰装修，适合建材、工程机械与工程保险业务开发客户。',
    filter: { industryCodes: ['E'], hasAdminLicence: true },
  }),
  product({
    key: 'sc-civil-engineering-2025',
    category: 'industry.construction',
    name: '四川省土木工程建筑企业名录（2025）',
    year: '2025',
    price: 49900,
    brief: '收录四川省从事铁路、道路、桥梁、水利与市政等土木工程建筑的存续企业，适合工程材料、机械租赁与劳务服务商开发客户。',
    filter: { regionCodes: ['510000'], industryCodes: ['48'] },
  }),
  product({
    key: 'zj-decoration-2026',
    category: 'industry.construction',
    name: '浙江省建筑装饰装修企业名录（2026）',
    year: '2026',
    price: 59900,
    brief: '收录浙江省建筑装饰、装修和其他建筑业的存续企业，适合装饰材料、定制家居与设计软件企业拓展渠道。',
    filter: { regionCodes: ['330000'], industryCodes: ['50'] },
  }),
  // 行业数据 · 餐饮住宿
  product({
    key: 'cd-catering-2026',
    category: 'industry.catering',
    name: '成都市餐饮企业名录（2026）',
    year: '2026',
    price: 39900,
    hot: true,
    brief: '收录成都市存续的餐饮企业，覆盖正餐、快餐、饮品与小吃，适合食材供应、餐饮设备与收银系统服务商开展本地拓客。',
    filter: { regionCodes: ['510100'], industryCodes: ['62'] },
  }),
  product({
    key: 'gd-hotel-2025',
    category: 'industry.catering',
    name: '广东省住宿企业名录（2025）',
    year: '2025',
    price: 29900,
    brief: '收录广东省存续的酒店、旅馆与民宿等住宿企业，适合酒店用品、布草洗涤与预订系统服务商使用。',
    filter: { regionCodes: ['440000'], industryCodes: ['61'] },
  }),
  product({
    key: 'cn-catering-tel-2026',
    category: 'industry.catering',
    name: '全国餐饮企业固话名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 119900,
    labels: ['tel'],
    brief: '收录全国公开信息中留有固定电话的存续餐饮企业，便于门店电话回访与服务开通。',
    filter: { industryCodes: ['62'], hasTel: true },
  }),
  // 行业数据 · 交通物流
  product({
    key: 'cn-freight-warehouse-2026',
    category: 'industry.logistics',
    name: '全国道路运输与仓储企业名录（2026）',
    year: '2026',
    price: 169900,
    brief: '收录全国道路运输业与装卸搬运和仓储业的存续企业，适合商用车、物流保险、运输管理软件与供应链金融业务开发客户。',
    filter: { industryCodes: ['54', '59'] },
  }),
  product({
    key: 'nb-logistics-2025',
    category: 'industry.logistics',
    name: '宁波市交通物流企业名录（2025）',
    year: '2025',
    price: 39900,
    brief: '收录宁波市交通运输、仓储和邮政业的存续企业，覆盖港口物流、道路货运与仓储配送，适合外贸服务与物流配套企业拓客。',
    filter: { regionCodes: ['330200'], industryCodes: ['G'] },
  }),
  product({
    key: 'sh-forwarding-2026',
    category: 'industry.logistics',
    name: '上海市货运代理企业名录（2026）',
    year: '2026',
    price: 49900,
    brief: '收录上海市多式联运和运输代理业的存续企业，包括国际货运代理、报关与船舶代理企业，适合跨境电商与外贸服务商使用。',
    filter: { regionCodes: ['310000'], industryCodes: ['58'] },
  }),
  // 行业数据 · 科技服务
  product({
    key: 'cn-rnd-2026',
    category: 'industry.techservice',
    name: '全国研究和试验发展企业名录（2026）',
    year: '2026',
    price: 99900,
    brief: '收录全国从事自然科学、工程技术、医学与农业等研究和试验发展的存续企业，适合科研仪器、试剂耗材与技术转移服务商使用。',
    filter: { industryCodes: ['73'] },
  }),
  product({
    key: 'js-techservice-patent-2026',
    category: 'industry.techservice',
    name: '江苏省科技服务企业专利名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 89900,
    labels: ['patent'],
    brief: '收录江苏省拥有专利的存续科学研究和技术服务企业，适合知识产权代理、科技项目申报与科技金融业务筛选客户。',
    filter: { regionCodes: ['320000'], industryCodes: ['M'], hasPatent: true },
  }),
  product({
    key: 'wh-techservice-2025',
    category: 'industry.techservice',
    name: '武汉市科学研究和技术服务企业名录（2025）',
    year: '2025',
    price: 39900,
    brief: '收录武汉市存续的研发、检验检测、工程技术与科技推广服务企业，适合科技服务机构与产业园区开展对接。',
    filter: { regionCodes: ['420100'], industryCodes: ['M'] },
  }),
  // 行业数据 · 医疗健康
  product({
    key: 'cn-pharma-2026',
    category: 'industry.health',
    name: '全国医药制造企业名录（2026）',
    year: '2026',
    price: 149900,
    hot: true,
    brief: `收录全国存续的医药制造企业，覆盖化学药品、中成药、生物药品与卫生材料制造，${FIELDS}。`,
    filter: { industryCodes: ['27'] },
  }),
  product({
    key: 'gd-health-2025',
    category: 'industry.health',
    name: '广东省卫生和社会工作机构名录（2025）',
    year: '2025',
    price: 59900,
    brief: '收录广东省存续的医院、诊所、体检与养老服务等卫生和社会工作主体，适合医疗器械、医疗信息化与健康服务企业开发客户。',
    filter: { regionCodes: ['440000'], industryCodes: ['Q'] },
  }),
  product({
    key: 'cn-pharma-licence-2025',
    category: 'industry.health',
    name: '全国医药制造企业行政许可名录（2025）',
    year: '2025',
    source: SRC_LICENCE,
    price: 99900,
    withdrawn: true,
    labels: ['licence'],
    brief: '收录全国取得行政许可的存续医药制造企业。本商品已下架，请选购 2026 年度医药制造企业名录。',
    filter: { industryCodes: ['27'], hasAdminLicence: true },
  }),
  // 区域数据 · 长三角
  product({
    key: 'yrd-all-2026',
    category: 'region.yrd',
    name: '长三角地区企业名录（2026）',
    year: '2026',
    price: 299900,
    hot: true,
    brief: `收录上海、江苏、浙江、安徽三省一市全部存续、在业企业，${FIELDS}。适合区域市场整体摸底与分支机构布局研究。`,
    filter: { regionCodes: YRD },
    area: '长三角（沪苏浙皖）',
  }),
  product({
    key: 'yrd-scale-2026',
    category: 'region.yrd',
    name: '长三角注册资本千万以上企业名录（2026）',
    year: '2026',
    price: 199900,
    labels: ['scale'],
    brief: '收录长三角三省一市注册资本 1000 万元及以上的存续企业，适合大客户开发、企业金融服务与供应链合作筛选。',
    filter: { regionCodes: YRD, capitalMin: ABOVE_SCALE_CAPITAL },
    area: '长三角（沪苏浙皖）',
  }),
  product({
    key: 'suzhou-new-2026',
    category: 'region.yrd',
    name: '苏州市新成立企业名录（2026）',
    year: '2026',
    price: 59900,
    labels: ['new'],
    brief: '收录 2025 年以来在苏州市新登记的存续企业，适合财税代理、办公租赁、招聘与企业服务机构开发新客户。',
    filter: { regionCodes: ['320500'], foundedFrom: '2025-01-01' },
  }),
  // 区域数据 · 珠三角
  product({
    key: 'prd-all-2026',
    category: 'region.prd',
    name: '珠三角九市企业名录（2026）',
    year: '2026',
    price: 249900,
    hot: true,
    brief: `收录广州、深圳、珠海、佛山、惠州、东莞、中山、江门、肇庆九市的存续企业，${FIELDS}。`,
    filter: { regionCodes: PRD },
    area: '珠三角九市',
  }),
  product({
    key: 'dg-manufacturing-contact-2026',
    category: 'region.prd',
    name: '东莞市制造业企业联系方式名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 69900,
    labels: ['contact'],
    brief: '收录东莞市公开信息中留有联系方式的存续制造业企业，覆盖电子、五金、塑胶与家具等产业，便于电话拜访与上门洽谈。',
    filter: { regionCodes: ['441900'], industryCodes: ['C'], hasAnyContact: true },
  }),
  product({
    key: 'sz-website-2025',
    category: 'region.prd',
    name: '深圳市企业官网名录（2025）',
    year: '2025',
    source: SRC_WEB,
    price: 79900,
    labels: ['website'],
    brief: '收录深圳市拥有企业官网的存续企业，附官网地址，适合网站建设、云服务与数字营销服务商开展业务。',
    filter: { regionCodes: ['440300'], hasWebsite: true },
  }),
  // 区域数据 · 京津冀
  product({
    key: 'jjj-all-2026',
    category: 'region.jjj',
    name: '京津冀地区企业名录（2026）',
    year: '2026',
    price: 229900,
    brief: `收录北京、天津、河北三地的存续企业，${FIELDS}。适合华北市场布局与政企服务研究。`,
    filter: { regionCodes: JJJ },
    area: '京津冀',
  }),
  product({
    key: 'tj-manufacturing-2025',
    category: 'region.jjj',
    name: '天津市制造业企业名录（2025）',
    year: '2025',
    price: 49900,
    brief: '收录天津市存续的制造业企业，覆盖装备制造、汽车、石化与新材料等产业，适合工业品与工业服务企业拓客。',
    filter: { regionCodes: ['120000'], industryCodes: ['C'] },
  }),
  product({
    key: 'bj-email-2026',
    category: 'region.jjj',
    name: '北京市企业邮箱名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 119900,
    labels: ['email'],
    brief: '收录北京市公开信息中留有电子邮箱的存续企业，适合会议活动邀约、邮件营销与商务合作。',
    filter: { regionCodes: ['110000'], hasEmail: true },
  }),
  // 区域数据 · 成渝
  product({
    key: 'chengyu-all-2026',
    category: 'region.chengyu',
    name: '成渝地区企业名录（2026）',
    year: '2026',
    price: 179900,
    brief: `按四川省、重庆市全域口径收录存续企业，${FIELDS}。适合西南市场整体摸底与渠道规划。`,
    filter: { regionCodes: CHENGYU },
    area: '成渝（川渝）',
  }),
  product({
    key: 'cq-manufacturing-2026',
    category: 'region.chengyu',
    name: '重庆市制造业企业名录（2026）',
    year: '2026',
    price: 59900,
    brief: '收录重庆市存续的制造业企业，汽车摩托车、电子信息与装备制造企业集中，适合零部件与工业服务企业拓客。',
    filter: { regionCodes: ['500000'], industryCodes: ['C'] },
  }),
  product({
    key: 'cd-new-2026',
    category: 'region.chengyu',
    name: '成都市新成立企业名录（2026）',
    year: '2026',
    price: 49900,
    labels: ['new'],
    brief: '收录 2025 年以来在成都市新登记的存续企业，适合财税代理、商标注册、办公租赁与招聘服务机构开发客户。',
    filter: { regionCodes: ['510100'], foundedFrom: '2025-01-01' },
  }),
  // 区域数据 · 长江中游
  product({
    key: 'midyangtze-all-2025',
    category: 'region.midyangtze',
    name: '长江中游城市群企业名录（2025）',
    year: '2025',
    price: 159900,
    brief: `收录湖北、湖南、江西三省的存续企业，${FIELDS}。适合中部市场拓展与产业转移研究。`,
    filter: { regionCodes: MID_YANGTZE },
    area: '长江中游（鄂湘赣）',
  }),
  product({
    key: 'cs-trade-2026',
    category: 'region.midyangtze',
    name: '长沙市批发零售企业名录（2026）',
    year: '2026',
    price: 29900,
    brief: '收录长沙市存续的批发和零售企业，适合快消、食品饮料与日化品牌开展经销商招募与终端拓展。',
    filter: { regionCodes: ['430100'], industryCodes: ['F'] },
  }),
  product({
    key: 'hb-manufacturing-2024',
    category: 'region.midyangtze',
    name: '湖北省制造业企业名录（2024）',
    year: '2024',
    price: 49900,
    withdrawn: true,
    brief: '收录截至 2024 年底在湖北省登记的存续制造业企业。本商品已下架，数据已并入新版名录。',
    filter: { regionCodes: ['420000'], industryCodes: ['C'], foundedTo: '2024-12-31' },
  }),
  // 专题数据 · 高新技术
  product({
    key: 'cn-tech-patent-2026',
    category: 'topic.hightech',
    name: '全国科技型企业专利名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 269900,
    hot: true,
    labels: ['hightech', 'patent'],
    brief: '收录全国信息技术与科技服务领域中拥有专利的存续企业，适合高企认定辅导、科技金融与知识产权服务筛选目标客户。',
    filter: { industryCodes: ['I', 'M'], hasPatent: true },
  }),
  product({
    key: 'gd-tech-patent-2026',
    category: 'topic.hightech',
    name: '广东省高新技术领域专利企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 149900,
    labels: ['hightech', 'patent'],
    brief: '收录广东省电子设备制造、软件和信息技术服务、研究和试验发展三个行业中拥有专利的存续企业，适合科技服务机构与产业园区筛选创新型企业。',
    filter: { regionCodes: ['440000'], industryCodes: ['39', '65', '73'], hasPatent: true },
    industry: '电子设备制造、软件和信息技术服务、研究和试验发展',
  }),
  product({
    key: 'sh-software-copyright-2025',
    category: 'topic.hightech',
    name: '上海市软件著作权企业名录（2025）',
    year: '2025',
    source: SRC_IP,
    price: 69900,
    labels: ['hightech', 'softcopyright'],
    brief: '收录上海市拥有计算机软件著作权登记的存续企业，适合软件评测、双软认定与科技项目申报服务机构使用。',
    filter: { regionCodes: ['310000'], hasSoftwareCopyright: true },
  }),
  // 专题数据 · 专精特新
  product({
    key: 'cn-zjtx-potential-2026',
    category: 'topic.zjtx',
    name: '全国专精特新潜力企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 289900,
    hot: true,
    labels: ['patent'],
    brief: '以“制造业、有专利、注册资本 500 万元及以上”为条件筛选的全国存续企业，适合梯度培育摸底、产业招商与企业服务。名录为潜力企业，不代表已获认定。',
    filter: { industryCodes: ['C'], hasPatent: true, capitalMin: 500 },
  }),
  product({
    key: 'zj-zjtx-potential-2026',
    category: 'topic.zjtx',
    name: '浙江省专精特新潜力企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 99900,
    labels: ['patent'],
    brief: '以“制造业、有专利”为条件筛选的浙江省存续企业，适合地方培育摸底与专精特新申报辅导。名录为潜力企业，不代表已获认定。',
    filter: { regionCodes: ['330000'], industryCodes: ['C'], hasPatent: true },
  }),
  product({
    key: 'js-zjtx-potential-2024',
    category: 'topic.zjtx',
    name: '江苏省专精特新潜力企业名录（2024）',
    year: '2024',
    source: SRC_IP,
    price: 79900,
    withdrawn: true,
    labels: ['patent'],
    brief: '以“制造业、有专利”为条件筛选的江苏省存续企业（2024 年版）。本商品已下架，请联系客服获取新版名录。',
    filter: { regionCodes: ['320000'], industryCodes: ['C'], hasPatent: true },
  }),
  // 专题数据 · 新成立企业
  product({
    key: 'cn-new-contact-2026',
    category: 'topic.new',
    name: '全国新成立企业联系方式名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 199900,
    hot: true,
    labels: ['new', 'contact'],
    brief: '收录 2025 年以来全国新登记且公开信息中留有联系方式的存续企业，适合财税、法务、招聘与办公服务机构批量开发新客户。',
    filter: { foundedFrom: '2025-01-01', hasAnyContact: true },
  }),
  product({
    key: 'gd-new-2026',
    category: 'topic.new',
    name: '广东省新成立企业名录（2026）',
    year: '2026',
    price: 89900,
    labels: ['new'],
    brief: '收录 2025 年以来在广东省新登记的存续企业，按成立日期排序，适合企业服务机构及时触达新设主体。',
    filter: { regionCodes: ['440000'], foundedFrom: '2025-01-01' },
  }),
  product({
    key: 'hz-new-2025',
    category: 'topic.new',
    name: '杭州市新成立企业名录（2025）',
    year: '2025',
    price: 39900,
    withdrawn: true,
    labels: ['new'],
    brief: '收录 2024 年至 2025 年在杭州市新登记的存续企业。本商品已下架，数据正在更新。',
    filter: { regionCodes: ['330100'], foundedFrom: '2024-01-01', foundedTo: '2025-12-31' },
  }),
  // 专题数据 · 有联系方式企业
  product({
    key: 'cn-mobile-2026',
    category: 'topic.contact',
    name: '全国企业手机号名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 299900,
    hot: true,
    labels: ['mobile'],
    brief: '收录全国公开信息中留有手机号码的存续企业，附企业名称、法定代表人、所在地区与行业。请遵守相关法律法规合理使用。',
    filter: { hasMobile: true },
  }),
  product({
    key: 'gd-contact-2026',
    category: 'topic.contact',
    name: '广东省企业联系方式名录（2026）',
    year: '2026',
    source: SRC_CONTACT,
    price: 189900,
    hot: true,
    labels: ['contact'],
    brief: '收录广东省公开信息中留有手机、固话或邮箱的存续企业，适合电话销售、邮件营销与上门拜访。',
    filter: { regionCodes: ['440000'], hasAnyContact: true },
  }),
  product({
    key: 'sh-tel-2025',
    category: 'topic.contact',
    name: '上海市企业固话名录（2025）',
    year: '2025',
    source: SRC_CONTACT,
    price: 69900,
    labels: ['tel'],
    brief: '收录上海市公开信息中留有固定电话的存续企业，适合企业总机拜访与商务回访。',
    filter: { regionCodes: ['310000'], hasTel: true },
  }),
  // 专题数据 · 知识产权
  product({
    key: 'cn-brand-2026',
    category: 'topic.ip',
    name: '全国有注册商标企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 219900,
    labels: ['brand'],
    brief: '收录全国拥有注册商标的存续企业，适合商标代理、品牌设计、广告营销与电商服务机构开发客户。',
    filter: { hasBrand: true },
  }),
  product({
    key: 'gd-trade-brand-2026',
    category: 'topic.ip',
    name: '广东省批发零售企业商标名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 79900,
    labels: ['brand'],
    brief: '收录广东省拥有注册商标的存续批发和零售企业，适合品牌授权、渠道合作与电商代运营业务。',
    filter: { regionCodes: ['440000'], industryCodes: ['F'], hasBrand: true },
  }),
  product({
    key: 'js-patent-2026',
    category: 'topic.ip',
    name: '江苏省有专利企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 119900,
    labels: ['patent'],
    brief: '收录江苏省拥有专利的存续企业，适合专利代理、知识产权质押融资与科技项目申报服务。',
    filter: { regionCodes: ['320000'], hasPatent: true },
  }),
  // 招商数据 · 先进制造
  product({
    key: 'cn-auto-2026',
    category: 'invest.manufacturing',
    name: '全国汽车制造产业链企业名录（2026）',
    year: '2026',
    price: 139900,
    brief: '收录全国汽车制造业存续企业，覆盖整车、改装车、零部件及配件制造，适合汽车产业园区开展链主与配套企业招商。',
    filter: { industryCodes: ['36'] },
  }),
  product({
    key: 'yrd-equipment-scale-2026',
    category: 'invest.manufacturing',
    name: '长三角装备制造规模以上企业名录（2026）',
    year: '2026',
    price: 159900,
    labels: ['scale'],
    brief: '收录长三角三省一市注册资本 1000 万元及以上的通用设备、专用设备制造企业，适合装备制造园区开展定向招商。',
    filter: { regionCodes: YRD, industryCodes: ['34', '35'], capitalMin: ABOVE_SCALE_CAPITAL },
    area: '长三角（沪苏浙皖）',
  }),
  // 招商数据 · 数字经济
  product({
    key: 'cn-digital-core-2026',
    category: 'invest.digital',
    name: '全国数字经济核心产业企业名录（2026）',
    year: '2026',
    price: 199900,
    hot: true,
    brief: '收录全国电信、互联网和软件信息技术服务业的存续企业，适合数字产业园与软件园开展招商线索储备。',
    filter: { industryCodes: ['63', '64', '65'] },
    industry: '电信、互联网、软件和信息技术服务',
  }),
  product({
    key: 'gd-digital-scale-2026',
    category: 'invest.digital',
    name: '广东省数字经济规模以上企业名录（2026）',
    year: '2026',
    price: 99900,
    labels: ['scale'],
    brief: '收录广东省注册资本 1000 万元及以上的信息传输、软件和信息技术服务企业，适合数字经济园区筛选重点招商对象。',
    filter: { regionCodes: ['440000'], industryCodes: ['I'], capitalMin: ABOVE_SCALE_CAPITAL },
  }),
  // 招商数据 · 生物医药
  product({
    key: 'yrd-pharma-2026',
    category: 'invest.bio',
    name: '长三角生物医药企业名录（2026）',
    year: '2026',
    price: 89900,
    brief: '收录长三角三省一市的存续医药制造企业，适合生物医药园区与产业基金开展项目筛选与招商对接。',
    filter: { regionCodes: YRD, industryCodes: ['27'] },
    area: '长三角（沪苏浙皖）',
  }),
  product({
    key: 'cn-bio-rnd-patent-2026',
    category: 'invest.bio',
    name: '全国医药研发专利企业名录（2026）',
    year: '2026',
    source: SRC_IP,
    price: 129900,
    labels: ['patent'],
    brief: '收录全国医药制造业与研究和试验发展行业中拥有专利的存续企业，适合生物医药园区筛选研发型招商项目。',
    filter: { industryCodes: ['27', '73'], hasPatent: true },
  }),
  // 招商数据 · 新能源
  product({
    key: 'cn-new-energy-2026',
    category: 'invest.newenergy',
    name: '全国新能源产业企业名录（2026）',
    year: '2026',
    price: 149900,
    brief: '以电气机械和器材制造、电力热力生产和供应两个行业大类为基础，收录全国存续企业，适合新能源产业园区开展产业链招商。',
    filter: { industryCodes: ['38', '44'] },
  }),
  product({
    key: 'js-new-energy-scale-2026',
    category: 'invest.newenergy',
    name: '江苏省新能源规模以上企业名录（2026）',
    year: '2026',
    price: 79900,
    labels: ['scale'],
    brief: '收录江苏省注册资本 1000 万元及以上的电气机械和器材制造、电力热力生产和供应企业，适合筛选重点招商对象。',
    filter: { regionCodes: ['320000'], industryCodes: ['38', '44'], capitalMin: ABOVE_SCALE_CAPITAL },
  }),
  // 招商数据 · 现代服务
  product({
    key: 'sh-business-service-2026',
    category: 'invest.services',
    name: '上海市商务服务企业名录（2026）',
    year: '2026',
    price: 59900,
    brief: '收录上海市存续的企业管理、法律、咨询、广告与人力资源等商务服务企业，适合总部经济区与服务业集聚区开展招商。',
    filter: { regionCodes: ['310000'], industryCodes: ['72'] },
  }),
  product({
    key: 'cn-leasing-business-scale-2025',
    category: 'invest.services',
    name: '全国租赁和商务服务业规模以上企业名录（2025）',
    year: '2025',
    price: 129900,
    labels: ['scale'],
    brief: '收录全国注册资本 1000 万元及以上的租赁和商务服务业存续企业，适合服务业招商与企业金融服务筛选目标。',
    filter: { industryCodes: ['L'], capitalMin: ABOVE_SCALE_CAPITAL },
  }),
];
