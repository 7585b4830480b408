import type { ArticleSource, FundSource, ManagerSource, NoticeSource } from '../apps/server/src/modules/search/search-source.ts';

// A deterministic corpus in the shape of the real data: fund names, manager names, viewpoint and notice titles.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const BRANDS = [
  '沣泽',
  '长城',
  '华夏',
  '易方达',
  '南方',
  '博时',
  '嘉实',
  '广发',
  '汇添富',
  '富国',
  '招商',
  '鹏华',
  '工银',
  '建信',
  '银华',
  '大成',
  '景顺',
  '中欧',
  '兴全',
  '交银',
];
const THEMES = [
  '价值精选',
  '成长优选',
  '均衡配置',
  '新兴产业',
  '医疗健康',
  '科技创新',
  '优势企业',
  '消费升级',
  '先进制造',
  '新能源主题',
  '高端装备',
  '稳健收益',
  '信用增利',
  '红利优选',
  '重庆行业',
  '沪深300',
  '中证500',
  '中证1000',
  '创业板',
  '半导体',
  '人工智能',
  '碳中和',
  '养老目标2035',
  '量化对冲',
];
const KINDS = ['混合', '股票', '债券', '指数增强', '货币', 'ETF联接', '一年持有期混合', '定期开放债券', '(QDII)', '(LOF)'];
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎';
const GIVEN = '思远晓峰雅琴博文子涵明轩静怡凯伟芳娜敏强磊军洋勇艳杰娟涛超秀霞平刚桂英华建国志宏海波';
const ARTICLE_HEADS = ['市场观察', '基金经理说', '投资策略', '宏观周报', '行业研究', '投教课堂', '固收视点', '权益月报'];
const ARTICLE_TOPICS = [
  '如何看待当前的债券市场',
  '新能源行业的长期机会',
  '红利策略为何持续占优',
  '科技创新的投资逻辑',
  '定投的正确打开方式',
  '消费复苏进行时',
  '利率下行周期的资产配置',
  '医疗健康板块估值回顾',
  '养老投资的长期视角',
  '指数增强策略解析',
];
const NOTICE_KINDS = [
  '基金合同生效公告',
  '暂停大额申购公告',
  '恢复申购业务的公告',
  '基金经理变更公告',
  '季度报告',
  '年度报告',
  '分红公告',
  '招募说明书更新',
  '费率优惠活动公告',
  '托管协议修订公告',
];

export interface Corpus {
  funds: FundSource[];
  managers: ManagerSource[];
  articles: ArticleSource[];
  notices: NoticeSource[];
}

export function generateCorpus(counts = { funds: 10_000, managers: 1_000, articles: 50_000, notices: 50_000 }, seed = 20_260_101): Corpus {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const funds: FundSource[] = [];
  for (let i = 0; i < counts.funds; i += 1) {
    const shareClass = next() < 0.5 ? 'A' : 'C';
    funds.push({ fundCode: String(100_000 + i * 7), fundName: `${pick(BRANDS)}${pick(THEMES)}${pick(KINDS)}${shareClass}` });
  }
  const managers: ManagerSource[] = [];
  for (let i = 0; i < counts.managers; i += 1) {
    const name = `${pick([...SURNAMES])}${pick([...GIVEN])}${next() < 0.6 ? pick([...GIVEN]) : ''}`;
    managers.push({ manId: String(90_000 + i), name, avatar: `/resources/media/images/managers/${i}.svg` });
  }
  const articles: ArticleSource[] = [];
  for (let i = 0; i < counts.articles; i += 1) {
    const contentType = next() < 0.1 ? 'video' : next() < 0.2 ? 'mandt' : 'other';
    articles.push({
      id: 1_000_000 + i,
      title: `${pick(ARTICLE_HEADS)}｜${pick(ARTICLE_TOPICS)}（第${i % 400}期）`,
      contentType,
      jumpPath: null,
    });
  }
  const notices: NoticeSource[] = [];
  for (let i = 0; i < counts.notices; i += 1) {
    const fund = pick(funds);
    notices.push({ noticeId: 2_000_000 + i, title: `${fund.fundName}${pick(NOTICE_KINDS)}` });
  }
  return { funds, managers, articles, notices };
}
