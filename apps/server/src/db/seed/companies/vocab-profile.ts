/**
 * Vocabulary of the profile sections: case causes and courts, penalties, abnormal-list reasons,
 * pledges and mortgages, trademarks, patents, copyrights, licences and qualifications. Plain lists;
 * what is likelier where lives in the profile-*.ts files.
 */

const w = (s: string): string[] => s.trim().split(/\s+/);

/** Province prefix → the one-character abbreviation on case numbers and ICP filings (粤, 京 …). */
export const PROVINCE_ABBR: Readonly<Record<string, string>> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '黔',
  '53': '滇',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
};

// ── judicial ──────────────────────────────────────────────────────────────────────────────

/** 案由 of civil cases, commonest first. */
export const CASE_CAUSES = w(`
买卖合同纠纷 买卖合同纠纷 买卖合同纠纷 劳动争议 劳动争议 借款合同纠纷 金融借款合同纠纷 民间借贷纠纷
建设工程施工合同纠纷 建设工程施工合同纠纷 房屋租赁合同纠纷 服务合同纠纷 承揽合同纠纷 劳务合同纠纷
追索劳动报酬纠纷 运输合同纠纷 租赁合同纠纷 装饰装修合同纠纷 委托合同纠纷 股权转让纠纷 侵害商标权纠纷
侵害作品信息网络传播权纠纷 不当得利纠纷 物业服务合同纠纷 融资租赁合同纠纷 保证合同纠纷 机动车交通事故责任纠纷
提供劳务者受害责任纠纷 确认劳动关系纠纷 技术服务合同纠纷 合同纠纷 网络购物合同纠纷 产品责任纠纷
建设工程分包合同纠纷 商品房预售合同纠纷 票据追索权纠纷 损害公司利益责任纠纷 股东出资纠纷
`);
export const CASE_ROLES: ReadonlyArray<readonly [string, number]> = [
  ['被告', 52],
  ['原告', 38],
  ['第三人', 10],
];
export const CASE_RESULTS = w(`
一审判决 一审判决 调解结案 撤诉 驳回诉讼请求 二审维持原判 二审改判 部分支持诉讼请求 准予撤诉
`);
export const EXECUTION_STATES = w('执行中 执行中 终结本次执行程序 执行完毕 执行完毕');
export const DISHONEST_ACTS = [
  '有履行能力而拒不履行生效法律文书确定义务',
  '违反财产报告制度',
  '违反限制消费令',
  '以虚假诉讼、虚假仲裁或者以隐匿、转移财产等方法规避执行',
];
export const HEARING_ROOMS = w('第一法庭 第二法庭 第三法庭 第五法庭 第八法庭 第十二法庭 科技法庭 速裁法庭');

// ── operating ─────────────────────────────────────────────────────────────────────────────

export const ABNORMAL_IN = [
  '未依照《企业信息公示暂行条例》第八条规定的期限公示年度报告的',
  '未依照《企业信息公示暂行条例》第八条规定的期限公示年度报告的',
  '通过登记的住所或者经营场所无法联系的',
  '通过登记的住所或者经营场所无法联系的',
  '公示企业信息隐瞒真实情况、弄虚作假的',
  '未在市场监督管理部门依照《企业信息公示暂行条例》责令的期限内公示有关企业信息的',
];
export const ABNORMAL_OUT = [
  '依照《经营异常名录管理办法》第十一条规定，列入经营异常名录3年内且依照《经营异常名录管理办法》第六条规定被列入经营异常名录的企业，可以在补报未报年份的年度报告并公示后，申请移出',
  '列入经营异常名录3年内且依照《经营异常名录管理办法》第九条规定被列入经营异常名录的企业，依法办理住所或者经营场所变更登记，或者企业提出通过登记的住所或者经营场所可以重新取得联系，申请移出',
];
export const ILLEGAL_REASONS = [
  '被列入经营异常名录届满3年仍未履行相关义务的',
  '提交虚假材料或者采取其他欺诈手段隐瞒重要事实，取得企业登记，被撤销企业登记的',
  '因危害国家安全、公共利益等严重违法行为被吊销营业执照的',
];

