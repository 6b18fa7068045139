/**
 * Geography for generated companies: how registrations spread over provinces and cities, telephone
 * area codes, short names used in company names, and street-address vocabulary.
 */

/**
 * Relative number of registered enterprises per province (≈ 万户, rounded; 广东 leads, then 江苏,
 * 山东, 浙江 …; 西藏, 青海, 宁夏 are smallest). Keys are 2-digit province prefixes.
 */
export const PROVINCE_WEIGHTS: Readonly<Record<string, number>> = {
  '44': 760,
  '32': 420,
  '37': 360,
  '33': 340,
  '41': 260,
  '51': 210,
  '13': 200,
  '11': 190,
  '31': 190,
  '35': 175,
  '42': 170,
  '34': 170,
  '43': 150,
  '61': 120,
  '50': 110,
  '36': 110,
  '45': 100,
  '53': 100,
  '21': 95,
  '14': 80,
  '52': 80,
  '12': 60,
  '46': 60,
  '23': 55,
  '15': 50,
  '22': 50,
  '65': 50,
  '62': 40,
  '64': 14,
  '63': 10,
  '54': 8,
};

/**
 * Extra weight of big cities relative to the others of their province (before the district count is
 * applied). Provincial capitals (code xx01) get ×3 unless listed.
 */
export const CITY_BOOST: Readonly<Record<string, number>> = {
  '440300': 6, // 深圳
  '440100': 4, // 广州
  '441900': 12, // 东莞 (no districts, so its base weight is 1)
  '442000': 6, // 中山 (no districts)
  '440600': 3, // 佛山
  '320500': 3.5, // 苏州
  '320100': 3, // 南京
  '320200': 2, // 无锡
  '330100': 3.5, // 杭州
  '330200': 2.5, // 宁波
  '330300': 2, // 温州
  '330700': 2, // 金华
  '370200': 2.5, // 青岛
  '370100': 2.5, // 济南
  '350200': 2.5, // 厦门
  '350500': 2, // 泉州
  '210200': 2.5, // 大连
  '510100': 5, // 成都
  '420100': 4.5, // 武汉
  '410100': 4, // 郑州
  '610100': 5, // 西安
  '430100': 3.5, // 长沙
  '340100': 3.5, // 合肥
  '130100': 2.5, // 石家庄
  '530100': 3.5, // 昆明
  '450100': 3, // 南宁
  '520100': 3, // 贵阳
  '460100': 3, // 海口
  '460200': 2, // 三亚
  '220100': 3.5, // 长春
  '230100': 4, // 哈尔滨
  '650100': 4, // 乌鲁木齐
  '640100': 3.5, // 银川
  '630100': 4, // 西宁
  '540100': 4, // 拉萨
  '620100': 4, // 兰州
  '150100': 3, // 呼和浩特
  '110100': 1, // 北京 市辖区 (the only city)
  '120100': 1,
  '310100': 1,
  '500100': 5, // 重庆 市辖区 (vs 县)
};

/** Telephone area code of each province's capital (a landline's code when the city has none below). */
export const PROVINCE_AREA_CODE: Readonly<Record<string, string>> = {
  '11': '010',
  '12': '022',
  '13': '0311',
  '14': '0351',
  '15': '0471',
  '21': '024',
  '22': '0431',
  '23': '0451',
  '31': '021',
  '32': '025',
  '33': '0571',
  '34': '0551',
  '35': '0591',
  '36': '0791',
  '37': '0531',
  '41': '0371',
  '42': '027',
  '43': '0731',
  '44': '020',
  '45': '0771',
  '46': '0898',
  '50': '023',
  '51': '028',
  '52': '0851',
  '53': '0871',
  '54': '0891',
  '61': '029',
  '62': '0931',
  '63': '0971',
  '64': '0951',
  '65': '0991',
};

/** Area codes of big non-capital cities. */
export const CITY_AREA_CODE: Readonly<Record<string, string>> = {
  '440300': '0755',
  '441900': '0769',
  '440600': '0757',
  '440400': '0756',
  '440500': '0754',
  '441300': '0752',
  '442000': '0760',
  '440700': '0750',
  '320500': '0512',
  '320200': '0510',
  '320400': '0519',
  '320600': '0513',
  '320300': '0516',
  '330200': '0574',
  '330300': '0577',
  '330400': '0573',
  '330600': '0575',
  '330700': '0579',
  '331000': '0576',
  '330500': '0572',
  '370200': '0532',
  '370600': '0535',
  '370700': '0536',
  '371300': '0539',
  '370300': '0533',
  '370800': '0537',
  '350200': '0592',
  '350500': '0595',
  '350600': '0596',
  '210200': '0411',
  '130200': '0315',
  '130600': '0312',
  '410300': '0379',
  '420500': '0717',
  '420600': '0710',
  '510700': '0816',
  '450300': '0773',
  '150200': '0472',
  '340200': '0553',
  '360700': '0797',
  '430200': '0731',
  '430300': '0731',
};

/** Codes whose local numbers have 8 digits (the rest of the 4-digit codes have 7). */
export const EIGHT_DIGIT_AREA_CODES: ReadonlySet<string> = new Set([
  '0755',
  '0769',
  '0757',
  '0756',
  '0760',
  '0512',
  '0510',
  '0519',
  '0574',
  '0577',
  '0573',
  '0575',
  '0571',
  '0532',
  '0531',
  '0592',
  '0595',
  '0411',
  '0311',
  '0371',
  '0731',
  '0551',
  '0591',
  '0791',
  '0871',
  '0851',
  '0771',
  '0898',
  '0451',
  '0431',
  '0991',
  '0931',
  '0351',
  '0471',
]);

