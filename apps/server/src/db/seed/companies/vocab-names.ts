/**
 * Name vocabularies: surnames with their frequency, given-name characters, and 字号 (trade names)
 * with pinyin so emails and websites can be made from them (华瑞 → huarui).
 *
 * Entries are written as 'word:pinyin' and split once at load.
 */

function pairs(spec: string): ReadonlyArray<readonly [string, string]> {
  return spec
    .trim()
    .split(/\s+/)
    .map((p) => {
      const [word, py] = p.split(':');
      if (!word || !py) throw new Error(`bad vocabulary entry ${p}`);
      return [word, py] as const;
    });
}

function triples(spec: string): ReadonlyArray<readonly [string, string, number]> {
  return spec
    .trim()
    .split(/\s+/)
    .map((p) => {
      const [word, py, weight] = p.split(':');
      if (!word || !py || !(Number(weight) > 0)) throw new Error(`bad vocabulary entry ${p}`);
      return [word, py, Number(weight)] as const;
    });
}

/**
 * Common surnames, weights ≈ per-mille share of the population (公安部 2020 surname report order,
 * rounded), pinyin for emails. A few compound surnames at the end.
 */
export const SURNAMES: ReadonlyArray<readonly [string, string, number]> = triples(`
王:wang:71 李:li:70 张:zhang:67 刘:liu:51 陈:chen:46 杨:yang:32 黄:huang:25 赵:zhao:22 吴:wu:20 周:zhou:19
徐:xu:14.5 孙:sun:13.8 马:ma:12.9 朱:zhu:12.8 胡:hu:11.6 郭:guo:11.3 何:he:10.6 林:lin:10.1 高:gao:10
罗:luo:9.5 郑:zheng:8.4 梁:liang:8.3 谢:xie:7.5 宋:song:7 唐:tang:6.9 许:xu:6.7 韩:han:6.6 冯:feng:6.4
邓:deng:6.2 曹:cao:6.1 彭:peng:5.9 曾:zeng:5.8 肖:xiao:5.6 田:tian:5.4 董:dong:5.2 袁:yuan:5.1 潘:pan:5
于:yu:4.9 蒋:jiang:4.8 蔡:cai:4.7 余:yu:4.6 杜:du:4.5 叶:ye:4.4 程:cheng:4.3 苏:su:4.2 魏:wei:4.1 吕:lv:4
丁:ding:3.9 任:ren:3.8 沈:shen:3.7 姚:yao:3.6 卢:lu:3.5 姜:jiang:3.4 崔:cui:3.3 钟:zhong:3.2 谭:tan:3.1
陆:lu:3 汪:wang:2.9 范:fan:2.8 金:jin:2.7 石:shi:2.6 廖:liao:2.5 贾:jia:2.4 夏:xia:2.3 韦:wei:2.2 付:fu:2.1
方:fang:2.1 白:bai:2 邹:zou:2 孟:meng:1.9 熊:xiong:1.9 秦:qin:1.8 邱:qiu:1.8 江:jiang:1.7 尹:yin:1.7
薛:xue:1.6 闫:yan:1.6 段:duan:1.5 雷:lei:1.5 侯:hou:1.4 龙:long:1.4 史:shi:1.3 陶:tao:1.3 黎:li:1.3 贺:he:1.2
顾:gu:1.2 毛:mao:1.2 郝:hao:1.1 龚:gong:1.1 邵:shao:1.1 万:wan:1 钱:qian:1 严:yan:1 覃:qin:1 武:wu:1 戴:dai:1
莫:mo:0.9 孔:kong:0.9 向:xiang:0.9 汤:tang:0.9 常:chang:0.8 温:wen:0.8 康:kang:0.8 施:shi:0.7 文:wen:0.7
牛:niu:0.7 樊:fan:0.6 葛:ge:0.6 邢:xing:0.6 安:an:0.6 齐:qi:0.5 易:yi:0.5 乔:qiao:0.5 伍:wu:0.5 庞:pang:0.5
颜:yan:0.5 倪:ni:0.5 庄:zhuang:0.4 聂:nie:0.4 章:zhang:0.4 鲁:lu:0.4 岳:yue:0.4 翟:zhai:0.4 殷:yin:0.4
詹:zhan:0.3 申:shen:0.3 欧:ou:0.3 耿:geng:0.3 关:guan:0.3 兰:lan:0.3 焦:jiao:0.3 俞:yu:0.3 左:zuo:0.3
柳:liu:0.3 甘:gan:0.3 祝:zhu:0.3 包:bao:0.3 宁:ning:0.3 尚:shang:0.2 符:fu:0.2 舒:shu:0.2 阮:ruan:0.2
柯:ke:0.2 纪:ji:0.2 梅:mei:0.2 童:tong:0.2 凌:ling:0.2 毕:bi:0.2 单:shan:0.2 季:ji:0.2 裴:pei:0.2 霍:huo:0.2
涂:tu:0.2 成:cheng:0.2 苗:miao:0.2 谷:gu:0.2 盛:sheng:0.2 曲:qu:0.2 翁:weng:0.2 冉:ran:0.2 骆:luo:0.2
蓝:lan:0.2 路:lu:0.2 游:you:0.2 辛:xin:0.2 欧阳:ouyang:0.3 司马:sima:0.03 上官:shangguan:0.03 诸葛:zhuge:0.03
司徒:situ:0.05 东方:dongfang:0.02 皇甫:huangfu:0.02 慕容:murong:0.01
`);

