import { describe, expect, it } from 'vitest';
import { checkReportFile } from './report-check.ts';
import { reportKey, type ReportCheckContext } from './report-checked.ts';
import { readReportCsv } from './report-csv.ts';

// 000512 published 1.6111 on 2026-09-30; 1,000,000,000 shares make 1,611,100,000.00 元 of net assets, so 6 % of it is
// 96,666,000.00 元. 000372 is a money fund (NAV 1.0000).
const CONTEXT: ReportCheckContext = {
  funds: new Map([
    ['000512', { setupDate: '2012-06-18', isMoneyFund: false }],
    ['000372', { setupDate: '2013-11-12', isMoneyFund: true }],
    ['023415', { setupDate: null, isMoneyFund: false }],
  ]),
  indexes: new Map([['000300', '沪深300指数']]),
  today: '2026-11-22',
  navs: new Map([
    [reportKey('000512', '2026-09-30'), { date: '2026-09-30', unitNav: '1.6111' }],
    [reportKey('000512', '2026-06-30'), { date: '2026-06-30', unitNav: '1.5000' }],
    [reportKey('000372', '2026-09-30'), { date: '2026-09-30', unitNav: '1.0000' }],
  ]),
};

const REPORT = '000512,2026-09-30,1611100000.00,1000000000.00,80.00,10.00,8.50,1.50';
const HOLDINGS = [
  '000512,2026-09-30,1,600519,贵州茅台,96666000.00,6.00',
  '000512,2026-09-30,2,300750,宁德时代,80555000.00,5.00',
  '000512,2026-09-30,3,600036,招商银行,64444000.00,4.00',
];
const INDUSTRIES = ['000512,2026-09-30,C,制造业,966660000.00,60.00', '000512,2026-09-30,J,金融业,322220000.00,20.00'];

// A whole file (line 1 is [基金报告], line 2 its header, line 3 the report, lines 5–7 the holdings, 9–10 the industries,
// line 12 a close), with any section replaced.
function file(parts: { report?: string[]; holdings?: string[]; industries?: string[]; closes?: string[] } = {}): string {
  return [
    '[基金报告]',
    '基金代码,报告期末,基金资产净值(元),期末基金份额(份),股票(%),债券(%),现金(%),其他(%)',
    ...(parts.report ?? [REPORT]),
    '[十大重仓股]',
    ...(parts.holdings ?? HOLDINGS),
    '[行业配置]',
    ...(parts.industries ?? INDUSTRIES),
    '[指数行情]',
    ...(parts.closes ?? ['000300,2026-11-20,3948.1234']),
  ].join('\n');
}

function check(text: string) {
  const read = readReportCsv(text);
  const result = checkReportFile(read.lines, CONTEXT);
  return { ...result, errors: [...read.problems, ...result.errors] };
}

const texts = (text: string) => check(text).errors.map((problem) => problem.text);

