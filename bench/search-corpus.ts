import type { ArticleSource, FundSource, ManagerSource, NoticeSource } from '../apps/server/src/modules/search/search-source.ts';

// A deterministic corpus in the shape of the real data: fund names, manager names, viewpoint and notice titles.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// Word lists of the real kinds of titles, combined with varied lengths, dates and numbers, so that the index holds
// as many distinct characters, character pairs and pinyin readings as a real site's titles would.
const BRANDS = [
  ...'沣泽 长城 华夏 易方达 南方 博时 嘉实 广发 汇添富 富国 招商 鹏华 工银瑞信 建信 银华 大成 景顺长城 中欧 兴证全球 交银施罗德'.split(' '),
  ...'华安 国泰 万家 融通 诺安 长信 光大保德信 东方红 天弘 平安 民生加银 浦银安盛 中银 农银汇理 华宝 海富通 申万菱信 宝盈 信达澳亚 前海开源'.split(
    ' ',
  ),
  ...'永赢 财通 德邦 中加 金鹰 泰康 国寿安保 华泰柏瑞 红土创新 西部利得 创金合信 东吴 长盛 新华 上投摩根 摩根士丹利 汇丰晋信 路博迈 贝莱德 富达'.split(
    ' ',
  ),
];
const INDEXES =
  '沪深300 中证500 中证1000 科创50 创业板指 上证50 中证红利 恒生 恒生科技 纳斯达克100 标普500 中证800 国证2000 中证A50 深证100'.split(' ');
const THEMES = [
  ...'价值精选 成长优选 均衡配置 新兴产业 医疗健康 科技创新 优势企业 消费升级 先进制造 新能源 高端装备 稳健收益 信用增利 红利优选 量化对冲'.split(
    ' ',
  ),
  ...'半导体 人工智能 碳中和 生物医药 创新药 军工 国企改革 乡村振兴 大湾区 长三角 一带一路 数字经济 云计算 大数据 物联网 机器人'.split(' '),
  ...'光伏 储能 锂电池 智能汽车 新材料 有色金属 煤炭 钢铁 化工 农业 食品饮料 白酒 家电 传媒 游戏 旅游 航空 港股通 沪港深 全球配置'.split(
    ' ',
  ),
  ...'核心资产 龙头 蓝筹 中小盘 专精特新 质量 低波动 动量 ESG 社会责任 绿色发展 可持续 养老目标2035 养老目标2045 短债 中短债 纯债 可转债 利率债 同业存单'.split(
    ' ',
  ),
];
const KINDS = [
  ...'混合 股票 债券 指数增强 货币 ETF联接 一年持有期混合 三年持有期混合 六个月持有期债券 定期开放债券 灵活配置混合 偏股混合'.split(' '),
  ...'(QDII) (LOF) 发起式 量化 主题 精选 优选 指数 联接 FOF'.split(' '),
];
const SHARE_CLASSES = ['A', 'C', 'E', 'Y', 'B', ''];
const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文';
const GIVEN =
  '思远晓峰雅琴博文子涵明轩静怡凯伟芳娜敏强磊军洋勇艳杰娟涛超秀霞平刚桂英华建国志宏海波宇航浩然欣悦梓萱一诺俊杰晨曦嘉懿昊天佳琪若曦锦程天佑睿泽雨桐';
const ARTICLE_HEADS =
  '市场观察 基金经理说 投资策略 宏观周报 行业研究 投教课堂 固收视点 权益月报 首席视角 每日早报 策略月报 资产配置笔记 养老投资课 指数周刊 海外市场 专题研究'.split(
    ' ',
  );
