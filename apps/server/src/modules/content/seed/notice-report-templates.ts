import { FUND_TYPES } from '@fund-direct/domain/codes';
import type { SeedFund } from '../../fund/fund-seed.public.ts';
import { COMPANY, cnDate, custodianOf, h, infoTable, p, selfAttachment, type NoticeDraft } from './notice-html.ts';

// Periodic reports (§3 notice group 'regular'): quarterly, interim and annual.
export type ReportKind = 'q1' | 'q2' | 'q3' | 'q4' | 'interim' | 'annual';

const REPORT_NAMES: Record<ReportKind, string> = {
  q1: '第1季度报告',
  q2: '第2季度报告',
  q3: '第3季度报告',
  q4: '第4季度报告',
  interim: '中期报告',
  annual: '年度报告',
};

const PERIODS: Record<ReportKind, (year: number) => string> = {
  q1: (y) => `${y}年1月1日起至${y}年3月31日止`,
  q2: (y) => `${y}年4月1日起至${y}年6月30日止`,
  q3: (y) => `${y}年7月1日起至${y}年9月30日止`,
  q4: (y) => `${y}年10月1日起至${y}年12月31日止`,
  interim: (y) => `${y}年1月1日起至${y}年6月30日止`,
  annual: (y) => `${y}年1月1日起至${y}年12月31日止`,
};

type ReportStyle = 'equity' | 'bond' | 'fof';

function reportStyle(fund: SeedFund): ReportStyle {
  if (fund.fundType === '4') return 'fof';
  return ['3', '5', '12', '14'].includes(fund.fundType) || fund.name.includes('债') ? 'bond' : 'equity';
}

const REVIEW: Record<ReportStyle, readonly [string, string, string]> = {
  equity: [
    '报告期内，国内经济延续温和复苏态势，企业盈利逐步修复，市场风格在价值与成长之间轮动。本基金坚持自下而上的选股策略，在保持组合行业均衡的基础上，增加了对盈利趋势向上的先进制造和科技行业的配置，适度降低了估值偏高个股的仓位。',
    '展望下一阶段，我们认为权益资产的估值处于合理区间，中长期配置价值较为突出。本基金将继续坚持基本面研究驱动的投资方法，在控制风险的前提下，力争为基金份额持有人获取长期稳健的回报。',
    '报告期末，本基金股票投资占基金资产净值的比例符合基金合同的约定，前十名股票投资明细、按行业分类的股票投资组合等详见报告全文。',
  ],
  bond: [
    '报告期内，货币政策保持稳健偏宽松，银行体系流动性合理充裕，债券收益率整体震荡下行。本基金以中高等级信用债为主要配置，根据利率走势灵活调整组合久期，严格控制信用风险，组合流动性保持良好。',
    '展望下一阶段，我们预计利率中枢仍将保持在较低水平，但波动可能加大。本基金将继续以票息策略为主，灵活把握利率波段机会，在严控风险的前提下力争为持有人创造稳定回报。',
    '报告期末，本基金债券投资占基金资产净值的比例符合基金合同的约定，按债券品种分类的债券投资组合及前五名债券投资明细等详见报告全文。',
  ],
  fof: [
    '报告期内，权益市场震荡分化，债券市场整体走强。本基金按照既定的大类资产配置框架运作，权益类基金仓位保持在目标区间中枢附近，并在季度内进行了一次再平衡；子基金选择上继续坚持长期业绩稳定、风格清晰的原则。',
    '展望下一阶段，我们将继续通过股债均衡配置控制组合波动，在权益资产估值较低时适度提高权益类基金的配置比例，力争为持有人提供平稳的持有体验。',
    '报告期末，本基金投资于其他基金的比例符合基金合同的约定，按基金类型分类的投资组合及前十名基金投资明细等详见报告全文。',
  ],
};

function reportBody(fund: SeedFund, year: number, kind: ReportKind, date: string): string {
  const [review, outlook, portfolio] = REVIEW[reportStyle(fund)];
  return [
    h('§1 重要提示'),
    p(
      `基金管理人的董事会及董事保证本报告所载资料不存在虚假记载、误导性陈述或重大遗漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。`,
    ),
    p(
      `基金托管人${custodianOf(fund)}根据本基金合同规定，于${cnDate(date)}复核了本报告中的财务指标、净值表现和投资组合报告等内容，保证复核内容不存在虚假记载、误导性陈述或者重大遗漏。`,
    ),
    p(`本报告中财务资料未经审计。本报告期自${PERIODS[kind](year)}。`),
    h('§2 基金产品概况'),
    infoTable([
      ['基金简称', fund.shortName],
      ['基金主代码', fund.code],
      ['基金类型', FUND_TYPES[fund.fundType]],
      ['业绩比较基准', fund.benchmark],
      ['基金管理人', COMPANY],
      ['基金托管人', custodianOf(fund)],
    ]),
    h('§3 管理人报告'),
    p(review),
    p(outlook),
    h('§4 投资组合报告'),
    p(portfolio),
    h('§5 备查文件目录'),
    p('中国证监会准予本基金注册的文件；《基金合同》；《托管协议》；基金管理人业务资格批件、营业执照；报告期内在规定媒介上披露的各项公告。'),
    p(`存放地点：基金管理人、基金托管人的住所。投资者可在营业时间内免费查阅，也可拨打本公司客户服务电话查询。`),
  ].join('');
}

export function periodicReport(fund: SeedFund, year: number, kind: ReportKind, date: string): NoticeDraft {
  const title = `${fund.name}${year}年${REPORT_NAMES[kind]}`;
  const html = [
    p(
      `${COMPANY}旗下${fund.name}${year}年${REPORT_NAMES[kind]}全文于${cnDate(date)}在本公司网站和中国证监会基金电子披露网站披露，供投资者查阅。`,
    ),
    reportBody(fund, year, kind, date),
  ].join('');
  const attachments = [selfAttachment(`${title}全文`, html)];
  if (kind === 'annual' || kind === 'interim') {
    attachments.push(selfAttachment(`${title}摘要`, reportBody(fund, year, kind, date)));
  }
  return { group: 'regular', title, fundCode: fund.code, date, html, attachments };
}