describe('a valid report file', () => {
  it('gives each report with its ratios as fractions of net assets, its top ten by rank and its industries', () => {
    const result = check(file());
    expect(result.errors).toEqual([]);
    expect(result.reports).toEqual([
      {
        line: 3,
        fundCode: '000512',
        reportDate: '2026-09-30',
        netAssets: '1611100000.00',
        totalShares: '1000000000.00',
        stockRatio: '0.800000',
        bondRatio: '0.100000',
        cashRatio: '0.085000',
        otherRatio: '0.015000',
        holdings: [
          { line: 5, rank: 1, securityCode: '600519', securityName: '贵州茅台', marketValue: '96666000.00', ratio: '0.060000' },
          { line: 6, rank: 2, securityCode: '300750', securityName: '宁德时代', marketValue: '80555000.00', ratio: '0.050000' },
          { line: 7, rank: 3, securityCode: '600036', securityName: '招商银行', marketValue: '64444000.00', ratio: '0.040000' },
        ],
        industries: [
          { line: 9, industryCode: 'C', industryName: '制造业', marketValue: '966660000.00', ratio: '0.600000' },
          { line: 10, industryCode: 'J', industryName: '金融业', marketValue: '322220000.00', ratio: '0.200000' },
        ],
      },
    ]);
    expect(result.closes).toEqual([{ line: 12, indexCode: '000300', date: '2026-11-20', close: '3948.1234' }]);
  });

  it('skips header lines, comments, blank lines and the empty cells Excel pads lines with; reads quoted thousands', () => {
    const text = [
      '# 2026 年第三季度报告',
      '[基金报告],,,,,,,',
      '基金代码,报告期末,基金资产净值(元),期末基金份额(份),股票(%),债券(%),现金(%),其他(%)',
      '000512,20260930,"1,611,100,000.00","1,000,000,000.00",80%,10,8.5,1.5',
      '',
      '[指数行情],,,,,,,',
      '指数代码,日期,收盘点位,,,,,',
      '000300,2026-11-20,3948.1234,,,,,',
    ].join('\r\n');
    const result = check(text);
    expect(result.errors).toEqual([]);
    expect(result.reports[0]).toMatchObject({ line: 4, reportDate: '2026-09-30', netAssets: '1611100000.00', cashRatio: '0.085000' });
    expect(result.closes).toHaveLength(1);
  });
});

describe('the file layout', () => {
  it('refuses an unknown section, naming its line', () => {
    expect(texts(`${file()}\n[基金经理]\n1001,陈思远`)).toEqual([
      '第 13 行：未知的数据段「基金经理」，应为 [基金报告]、[十大重仓股]、[行业配置]、[指数行情] 之一',
    ]);
  });

  it('refuses data before the first section title', () => {
    expect(texts(`000512,2026-09-30\n${file()}`)).toEqual(['第 1 行：数据行之前缺少数据段标题，如 [基金报告]']);
  });

  it('refuses a line with more cells than its section has columns', () => {
    expect(texts(file({ closes: ['000300,2026-11-20,3948.1234,1'] }))).toEqual(['第 12 行：[指数行情] 每行 3 列，该行有 4 列']);
  });

  it('refuses a file without any data line', () => {
    expect(texts('[基金报告]\n基金代码,报告期末')).toEqual(['文件：文件中没有数据行']);
  });
});

