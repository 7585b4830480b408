import type { ArticleSource, FundSource, ManagerSource, NoticeSource } from '../apps/server/src/modules/search/search-source.ts';

// A deterministic (seeded) corpus in the shape of the real data: fund names, manager names, viewpoint and notice
// titles. Each kind of title is assembled from realistic vocabularies of a few dozen to a few hundred entries (fund
// companies, product words, themes, index names, strategies, share classes, sales channels, dates and quarters),
// so that the index holds about as many distinct characters, character pairs and pinyin readings as a real site's
// titles, and few titles repeat.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const words = (...lines: string[]) => lines.flatMap((line) => line.split(' ').filter((w) => w !== ''));

// Public fund management companies (short names as used in fund names).
const BRANDS = words(
  '沣泽 长城 华夏 易方达 南方 博时 嘉实 广发 汇添富 富国 招商 鹏华 工银瑞信 建信 银华 大成 景顺长城 中欧 兴证全球 交银施罗德',
  '华安 国泰 万家 融通 诺安 长信 光大保德信 东方红 天弘 平安 民生加银 浦银安盛 中银 农银汇理 华宝 海富通 申万菱信 宝盈 信达澳亚 前海开源',
  '永赢 财通 德邦 中加 金鹰 泰康 国寿安保 华泰柏瑞 红土创新 西部利得 创金合信 东吴 长盛 新华 上投摩根 摩根士丹利 汇丰晋信 路博迈 贝莱德 富达',
  '兴业 中海 国投瑞银 泰达宏利 华富 国联安 中信保诚 英大 北信瑞丰 九泰 圆信永丰 恒越 博道 睿远 朱雀 泉果 同泰 蜂巢 明亚 达诚',
  '东方 东兴 中航 中金 中庚 中邮 中融 国金 国海富兰克林 华商 华润元大 华西 合煦智远 安信 山西证券 嘉合 太平 工银 建信 金信',
  '金元顺安 鑫元 银河 长江证券 南华 先锋 格林 益民 方正富邦 浙商 湘财 江信 国新国证 凯石 惠升 淳厚 尚正 兴华 汇泉 弘毅远方',
);
// The words fund companies name their products with.
const PRODUCT_CHARS = '鑫瑞泰丰盈利安康恒益添汇祥和裕嘉弘信诚远景睿智享悦宁润泽隆兴盛优稳健进取领航先锋卓越精选价值成长回报双季月年';
const THEMES = words(
  '价值精选 成长优选 均衡配置 新兴产业 医疗健康 科技创新 优势企业 消费升级 先进制造 新能源 高端装备 稳健收益 信用增利 红利优选 量化对冲',
  '半导体 人工智能 碳中和 生物医药 创新药 军工 国企改革 乡村振兴 大湾区 长三角 一带一路 数字经济 云计算 大数据 物联网 机器人',
  '光伏 储能 锂电池 智能汽车 新材料 有色金属 煤炭 钢铁 化工 农业 食品饮料 白酒 家电 传媒 游戏 旅游 航空 港股通 沪港深 全球配置',
  '核心资产 龙头 蓝筹 中小盘 专精特新 质量 低波动 动量 ESG 社会责任 绿色发展 可持续 短债 中短债 纯债 可转债 利率债 同业存单',
  '高股息 央企红利 国企红利 稀有金属 疫苗 医疗器械 中药 养殖 畜牧 电力 公用事业 证券保险 银行 地产 建材 通信设备 计算机 软件服务',
  '游戏动漫 卫星导航 信创 国防安全 新消费 品质生活 研究精选 景气优选 产业升级 逆向策略 多因子 行业轮动 周期精选 内需增长 外延增长 专利领先',
  '金融科技 智能制造 健康产业 养老产业 环保产业 文体娱乐 互联网 电子信息 新经济 新动力 新趋势 新机遇 新视野 新起点 创新驱动 改革红利',
);
const INDEXES = words(
  '沪深300 中证500 中证1000 科创50 创业板指 上证50 中证红利 恒生 恒生科技 纳斯达克100 标普500 中证800 国证2000 中证A50 深证100',
  '创业板50 科创100 中证2000 上证180 上证380 深证成指 中证全指 中证银行 中证证券 中证医疗 中证白酒 中证军工 中证传媒 中证环保 中证消费',
  '恒生医疗 恒生互联网 中概互联 日经225 德国DAX 法国CAC40 标普生物科技 道琼斯 MSCI中国A50 富时中国A50 中证科创创业50 中证光伏 中证新能源车',
  '中证半导体 中证畜牧 中证煤炭 中证有色 中证基建 中证国企 中证央企 中证高股息 中债1-3年国开债 中债3-5年政金债 中债7-10年国开债 上证科创板芯片',
);
const KINDS = words(
  '混合 股票 债券 指数增强 货币 ETF联接 一年持有期混合 三年持有期混合 六个月持有期债券 定期开放债券 灵活配置混合 偏股混合',
  '(QDII) (LOF) 发起式 量化 主题 精选 优选 指数 联接 FOF 混合(FOF) 养老目标日期2035三年持有期混合(FOF) 养老目标日期2045五年持有期混合(FOF)',
  '稳健养老目标一年持有期混合(FOF) 纯债债券 短债债券 中短债债券 增强债券 二级债基 一级债基 可转债债券 同业存单指数7天持有期 两年定开债券',
  'ETF ETF发起式联接 交易型开放式指数 指数(LOF) 混合(QDII) 股票(QDII) 债券(QDII) 三个月定开混合 九个月持有期混合 18个月封闭运作混合',
);
const SHARE_CLASSES = words('A A A A C C C E Y D I H B 人民币A 美元现汇 美元现钞').concat(['', '', '', '']);
const SURNAMES = [
  ...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文',
  ...'庞樊兰殷施陶洪翟安颜倪严牛温芦季俞章鲁葛伍韦申尤毕聂丛焦向柳邢路岳齐梅莫庄辛管祝左涂谷祁时舒耿牟卜路詹关苗凌费纪靳盛童欧甄项曲成游阳裴席卫查屈鲍位覃霍翁隋植甘景薄单包司柏宁柯阮桂闵',
];
const TWO_CHAR_SURNAMES = words('欧阳 司马 上官 诸葛 东方 皇甫 令狐 慕容 尉迟 长孙 公孙 夏侯');
const GIVEN = [
  ...'思远晓峰雅琴博文子涵明轩静怡凯伟芳娜敏强磊军洋勇艳杰娟涛超秀霞平刚桂英华建国志宏海波宇航浩然欣悦梓萱一诺俊杰晨曦嘉懿昊天佳琪若曦锦程天佑睿泽雨桐',
  ...'立新振东晓东亚楠婷婷丽君立群德明永刚卫东红梅春燕秋菊冬梅玉兰慧敏淑华文博鹏飞鸿儒泽宇浩宇子墨雪莹颖倩梦琪瑶婧晗昕煜炜琛璐瑾琳珊蕾薇茜蓓',
  ...'致远维维蔚然乐天奕辰沐阳宸熙铭承逸凡景行知行谨言笃行嘉禾瀚文毅恒彦斌骁勋骏骞皓轩翔翊颢',
];
const ARTICLE_HEADS = words(
  '市场观察 基金经理说 投资策略 宏观周报 行业研究 投教课堂 固收视点 权益月报 首席视角 每日早报 策略月报 资产配置笔记 养老投资课 指数周刊 海外市场 专题研究',
  '晨会纪要 债市周评 量化观点 FOF观察 REITs周报 黄金周评 港股策略 美股观察 基金投顾说 财富课堂 读懂财报 行业深度 调研手记 路演实录 直播回放 季度展望',
);
const INDUSTRIES = words(
  '新能源 半导体 医药 消费 银行 保险 券商 地产 基建 军工 有色 煤炭 钢铁 化工 汽车 家电 食品饮料 白酒 传媒 计算机 通信 电子 机械 电力',
  '公用事业 农林牧渔 交通运输 纺织服装 轻工制造 建筑材料 商贸零售 社会服务 环保 美容护理 创新药 医疗器械 光伏 风电 储能 人工智能 算力 机器人',
  '低空经济 卫星互联网 消费电子 智能驾驶 数据要素 云服务 创新药出海 中药 CXO 生猪养殖 航运 港口 黄金珠宝 旅游酒店 免税 教育 物业管理 水泥',
);
const ASSETS = words(
  '债券市场 A股 港股 美股 黄金 原油 人民币汇率 可转债 信用债 利率债 货币市场 大宗商品 REITs 红利资产 成长股 价值股',
  '小盘股 大盘蓝筹 中概股 日本股市 欧洲股市 印度股市 越南股市 美债 美元指数 铜价 白银 农产品 城投债 二级资本债 永续债 地方债',
);
const VIEWS = words(
  '的长期机会 估值回顾 还能走多远 的配置价值 迎来拐点了吗 ：短期波动不改长期趋势 景气度跟踪 业绩前瞻 政策解读 的投资逻辑 调整后的机会',
  '三个值得关注的信号 如何布局 的风险与应对 ：分歧中寻找确定性 的中期展望 为何持续走强 回调是买点吗 的四个误区 有哪些新变化 ：底部特征渐显',
  '：关注业绩兑现 的结构性行情 为什么值得长期持有 会重演历史吗 ：情绪修复仍需时间 的供需格局 能否延续 的下一站 ：从周期到成长 的估值锚',
);
const LESSONS = words(
  '定投的正确打开方式 如何看懂基金净值 什么是最大回撤 债券基金为什么也会亏钱 指数基金怎么选 分红方式该选哪一种 买基金前要看哪些指标 货币基金与银行理财的区别',
  '如何理解夏普比率 基金转换有哪些门道 止盈止损的几种思路 一文读懂申购费与赎回费 基金经理换了怎么办 什么是ETF 养老金第三支柱怎么用 个人养老金账户开户指南',
  '读懂基金季报的五个要点 投资者风险测评为什么重要 如何识别非法金融活动 基金的申购确认时间 份额折算是怎么回事 年末调仓要注意什么 长期持有的收益来自哪里',
);
const NOTICE_KINDS = words(
  '基金合同生效公告 暂停大额申购公告 恢复申购业务的公告 基金经理变更公告 分红公告 招募说明书更新 费率优惠活动公告 托管协议修订公告 暂停赎回业务的公告',
  '增聘基金经理公告 基金份额净值调整公告 临时公告 关联交易公告 新增销售机构公告 基金产品资料概要更新 清算报告 持有人大会决议公告 基金份额发售公告',
  '调整最低申购金额的公告 开通定期定额投资业务的公告 暂停转换业务的公告 恢复大额申购的公告 修订基金合同的公告 提前结束募集的公告 延长募集期的公告',
  '参与转融通证券出借业务的公告 调整管理费率的公告 增加C类份额的公告 增加E类份额的公告 开放日常申购赎回业务的公告 基金经理休假的公告 恢复基金经理履职的公告',
);
const REPORTS = words('第1季度报告 第2季度报告 第3季度报告 第4季度报告 中期报告 年度报告 年度报告摘要 中期报告摘要');
const CHANNELS = words(
  '招商银行 工商银行 建设银行 农业银行 中国银行 交通银行 浦发银行 兴业银行 民生银行 中信银行 光大银行 平安银行 宁波银行 北京银行 上海银行 江苏银行',
  '天天基金 蚂蚁基金 腾安基金 京东肯特瑞 盈米基金 雪球基金 好买基金 华泰证券 中信证券 国泰君安 广发证券 招商证券 东方财富证券 中信建投 银河证券 海通证券',
);