/** 行政处罚: the offence and which authority punishes it (market, environment, tax, safety, fire, housing). */
export const PENALTIES: ReadonlyArray<readonly [string, string]> = [
  ['未按规定公示年度报告', 'market'],
  ['销售不符合食品安全标准的食品', 'market'],
  ['发布虚假广告', 'market'],
  ['价格违法行为', 'market'],
  ['销售不合格产品', 'market'],
  ['未经许可从事经营活动', 'market'],
  ['使用未经检验的特种设备', 'market'],
  ['侵犯注册商标专用权', 'market'],
  ['未按规定设置大气污染防治设施', 'environment'],
  ['超标排放污染物', 'environment'],
  ['未依法进行环境影响评价', 'environment'],
  ['未按规定期限办理纳税申报和报送纳税资料', 'tax'],
  ['未按规定开具发票', 'tax'],
  ['未按规定对从业人员进行安全生产教育和培训', 'safety'],
  ['未按规定设置安全警示标志', 'safety'],
  ['消防设施、器材未保持完好有效', 'fire'],
  ['占用、堵塞、封闭疏散通道、安全出口', 'fire'],
  ['未取得施工许可证擅自施工', 'housing'],
  ['违反建设工程质量管理规定', 'housing'],
];
export const PENALTY_RESULTS = ['罚款', '警告', '罚款', '没收违法所得、罚款', '责令改正、罚款'];
export const PLEDGEES = w(`
中国工商银行股份有限公司 中国建设银行股份有限公司 中国农业银行股份有限公司 中国银行股份有限公司
招商银行股份有限公司 交通银行股份有限公司 兴业银行股份有限公司 中信银行股份有限公司 平安银行股份有限公司
上海浦东发展银行股份有限公司 中国民生银行股份有限公司 华夏银行股份有限公司
`);
export const MORTGAGE_ITEMS = w(`
生产设备 机器设备 车辆 原材料 存货 产成品 船舶 生产线 运输车辆 办公设备
`);
export const TAX_KINDS = w('增值税 企业所得税 城市维护建设税 印花税 房产税 城镇土地使用税 个人所得税');

// ── intellectual property ─────────────────────────────────────────────────────────────────

/** Nice classes likeliest per industry section (any of the 45 may appear). */
export const NICE_BY_SECTION: Readonly<Record<string, readonly number[]>> = {
  A: [29, 30, 31, 32, 33, 35],
  B: [1, 6, 19, 35],
  C: [1, 3, 5, 6, 7, 9, 11, 12, 16, 20, 21, 25, 29, 30, 32, 35],
  D: [4, 9, 11, 35, 40],
  E: [6, 19, 37, 42],
  F: [35, 35, 3, 9, 25, 29, 30, 32, 33],
  G: [35, 39, 12],
  H: [43, 43, 30, 35],
  I: [9, 9, 42, 42, 35, 38, 41],
  J: [36, 36, 35],
  K: [36, 37, 35],
  L: [35, 35, 41, 45],
  M: [42, 42, 9, 1, 5, 44],
  N: [37, 39, 40, 35],
  O: [37, 44, 45, 35],
  P: [41, 41, 16],
  Q: [44, 44, 5, 10],
  R: [41, 41, 9, 28],
};
export const TRADEMARK_STATUSES: ReadonlyArray<readonly [string, number]> = [
  ['注册', 62],
  ['申请中', 14],
  ['驳回', 10],
  ['无效', 9],
  ['转让', 5],
];
export const TRADEMARK_SUFFIXES = ['', '', '', '科技', '优品', '生活', '家', '+图形', '之家', '智造', '小站'];

/** Patent title nouns per section; the titles read 一种{noun}{part}… */
export const PATENT_NOUNS: Readonly<Record<string, readonly string[]>> = {
  C: w(`
注塑模具 自动化生产线 锂电池 电机 阀门 齿轮箱 传感器 输送装置 包装机 切割机 烘干设备 混合搅拌装置
冲压模具 焊接夹具 除尘装置 冷却装置 过滤器 复合材料 纺织面料 食品加工设备 电路板 连接器 照明灯具 家具
`),
  M: w(`
检测方法 检测装置 测试系统 数据分析方法 实验装置 监测设备 分析仪 样品处理装置 标定方法 评估方法
`),
  I: w(`
数据处理方法 信息推送方法 身份认证方法 图像识别方法 任务调度系统 分布式存储系统 智能客服系统 网络通信装置
数据加密方法 区块链存证系统 边缘计算设备
`),
  E: w(`
施工方法 支护结构 模板体系 预制构件 防水结构 钢结构节点 排水系统 脚手架 桩基结构 幕墙系统
`),
  D: w('发电装置 储能系统 配电柜 光伏支架 余热回收装置 输电线路监测装置 供水管网监测系统'),
  B: w('破碎装置 选矿设备 钻探装置 矿石输送装置 尾矿处理方法'),
  A: w('育苗装置 灌溉系统 养殖设备 饲料配方 种植方法 保鲜方法'),
  Q: w('护理装置 康复训练器 医用推车 消毒装置 检测试剂盒'),
  _: w(`
固定装置 收纳装置 清洁装置 安装结构 控制系统 调节装置 连接结构 防护装置 加工方法 管理系统
`),
};
export const PATENT_PARTS = ['', '', '及其制备方法', '及其控制方法', '和系统', '的安装结构', '及其使用方法'];
export const DESIGN_PRODUCTS = w(`
包装盒 包装瓶 手机壳 台灯 茶具 座椅 音箱 机箱 电动车 收纳盒 灯具 标签 水杯 控制面板 充电器 展示架
`);
export const PATENT_STATUSES: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  发明专利: [
    ['授权', 45],
    ['实审', 25],
    ['公开', 10],
    ['驳回', 10],
    ['失效', 10],
  ],
  实用新型: [
    ['授权', 80],
    ['失效', 20],
  ],
  外观设计: [
    ['授权', 82],
    ['失效', 18],
  ],
};
export const SOFTWARE_PRODUCTS = w(`
企业资源管理系统 客户关系管理系统 智能仓储管理系统 生产执行系统 财务管理软件 办公自动化系统 数据采集平台
智慧园区管理平台 在线教育平台 电子商务平台 物联网监控平台 移动应用软件 视频监控管理系统 设备运维管理系统
人力资源管理系统 供应链协同平台 数据可视化平台 智慧社区服务平台 能耗监测系统 门店收银系统 营销管理系统
`);
export const WORKS = [
  ['标志', '美术作品'],
  ['logo', '美术作品'],
  ['吉祥物', '美术作品'],
  ['卡通形象', '美术作品'],
  ['系列插画', '美术作品'],
  ['产品包装设计', '美术作品'],
  ['宣传册', '文字作品'],
  ['品牌手册', '文字作品'],
  ['宣传片', '视听作品'],
  ['产品摄影集', '摄影作品'],
  ['字体设计', '美术作品'],
] as const;
export const WORKS_CODES: Readonly<Record<string, string>> = {
  美术作品: 'F',
  文字作品: 'A',
  视听作品: 'I',
  摄影作品: 'G',
};