/** Surnames much more common in some provinces (2-digit province prefix → surname → factor). */
export const REGIONAL_SURNAME_BOOST: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  '44': { 陈: 2, 黄: 2, 梁: 2.5, 林: 2, 罗: 1.8, 谢: 1.8, 钟: 2, 叶: 1.8, 邓: 1.6 },
  '35': { 陈: 2.2, 林: 3, 黄: 2, 郑: 2.5, 吴: 1.6, 叶: 2 },
  '46': { 陈: 2, 符: 15, 王: 1.4, 吴: 1.6, 林: 1.8 },
  '45': { 韦: 6, 覃: 6, 莫: 4, 黄: 2.5, 蒙: 1, 梁: 1.8 },
  '33': { 王: 1.3, 陈: 1.5, 徐: 1.8, 周: 1.5, 叶: 1.5 },
  '32': { 徐: 1.8, 朱: 1.7, 沈: 2, 陆: 2.5, 顾: 2.5, 钱: 2 },
  '51': { 罗: 1.8, 何: 1.6, 邓: 1.5, 冉: 2 },
  '50': { 冉: 3, 谭: 1.6, 向: 2 },
  '43': { 彭: 1.6, 唐: 1.6, 谭: 1.8, 龙: 1.6 },
  '42': { 熊: 1.8, 胡: 1.5, 程: 1.5 },
  '37': { 张: 1.2, 王: 1.3, 孔: 2, 孟: 1.8 },
  '41': { 张: 1.3, 王: 1.2, 郭: 1.5 },
  '62': { 马: 1.6 },
  '64': { 马: 3, 杨: 1.2 },
  '22': { 金: 1.6, 崔: 1.6 },
};

const GIVEN_M = pairs(`
伟:wei 强:qiang 军:jun 磊:lei 勇:yong 杰:jie 涛:tao 斌:bin 波:bo 辉:hui 刚:gang 健:jian 明:ming 超:chao
平:ping 亮:liang 鹏:peng 华:hua 飞:fei 鑫:xin 宇:yu 浩:hao 凯:kai 俊:jun 帅:shuai 建:jian 国:guo 文:wen
志:zhi 海:hai 峰:feng 林:lin 东:dong 龙:long 成:cheng 新:xin 永:yong 春:chun 晓:xiao 庆:qing 德:de
忠:zhong 胜:sheng 兵:bing 毅:yi 博:bo 轩:xuan 睿:rui 子:zi 晨:chen 阳:yang 昊:hao 天:tian 泽:ze 宏:hong
振:zhen 家:jia 金:jin 荣:rong 江:jiang 瑞:rui 一:yi 嘉:jia 航:hang 铭:ming 立:li 光:guang 学:xue 清:qing
良:liang 福:fu 生:sheng 祥:xiang 宁:ning 义:yi 山:shan 元:yuan 顺:shun 安:an 长:chang 世:shi 卫:wei
乐:le 翔:xiang 豪:hao 旭:xu 彬:bin 锋:feng 坤:kun 晖:hui 松:song 柏:bo 钧:jun 启:qi 昌:chang 力:li
`);