export interface Corpus {
  funds: FundSource[];
  managers: ManagerSource[];
  articles: ArticleSource[];
  notices: NoticeSource[];
}

// How the corpus is made, for the bench's output.
export const CORPUS_DESCRIPTION =
  `seeded; ${BRANDS.length} fund companies, ${THEMES.length} themes, ${INDEXES.length} indexes, ${KINDS.length} fund kinds, ` +
  `${SHARE_CLASSES.filter((s) => s !== '').length} share classes, product words from ${PRODUCT_CHARS.length} characters; ` +
  `managers from ${SURNAMES.length + TWO_CHAR_SURNAMES.length} surnames x ${GIVEN.length} given-name characters; ` +
  `articles from ${ARTICLE_HEADS.length} columns, ${INDUSTRIES.length} industries, ${ASSETS.length} assets, ${VIEWS.length} views, ${LESSONS.length} lessons; ` +
  `notices from ${NOTICE_KINDS.length} kinds, ${REPORTS.length} reports, ${CHANNELS.length} sales channels, dates 2015-2026`;

export function generateCorpus(counts = { funds: 10_000, managers: 1_000, articles: 50_000, notices: 50_000 }, seed = 20_260_101): Corpus {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const year = () => 2015 + Math.floor(next() * 12);
  const date = () => `${year()}年${1 + Math.floor(next() * 12)}月${1 + Math.floor(next() * 28)}日`;
  const product = () => `${pick([...PRODUCT_CHARS])}${pick([...PRODUCT_CHARS])}`;
  const person = () => `${next() < 0.03 ? pick(TWO_CHAR_SURNAMES) : pick(SURNAMES)}${pick(GIVEN)}${next() < 0.7 ? pick(GIVEN) : ''}`;
  // Fund codes as the exchanges and registrars give them: six digits under a few prefixes, all different.
  const codes = new Set<string>();
  const code = (): string => {
    for (;;) {
      const prefix = pick(['00', '01', '02', '16', '15', '51', '56', '58', '50', '37', '40', '26', '11', '21', '47', '67', '96']);
      const candidate = `${prefix}${String(Math.floor(next() * 10_000)).padStart(4, '0')}`;
      if (!codes.has(candidate)) return (codes.add(candidate), candidate);
    }
  };
  const funds: FundSource[] = [];
  for (let i = 0; i < counts.funds; i += 1) {
    const roll = next();
    // Active funds by theme or product word, index funds by index (some enhanced or by theme), and the odd long name.
    const middle =
      roll < 0.35
        ? pick(THEMES)
        : roll < 0.55
          ? `${product()}${next() < 0.5 ? pick(THEMES) : ''}`
          : roll < 0.85
            ? `${pick(INDEXES)}${next() < 0.3 ? pick(THEMES) : ''}`
            : `${pick(THEMES)}${pick(THEMES)}`;
    funds.push({ fundCode: code(), fundName: `${pick(BRANDS)}${middle}${pick(KINDS)}${pick(SHARE_CLASSES)}` });
  }
  const managers: ManagerSource[] = [];
  for (let i = 0; i < counts.managers; i += 1) {
    managers.push({ manId: String(90_000 + i), name: person(), avatar: `/resources/media/images/managers/${i}.svg` });
  }
  const articleTitle = (i: number): string => {
    const roll = next();
    if (roll < 0.2) return `${pick(ARTICLE_HEADS)}｜${pick(INDUSTRIES)}${pick(VIEWS)}`;
    if (roll < 0.35) return `${year()}年${1 + Math.floor(next() * 12)}月${pick(ASSETS)}${pick(VIEWS)}`;
    if (roll < 0.45) return `${pick(ARTICLE_HEADS)}（第${1 + (i % 700)}期）：${pick(LESSONS)}`;
    if (roll < 0.6) return `${person()}：${pick(INDUSTRIES)}与${pick(INDUSTRIES)}，${pick(ASSETS)}${pick(VIEWS)}`;
    if (roll < 0.7) return `${pick(BRANDS)}${pick(ARTICLE_HEADS)}｜${year()}年${pick(ASSETS)}展望`;
    if (roll < 0.8) return `${pick(INDEXES)}${pick(VIEWS)}？${pick(INDUSTRIES)}${pick(['板块', '龙头', 'ETF', '指数'])}怎么看`;
    if (roll < 0.9) return `${date()}${pick(ARTICLE_HEADS)}：${pick(ASSETS)}${pick(VIEWS)}，${pick(INDUSTRIES)}${pick(VIEWS)}`;
    return pick(LESSONS);
  };
  const articles: ArticleSource[] = [];
  for (let i = 0; i < counts.articles; i += 1) {
    const contentType = next() < 0.1 ? 'video' : next() < 0.2 ? 'mandt' : 'other';
    articles.push({ id: 1_000_000 + i, title: articleTitle(i), contentType, jumpPath: null });
  }
  const notices: NoticeSource[] = [];
  for (let i = 0; i < counts.notices; i += 1) {
    const fund = pick(funds);
    const roll = next();
    const title =
      roll < 0.3
        ? `${fund.fundName}${pick(NOTICE_KINDS)}`
        : roll < 0.55
          ? `${fund.fundName}${year()}年${pick(REPORTS)}`
          : roll < 0.7
            ? `关于${fund.fundName}${pick(NOTICE_KINDS)}`
            : roll < 0.8
              ? `${pick(BRANDS)}基金管理有限公司关于旗下部分基金参加${pick(CHANNELS)}费率优惠活动的公告`
              : roll < 0.9
                ? `关于${fund.fundName}基金经理变更的公告（${person()}离任，增聘${person()}）`
                : `${pick(BRANDS)}基金管理有限公司关于旗下基金${date()}${pick(NOTICE_KINDS)}`;
    notices.push({ noticeId: 2_000_000 + i, title });
  }
  return { funds, managers, articles, notices };
}