// ── operations ────────────────────────────────────────────────────────────────────────────

/** 行政许可 by industry section (a licence, its authority kind). */
export const LICENCES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  A: [
    ['农药经营许可证', 'agri'],
    ['种子生产经营许可证', 'agri'],
    ['动物防疫条件合格证', 'agri'],
  ],
  B: [
    ['采矿许可证', 'resources'],
    ['安全生产许可证', 'safety'],
  ],
  C: [
    ['全国工业产品生产许可证', 'market'],
    ['食品生产许可证', 'market'],
    ['排污许可证', 'environment'],
    ['安全生产许可证', 'safety'],
    ['危险化学品登记证', 'safety'],
    ['医疗器械生产许可证', 'drugs'],
  ],
  D: [
    ['电力业务许可证', 'energy'],
    ['取水许可证', 'water'],
    ['燃气经营许可证', 'housing'],
  ],
  E: [
    ['建筑施工企业安全生产许可证', 'housing'],
    ['建筑工程施工许可证', 'housing'],
    ['城市建筑垃圾处置核准', 'housing'],
  ],
  F: [
    ['食品经营许可证', 'market'],
    ['酒类商品零售许可证', 'market'],
    ['药品经营许可证', 'drugs'],
    ['第二类医疗器械经营备案凭证', 'drugs'],
    ['危险化学品经营许可证', 'safety'],
    ['成品油零售经营批准证书', 'commerce'],
  ],
  G: [
    ['道路运输经营许可证', 'transport'],
    ['道路货物运输经营许可证', 'transport'],
    ['快递业务经营许可证', 'post'],
  ],
  H: [
    ['食品经营许可证', 'market'],
    ['公共场所卫生许可证', 'health'],
    ['特种行业许可证', 'police'],
  ],
  I: [
    ['增值电信业务经营许可证', 'telecom'],
    ['网络文化经营许可证', 'culture'],
  ],
  J: [['金融许可证', 'finance']],
  K: [
    ['房地产开发企业资质证书', 'housing'],
    ['商品房预售许可证', 'housing'],
  ],
  L: [
    ['人力资源服务许可证', 'labour'],
    ['劳务派遣经营许可证', 'labour'],
    ['旅行社业务经营许可证', 'culture'],
  ],
  M: [
    ['检验检测机构资质认定证书', 'market'],
    ['测绘资质证书', 'resources'],
  ],
  N: [
    ['城市生活垃圾经营性清扫、收集、运输服务许可证', 'housing'],
    ['排污许可证', 'environment'],
  ],
  O: [['公共场所卫生许可证', 'health']],
  P: [['民办学校办学许可证', 'education']],
  Q: [
    ['医疗机构执业许可证', 'health'],
    ['放射诊疗许可证', 'health'],
  ],
  R: [
    ['营业性演出许可证', 'culture'],
    ['出版物经营许可证', 'culture'],
    ['娱乐经营许可证', 'culture'],
  ],
  _: [
    ['食品经营许可证', 'market'],
    ['排污许可证', 'environment'],
    ['消防安全检查合格证', 'fire'],
  ],
};
/** Authority kind → the department's name after the city or district (深圳市 + 市场监督管理局). */
export const AUTHORITIES: Readonly<Record<string, string>> = {
  market: '市场监督管理局',
  environment: '生态环境局',
  tax: '税务局',
  safety: '应急管理局',
  fire: '消防救援支队',
  housing: '住房和城乡建设局',
  agri: '农业农村局',
  resources: '自然资源局',
  drugs: '市场监督管理局',
  energy: '发展和改革委员会',
  water: '水务局',
  commerce: '商务局',
  transport: '交通运输局',
  post: '邮政管理局',
  health: '卫生健康委员会',
  police: '公安局',
  telecom: '通信管理局',
  culture: '文化广电旅游体育局',
  finance: '金融监督管理局',
  labour: '人力资源和社会保障局',
  education: '教育局',
};
export const CONTACT_SOURCES = [
  '企业年报',
  '招聘信息',
  '官网',
  '招投标',
  '企业年报',
  '第三方平台',
  '工商登记',
];