const INDUSTRIES = [
  ...'新能源 半导体 医药 消费 银行 保险 券商 地产 基建 军工 有色 煤炭 钢铁 化工 汽车 家电 食品饮料 白酒 传媒 计算机 通信 电子 机械 电力'.split(
    ' ',
  ),
  ...'公用事业 农林牧渔 交通运输 纺织服装 轻工制造 建筑材料 商贸零售 社会服务 环保 美容护理 创新药 医疗器械 光伏 风电 储能 人工智能 算力 机器人'.split(
    ' ',
  ),
];
const ASSETS = '债券市场 A股 港股 美股 黄金 原油 人民币汇率 可转债 信用债 利率债 货币市场 大宗商品 REITs 红利资产 成长股 价值股'.split(' ');
const VIEWS = [
  '的长期机会',
  '估值回顾',
  '还能走多远',
  '的配置价值',
  '迎来拐点了吗',
  '：短期波动不改长期趋势',
  '景气度跟踪',
  '业绩前瞻',
  '政策解读',
  '的投资逻辑',
  '调整后的机会',
  '三个值得关注的信号',
  '如何布局',
  '的风险与应对',
];
const LESSONS = [
  '定投的正确打开方式',
  '如何看懂基金净值',
  '什么是最大回撤',
  '债券基金为什么也会亏钱',
  '指数基金怎么选',
  '分红方式该选哪一种',
  '买基金前要看哪些指标',
  '货币基金与银行理财的区别',
  '如何理解夏普比率',
  '基金转换有哪些门道',
  '止盈止损的几种思路',
  '一文读懂申购费与赎回费',
];
const NOTICE_KINDS = [
  ...'基金合同生效公告 暂停大额申购公告 恢复申购业务的公告 基金经理变更公告 季度报告 年度报告 中期报告 分红公告 招募说明书更新 费率优惠活动公告'.split(
    ' ',
  ),
  ...'托管协议修订公告 暂停赎回业务的公告 增聘基金经理公告 基金份额净值调整公告 临时公告 关联交易公告 新增销售机构公告 基金产品资料概要更新 清算报告 持有人大会决议公告'.split(
    ' ',
  ),
];
const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);

export interface Corpus {
  funds: FundSource[];
  managers: ManagerSource[];
  articles: ArticleSource[];
  notices: NoticeSource[];
}

export function generateCorpus(counts = { funds: 10_000, managers: 1_000, articles: 50_000, notices: 50_000 }, seed = 20_260_101): Corpus {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const year = () => 2015 + Math.floor(next() * 12);
  const funds: FundSource[] = [];
  for (let i = 0; i < counts.funds; i += 1) {
    const roll = next();
    // Active funds by theme, index funds by index (some with a theme), and the odd short name.
    const middle =
      roll < 0.55 ? pick(THEMES) : roll < 0.85 ? `${pick(INDEXES)}${next() < 0.3 ? pick(THEMES) : ''}` : `${pick(THEMES)}${pick(THEMES)}`;
    funds.push({ fundCode: String(100_000 + i * 7), fundName: `${pick(BRANDS)}${middle}${pick(KINDS)}${pick(SHARE_CLASSES)}` });
  }
  const managers: ManagerSource[] = [];
  for (let i = 0; i < counts.managers; i += 1) {
    const name = `${pick([...SURNAMES])}${pick([...GIVEN])}${next() < 0.6 ? pick([...GIVEN]) : ''}`;
    managers.push({ manId: String(90_000 + i), name, avatar: `/resources/media/images/managers/${i}.svg` });
  }
  const articleTitle = (i: number): string => {
    const roll = next();
    if (roll < 0.3) return `${pick(ARTICLE_HEADS)}｜${pick(INDUSTRIES)}${pick(VIEWS)}`;
    if (roll < 0.5) return `${year()}年${pick(MONTHS)}${pick(ASSETS)}${pick(VIEWS)}`;
    if (roll < 0.65) return `${pick(ARTICLE_HEADS)}（第${1 + (i % 500)}期）：${pick(LESSONS)}`;
    if (roll < 0.8)
      return `${pick([...SURNAMES])}${pick([...GIVEN])}${pick([...GIVEN])}：${pick(INDUSTRIES)}与${pick(INDUSTRIES)}，${pick(ASSETS)}${pick(VIEWS)}`;
    if (roll < 0.9) return `${pick(BRANDS)}${pick(ARTICLE_HEADS)}｜${year()}年${pick(ASSETS)}展望`;
    return `${pick(LESSONS)}`;
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
      roll < 0.4
        ? `${fund.fundName}${pick(NOTICE_KINDS)}`
        : roll < 0.7
          ? `${fund.fundName}${year()}年第${1 + Math.floor(next() * 4)}季度报告`
          : roll < 0.9
            ? `关于${fund.fundName}${pick(NOTICE_KINDS)}`
            : `${pick(BRANDS)}基金管理有限公司关于旗下基金${year()}年${pick(MONTHS)}${pick(NOTICE_KINDS)}`;
    notices.push({ noticeId: 2_000_000 + i, title });
  }
  return { funds, managers, articles, notices };
}