const GIVEN_F = pairs(`
芳:fang 娜:na 敏:min 静:jing 丽:li 艳:yan 娟:juan 霞:xia 燕:yan 玲:ling 婷:ting 雪:xue 慧:hui 颖:ying
琳:lin 佳:jia 欣:xin 怡:yi 萍:ping 红:hong 梅:mei 莉:li 倩:qian 洁:jie 晶:jing 琴:qin 云:yun 兰:lan
凤:feng 英:ying 秀:xiu 美:mei 月:yue 婉:wan 雨:yu 晓:xiao 思:si 悦:yue 诗:shi 梦:meng 欢:huan 蕾:lei
薇:wei 璐:lu 丹:dan 宁:ning 春:chun 桂:gui 玉:yu 珍:zhen 淑:shu 文:wen 雅:ya 瑶:yao 涵:han 馨:xin
可:ke 彤:tong 菲:fei 媛:yuan 露:lu 爱:ai 莹:ying 婧:jing 琪:qi 冰:bing 佩:pei 蓉:rong 素:su 惠:hui
`);

export const GIVEN_MALE = GIVEN_M;
export const GIVEN_FEMALE = GIVEN_F;

/** Curated two- and three-character 字号 seen in real company names. */
export const TRADE_NAMES = pairs(`
华瑞:huarui 晨光:chenguang 恒达:hengda 宏图:hongtu 鑫盛:xinsheng 泰丰:taifeng 嘉和:jiahe 安康:ankang
诚信:chengxin 润德:runde 汇通:huitong 天宇:tianyu 远航:yuanhang 博创:bochuang 智联:zhilian 腾飞:tengfei
星辰:xingchen 海峰:haifeng 金鼎:jinding 荣兴:rongxing 昌盛:changsheng 盈丰:yingfeng 佳美:jiamei
明辉:minghui 耀华:yaohua 晟泰:shengtai 弘毅:hongyi 卓越:zhuoyue 凯捷:kaijie 迅达:xunda 锐拓:ruituo
鼎力:dingli 新立:xinli 正方:zhengfang 中环:zhonghuan 万家:wanjia 青松:qingsong 翠柏:cuibai 云山:yunshan
彩虹:caihong 春雨:chunyu 阳光:yangguang 东方:dongfang 北辰:beichen 惠众:huizhong 浩瀚:haohan
元启:yuanqi 昊天:haotian 睿思:ruisi 锦程:jincheng 鸿运:hongyun 福瑞:furui 永盛:yongsheng 隆昌:longchang
华兴:huaxing 金桥:jinqiao 银河:yinhe 长城:changcheng 黄河:huanghe 长江:changjiang 泰山:taishan
昆仑:kunlun 天马:tianma 飞龙:feilong 神舟:shenzhou 九州:jiuzhou 四海:sihai 五洲:wuzhou 八方:bafang
百川:baichuan 千禧:qianxi 万通:wantong 亿联:yilian 众诚:zhongcheng 合力:heli 同创:tongchuang
共赢:gongying 聚源:juyuan 汇丰:huifeng 富源:fuyuan 源丰:yuanfeng 丰华:fenghua 华丰:huafeng 华安:huaan
平安:pingan 顺达:shunda 顺发:shunfa 发达:fada 兴旺:xingwang 旺达:wangda 达信:daxin 信达:xinda
诚达:chengda 德胜:desheng 胜利:shengli 利达:lida 宏达:hongda 宏远:hongyuan 远大:yuanda 大成:dacheng
成功:chenggong 金源:jinyuan 金辉:jinhui 金鑫:jinxin 鑫源:xinyuan 鑫达:xinda 鑫隆:xinlong 隆兴:longxing
兴业:xingye 业成:yecheng 恒信:hengxin 恒通:hengtong 恒盛:hengsheng 恒瑞:hengrui 瑞祥:ruixiang
祥和:xianghe 和盛:hesheng 盛世:shengshi 世纪:shiji 新纪元:xinjiyuan 新世纪:xinshiji 新时代:xinshidai
创新:chuangxin 创维:chuangwei 维康:weikang 康泰:kangtai 泰和:taihe 和谐:hexie 谐创:xiechuang
中科:zhongke 中天:zhongtian 中联:zhonglian 中恒:zhongheng
天成:tiancheng 天润:tianrun 天泽:tianze 天瑞:tianrui 天合:tianhe 天和:tianhe 天成达:tianchengda
金太阳:jintaiyang 红双喜:hongshuangxi 大丰收:dafengshou 百草堂:baicaotang 好运来:haoyunlai
向日葵:xiangrikui 满天星:mantianxing 绿之源:lvzhiyuan 新起点:xinqidian 小太阳:xiaotaiyang
好日子:haorizi 康乃馨:kangnaixin 万家福:wanjiafu 聚宝盆:jubaopen 金百合:jinbaihe 四季青:sijiqing
常青藤:changqingteng 蓝天:lantian 白云:baiyun 绿洲:lvzhou 青山:qingshan 碧水:bishui 清泉:qingquan
明月:mingyue 星光:xingguang 曙光:shuguang 朝阳:chaoyang 旭日:xuri 晨曦:chenxi 东升:dongsheng
紫荆:zijing 木棉:mumian 金桂:jingui 丹桂:dangui 玉兰:yulan 梧桐:wutong 香樟:xiangzhang 银杏:yinxing
雄鹰:xiongying 骏马:junma 麒麟:qilin 凤凰:fenghuang 锦绣:jinxiu 华夏:huaxia 神州:shenzhou 宝丰:baofeng
巨丰:jufeng 鼎盛:dingsheng 鼎泰:dingtai 鼎新:dingxin 博远:boyuan 博大:boda 博雅:boya 雅居:yaju
居安:juan 安泰:antai 泰安:taian 安达:anda 达通:datong 通达:tongda 通泰:tongtai 泰达:taida
立信:lixin 立达:lida 立德:lide 德润:derun 润泽:runze 泽惠:zehui 惠民:huimin 民生:minsheng
优品:youpin 优选:youxuan 精工:jinggong 精诚:jingcheng 匠心:jiangxin 品尚:pinshang 尚品:shangpin
尚美:shangmei 美佳:meijia 佳禾:jiahe 禾丰:hefeng 丰收:fengshou 沃土:wotu 沃丰:wofeng 农丰:nongfeng
海纳:haina 海川:haichuan 海天:haitian 海联:hailian 滨海:binhai 海岸:haian 江南:jiangnan 江北:jiangbei
南方:nanfang 西部:xibu 北方:beifang 中原:zhongyuan 东海:donghai 南海:nanhai 西湖:xihu 天山:tianshan
星河:xinghe 星火:xinghuo 星耀:xingyao 耀星:yaoxing 启航:qihang 领航:linghang 远景:yuanjing 前程:qiancheng
未来:weilai 启明:qiming 明德:mingde 明远:mingyuan 致远:zhiyuan 志远:zhiyuan 志成:zhicheng 智诚:zhicheng
`);