/** Short province names for company names (广东华瑞…, 内蒙古…). */
export const PROVINCE_SHORT: Readonly<Record<string, string>> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
};

/** Pinyin initials of big cities, for state-owned companies' domains (szwater.com.cn). */
export const CITY_INITIALS: Readonly<Record<string, string>> = {
  '110100': 'bj',
  '120100': 'tj',
  '310100': 'sh',
  '500100': 'cq',
  '440300': 'sz',
  '440100': 'gz',
  '330100': 'hz',
  '320100': 'nj',
  '510100': 'cd',
  '420100': 'wh',
  '410100': 'zz',
  '610100': 'xa',
  '430100': 'cs',
  '370100': 'jn',
  '370200': 'qd',
  '350200': 'xm',
  '350100': 'fz',
  '210100': 'sy',
  '210200': 'dl',
  '340100': 'hf',
  '530100': 'km',
  '450100': 'nn',
  '520100': 'gy',
  '360100': 'nc',
  '130100': 'sjz',
  '140100': 'ty',
  '230100': 'hrb',
  '220100': 'cc',
  '150100': 'hhht',
  '620100': 'lz',
  '630100': 'xn',
  '640100': 'yc',
  '650100': 'wlmq',
  '540100': 'ls',
  '460100': 'hk',
  '320500': 'sz',
  '330200': 'nb',
  '441900': 'dg',
  '440600': 'fs',
  '320200': 'wx',
  '330300': 'wz',
};

/** Ethnic-group words at which an autonomous prefecture's short name ends (延边朝鲜族自治州 → 延边). */
const ETHNIC_MARKERS = [
  '朝鲜族',
  '土家族',
  '苗族',
  '藏族',
  '彝族',
  '布依族',
  '哈尼族',
  '壮族',
  '傣族',
  '白族',
  '傈僳族',
  '回族',
  '蒙古',
  '柯尔克孜',
  '哈萨克',
  '羌族',
  '侗族',
  '景颇族',
];

/** The short form of a city name used in company names (深圳市 → 深圳, 延边朝鲜族自治州 → 延边). */
export function cityShortName(name: string, provinceShorts: ReadonlySet<string>): string {
  let s = name;
  if (s.endsWith('自治州')) {
    let cut = s.length - 3;
    for (const m of ETHNIC_MARKERS) {
      const i = s.indexOf(m);
      if (i > 0 && i < cut) cut = i;
    }
    s = s.slice(0, cut);
    return provinceShorts.has(s) ? s + '州' : s; // 青海 海南藏族自治州 → 海南州
  }
  if (s.endsWith('地区')) return s.slice(0, -2);
  if (s.endsWith('盟')) return s.slice(0, -1);
  if (s.endsWith('市') && s.length > 2) return s.slice(0, -1);
  return s;
}

const words = (s: string): string[] => s.trim().split(/\s+/);

/** Road-name cores; combined with 路/大道/街/东路 … */
export const ROAD_CORES = words(`
人民 解放 中山 建设 和平 胜利 新华 文化 民主 光明 长江 黄河 珠江 东风 青年 工业 科技 创新 创业
高新 金融 世纪 滨江 滨河 滨湖 体育 学府 府前 迎宾 朝阳 东环 西环 南环 北环 环城 站前 金沙 银河
天府 锦绣 华夏 振兴 团结 友谊 幸福 健康 长安 太平 延安 江南 江北 新村 花园 桃园 丰收 兴业 兴华
跃进 红旗 八一 五一 育才 广场 公园 沿江 海滨 前进 新民 北京 南京 上海 广州 黄山 泰山 华山 嵩山
衡山 昆仑 天山 松花江 湘江 汉江 金桥 银杏 梧桐 香樟 紫荆 玉兰 凤凰 龙腾 腾飞 望江 观澜 临江
`);
export const ROAD_SUFFIXES: ReadonlyArray<readonly [string, number]> = [
  ['路', 46],
  ['大道', 10],
  ['街', 10],
  ['东路', 6],
  ['西路', 6],
  ['南路', 5],
  ['北路', 5],
  ['中路', 5],
  ['大街', 4],
  ['巷', 3],
];
export const TECH_ROAD_DIRS = words('东 西 南 北 中');
export const CN_NUMS = words('一 二 三 四 五 六 七 八 九 十 十一 十二 十三 十四 十五 十六');

/** Names for office towers, malls, parks (…大厦, …广场, …科技园). */
export const BUILDING_CORES = words(`
国贸 世纪 金融 时代 财富 环球 星河 国际 中央 东方 创业 创新 金谷 银座 海岸 城市 阳光 天安 金城
华府 中天 新城 天悦 国泰 鸿福 东海 南洋 锦华 华联 金海 富华 天利 荣华 宏发 华美 汇金 汇景 海天
天盛 金源 鼎盛 紫金 永利 明珠 长虹 中环 华融 万象 文化 软件 数码 智慧 未来 总部 商务 科创 金座
`);

export const TOWN_CORES = words(`
城关 新安 永安 太平 长安 兴隆 和平 石桥 东关 西关 南关 北关 桥头 新集 高桥 龙泉 青山 白沙 黄岗
杨柳 大桥 新店 清河 柳林 双河 三河 花园 金山 马山 朱家 李家 王家 张家 刘家 陈家 河口 潭头 江口
`);
/** Village names are a surname plus one of these (李家村, 王庄村, 张湾村). */
export const VILLAGE_SUFFIXES = words('家村 庄村 湾村 桥村 坪村 岗村 河村 寨村 营村 屯村 店村 家庄村');