describe('the report line', () => {
  it('names an unknown fund code', () => {
    expect(texts(file({ report: [REPORT.replace('000512', '999999')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 1 列「基金代码」：基金 999999 不存在',
    ]);
  });

  it('refuses a fund that is still raising', () => {
    expect(texts(file({ report: ['023415,2026-09-30,100.00,100.00,0,0,100,0'], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 1 列「基金代码」：基金 023415 尚未成立，没有定期报告',
    ]);
  });

  it('refuses a report date that is not a quarter end', () => {
    expect(texts(file({ report: [REPORT.replace('2026-09-30', '2026-09-29')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 2 列「报告期末」：2026-09-29 不是季度末，报告期末应为 3月31日、6月30日、9月30日或12月31日',
    ]);
  });

  it('refuses a quarter that has not ended yet', () => {
    expect(texts(file({ report: [REPORT.replace('2026-09-30', '2026-12-31')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 2 列「报告期末」：2026-12-31 晚于今天（2026-11-22），报告期尚未结束',
    ]);
  });

  it('refuses a report date before the fund was set up', () => {
    expect(texts(file({ report: [REPORT.replace('2026-09-30', '2012-03-31')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 2 列「报告期末」：早于基金成立日 2012-06-18',
    ]);
  });

  it('refuses net assets with more than two decimals', () => {
    expect(texts(file({ report: [REPORT.replace('1611100000.00', '1611100000.001')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 3 列「基金资产净值(元)」：最多 2 位小数',
    ]);
  });

  it('refuses shares that are not above zero', () => {
    expect(texts(file({ report: [REPORT.replace('1000000000.00', '0')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 4 列「期末基金份额(份)」：必须大于 0',
    ]);
  });

  it('refuses an allocation that does not add up to 100 % within ±0.02 points, and accepts one within it', () => {
    expect(texts(file({ report: [REPORT.replace(',1.50', ',1.53')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 8 列「其他(%)」：股票、债券、现金、其他合计 100.03%，应为 100%（允许误差 ±0.02 个百分点）',
    ]);
    expect(texts(file({ report: [REPORT.replace(',1.50', ',1.52')], holdings: [], industries: [] }))).toEqual([]);
  });

  it('refuses net assets that are not the shares at the NAV of the report date', () => {
    // 1,611,300,000 / 1,000,000,000 = 1.6113, the fund published 1.6111.
    expect(texts(file({ report: [REPORT.replace('1611100000.00', '1611300000.00')], holdings: [], industries: [] }))).toEqual([
      '第 3 行第 3 列「基金资产净值(元)」：基金资产净值 ÷ 期末基金份额 = 1.6113，与 2026-09-30 单位净值 1.6111 不符',
    ]);
  });

  it('refuses a money fund holding stocks', () => {
    expect(
      texts(file({ report: ['000372,2026-09-30,5000000000.00,5000000000.00,1.00,40.00,59.00,0'], holdings: [], industries: [] })),
    ).toEqual(['第 3 行第 5 列「股票(%)」：货币市场基金不投资股票，股票占比应为 0']);
  });

  it('refuses the same fund and report date twice', () => {
    expect(texts(file({ report: [REPORT, REPORT], holdings: [], industries: [] }))).toEqual([
      '第 4 行第 2 列「报告期末」：与第 3 行重复（000512 2026-09-30）',
    ]);
  });
});

describe('the top ten holdings', () => {
  it('refuses a holding whose report is not in the file', () => {
    const other = '000512,2026-06-30,1,600519,贵州茅台,96666000.00,6.00';
    expect(texts(file({ holdings: [...HOLDINGS, other] }))).toEqual([
      '第 8 行第 2 列「报告期末」：文件的 [基金报告] 中没有基金 000512 报告期末 2026-06-30 的一行',
    ]);
  });

  it('refuses a money fund’s holdings', () => {
    const money = '000372,2026-09-30,5000000000.00,5000000000.00,0,40.00,60.00,0';
    expect(texts(file({ report: [REPORT, money], holdings: [...HOLDINGS, '000372,2026-09-30,1,600519,贵州茅台,1.00,0.00'] }))).toEqual([
      '第 9 行第 1 列「基金代码」：基金 000372 是货币市场基金，没有股票投资，不应填写此段',
    ]);
  });

  it('refuses a rank outside 1 to 10', () => {
    expect(texts(file({ holdings: [...HOLDINGS.slice(0, 2), HOLDINGS[2]!.replace(',3,', ',11,')] }))).toEqual([
      '第 7 行第 3 列「序号」：“11”应为 1 至 10 的整数',
    ]);
  });

  it('refuses a rank given twice', () => {
    expect(texts(file({ holdings: [...HOLDINGS.slice(0, 2), HOLDINGS[2]!.replace(',3,', ',2,')] }))).toEqual([
      '第 7 行第 3 列「序号」：序号 2 与第 6 行重复',
    ]);
  });

  it('refuses the same security twice', () => {
    expect(texts(file({ holdings: [...HOLDINGS.slice(0, 2), HOLDINGS[2]!.replace('600036,招商银行', '300750,宁德时代')] }))).toEqual([
      '第 7 行第 4 列「股票代码」：股票 300750 与第 6 行重复',
    ]);
  });

  it('refuses ranks that skip a number', () => {
    expect(texts(file({ holdings: [...HOLDINGS.slice(0, 2), HOLDINGS[2]!.replace(',3,', ',4,')] }))).toEqual([
      '第 7 行第 3 列「序号」：序号应从 1 起连续编号，此处应为 3',
    ]);
  });

  it('refuses ranks out of the order of market value', () => {
    const swapped = [HOLDINGS[0]!, HOLDINGS[2]!.replace(',3,', ',2,'), HOLDINGS[1]!.replace(',2,', ',3,')];
    expect(texts(file({ holdings: swapped }))).toEqual([
      '第 7 行第 6 列「公允价值(元)」：公允价值大于第 2 名，序号应按公允价值从大到小排列',
    ]);
  });

  it('refuses a ratio that is not market value ÷ net assets to the decimals given', () => {
    // 96,666,000 / 1,611,100,000 = 6.00 %; 6.01 is off by more than half of 0.01.
    expect(texts(file({ holdings: [HOLDINGS[0]!.replace(',6.00', ',6.01'), ...HOLDINGS.slice(1)] }))).toEqual([
      '第 5 行第 7 列「占基金资产净值比例(%)」：应为公允价值 ÷ 基金资产净值 = 6.00%，填写的是 6.01%',
    ]);
  });

  it('accepts a ratio within half a unit of its last decimal', () => {
    // 96,700,000 / 1,611,100,000 = 6.00211…% prints as 6.00.
    expect(texts(file({ holdings: [HOLDINGS[0]!.replace('96666000.00', '96700000.00'), ...HOLDINGS.slice(1)] }))).toEqual([]);
  });

  it('refuses top ten holdings worth more of net assets than the stock ratio', () => {
    const report = REPORT.replace('80.00,10.00,8.50', '14.00,76.00,8.50');
    expect(texts(file({ report: [report], industries: [] }))).toEqual([
      '第 3 行第 5 列「股票(%)」：十大重仓股占净值比例合计 15.00%，超过股票占比 14.00%',
    ]);
  });
});

describe('the industry allocation', () => {
  it('refuses a code outside the CSRC classification', () => {
    expect(texts(file({ industries: [INDUSTRIES[0]!.replace(',C,', ',Z,')] }))).toEqual([
      '第 9 行第 3 列「行业代码」：“Z”不是证监会行业分类门类代码（A 至 S）',
    ]);
  });

  it('refuses a name that is not the code’s', () => {
    expect(texts(file({ industries: [INDUSTRIES[0]!.replace('制造业', '金融业')] }))).toEqual([
      '第 9 行第 4 列「行业名称」：行业代码 C 的名称应为“制造业”',
    ]);
  });

  it('refuses the same industry twice', () => {
    expect(texts(file({ industries: [INDUSTRIES[1]!, INDUSTRIES[1]!] }))).toEqual(['第 10 行第 3 列「行业代码」：行业 J 与第 9 行重复']);
  });

  it('refuses industries worth more of net assets than the stock ratio', () => {
    const more = '000512,2026-09-30,D,电力、热力、燃气及水生产和供应业,16111000.00,1.00';
    expect(texts(file({ industries: [...INDUSTRIES, more] }))).toEqual([
      '第 3 行第 5 列「股票(%)」：行业配置占净值比例合计 81.00%，超过股票占比 80.00%',
    ]);
  });
});

describe('index closes', () => {
  it('refuses an index that is not defined', () => {
    expect(texts(file({ closes: ['399999,2026-11-20,1000'] }))).toEqual(['第 12 行第 1 列「指数代码」：指数 399999 未定义']);
  });

  it('refuses the same index and day twice', () => {
    expect(texts(file({ closes: ['000300,2026-11-20,3948.1234', '000300,2026-11-20,3950'] }))).toEqual([
      '第 13 行第 2 列「日期」：与第 12 行重复（000300 2026-11-20）',
    ]);
  });

  it('refuses a close with more than four decimals', () => {
    expect(texts(file({ closes: ['000300,2026-11-20,3948.12345'] }))).toEqual(['第 12 行第 3 列「收盘点位」：最多 4 位小数']);
  });
});