/** First characters for composed 字号 (first + second, e.g. 瑞 + 丰 → 瑞丰). */
export const TRADE_FIRST = pairs(`
华:hua 瑞:rui 晨:chen 恒:heng 宏:hong 鑫:xin 盛:sheng 泰:tai 嘉:jia 博:bo 创:chuang 智:zhi 联:lian
腾:teng 飞:fei 骏:jun 星:xing 海:hai 金:jin 荣:rong 兴:xing 隆:long 昌:chang 佳:jia 美:mei 欣:xin
明:ming 辉:hui 晟:sheng 弘:hong 卓:zhuo 凯:kai 捷:jie 锐:rui 鼎:ding 新:xin 正:zheng 中:zhong 万:wan
天:tian 宇:yu 远:yuan 汇:hui 通:tong 诚:cheng 信:xin 德:de 润:run 安:an 康:kang 丰:feng 益:yi 合:he
和:he 众:zhong 鸿:hong 浩:hao 瀚:han 坤:kun 乾:qian 元:yuan 启:qi 昊:hao 睿:rui 思:si 维:wei 君:jun
友:you 邦:bang 泽:ze 沃:wo 惠:hui 融:rong 锦:jin 绿:lv 蓝:lan 青:qing 云:yun 山:shan 东:dong 南:nan
西:xi 北:bei 银:yin 宝:bao 晶:jing 钰:yu 禾:he 森:sen 林:lin 优:you 亿:yi 百:bai 千:qian 永:yong
富:fu 旺:wang 聚:ju 汉:han 龙:long 凤:feng 雅:ya 尚:shang 品:pin 航:hang 拓:tuo 迅:xun 朗:lang
贝:bei 赛:sai 奥:ao 威:wei 力:li 立:li 峰:feng 舜:shun 尧:yao 壹:yi 铭:ming 子:zi 宸:chen 钧:jun
`);

/** Second characters for composed 字号. */
export const TRADE_SECOND = pairs(`
瑞:rui 达:da 源:yuan 通:tong 泰:tai 丰:feng 盛:sheng 华:hua 兴:xing 辉:hui 昌:chang 隆:long 鑫:xin
恒:heng 宇:yu 程:cheng 远:yuan 航:hang 腾:teng 信:xin 诚:cheng 邦:bang 佳:jia 悦:yue 晨:chen 阳:yang
光:guang 明:ming 智:zhi 创:chuang 成:cheng 嘉:jia 峰:feng 海:hai 川:chuan 林:lin 森:sen 德:de 美:mei
和:he 安:an 康:kang 顺:shun 发:fa 业:ye 星:xing 云:yun 图:tu 博:bo 锦:jin 荣:rong 茂:mao 益:yi
盈:ying 润:run 泽:ze 宏:hong 鼎:ding 展:zhan 拓:tuo 越:yue 凯:kai 捷:jie 迪:di 讯:xun 驰:chi 骏:jun
翔:xiang 威:wei 力:li 豪:hao 途:tu 坤:kun 元:yuan 晟:sheng 弘:hong 合:he 汇:hui 融:rong 聚:ju 亿:yi
诺:nuo 贝:bei 特:te 普:pu 奇:qi 易:yi 优:you 享:xiang 禾:he 田:tian 园:yuan 居:ju 家:jia 艺:yi
雅:ya 轩:xuan 阁:ge 坊:fang 堂:tang 苑:yuan 方:fang 洋:yang 江:jiang 湖:hu 泉:quan 溪:xi 峻:jun
岭:ling 石:shi 玉:yu 珠:zhu 晖:hui 煜:yu 铭:ming 策:ce 睿:rui 宸:chen 翊:yi 沣:feng 澜:lan 禧:xi
`);

/** Province abbreviations used as the first character of regional 字号 (蜀源, 粤华, 浙达 …). */
export const PROVINCE_TRADE_CHAR: Readonly<Record<string, readonly [string, string]>> = {
  '11': ['京', 'jing'],
  '12': ['津', 'jin'],
  '13': ['冀', 'ji'],
  '14': ['晋', 'jin'],
  '15': ['蒙', 'meng'],
  '21': ['辽', 'liao'],
  '22': ['吉', 'ji'],
  '23': ['龙', 'long'],
  '31': ['沪', 'hu'],
  '32': ['苏', 'su'],
  '33': ['浙', 'zhe'],
  '34': ['皖', 'wan'],
  '35': ['闽', 'min'],
  '36': ['赣', 'gan'],
  '37': ['鲁', 'lu'],
  '41': ['豫', 'yu'],
  '42': ['楚', 'chu'],
  '43': ['湘', 'xiang'],
  '44': ['粤', 'yue'],
  '45': ['桂', 'gui'],
  '46': ['琼', 'qiong'],
  '50': ['渝', 'yu'],
  '51': ['蜀', 'shu'],
  '52': ['黔', 'qian'],
  '53': ['滇', 'dian'],
  '54': ['藏', 'zang'],
  '61': ['秦', 'qin'],
  '62': ['陇', 'long'],
  '63': ['青', 'qing'],
  '64': ['宁', 'ning'],
  '65': ['新', 'xin'],
};
