import { MoneyDecimal } from '@fund-direct/domain/money';
import type { CheckedIndexClose, CheckedReport } from '@fund-direct/domain/report';

// Reports and closes as operations would upload them: the sections of the report file, ratios as printed percents (two
// decimals, as the quarterly report prints them).
const percent = (ratio: string) => new MoneyDecimal(ratio).times(100).toFixed(2);

type Report = Omit<CheckedReport, 'line' | 'holdings' | 'industries'> & {
  holdings: Omit<CheckedReport['holdings'][number], 'line'>[];
  industries: Omit<CheckedReport['industries'][number], 'line'>[];
};

export function reportFileText(reports: readonly Report[], closes: readonly Omit<CheckedIndexClose, 'line'>[] = []): string {
  const lines = ['[基金报告]', '基金代码,报告期末,基金资产净值(元),期末基金份额(份),股票(%),债券(%),现金(%),其他(%)'];
  for (const r of reports) {
    lines.push(
      [
        r.fundCode,
        r.reportDate,
        r.netAssets,
        r.totalShares,
        percent(r.stockRatio),
        percent(r.bondRatio),
        percent(r.cashRatio),
        percent(r.otherRatio),
      ].join(','),
    );
  }
  lines.push('[十大重仓股]', '基金代码,报告期末,序号,股票代码,股票名称,公允价值(元),占基金资产净值比例(%)');
  for (const r of reports) {
    for (const h of r.holdings)
      lines.push([r.fundCode, r.reportDate, h.rank, h.securityCode, h.securityName, h.marketValue, percent(h.ratio)].join(','));
  }
  lines.push('[行业配置]', '基金代码,报告期末,行业代码,行业名称,公允价值(元),占基金资产净值比例(%)');
  for (const r of reports) {
    for (const i of r.industries)
      lines.push([r.fundCode, r.reportDate, i.industryCode, i.industryName, i.marketValue, percent(i.ratio)].join(','));
  }
  if (closes.length > 0) {
    lines.push('[指数行情]', '指数代码,日期,收盘点位');
    for (const c of closes) lines.push([c.indexCode, c.date, c.close].join(','));
  }
  return `${lines.join('\n')}\n`;
}

// A new latest report of a fund whose NAV on the report date is `nav`: 1,000,000,000 shares, 80 % stocks in three
// holdings led by `top`, all in manufacturing.
export function newReport(fundCode: string, reportDate: string, nav: string, top: { code: string; name: string }): Report {
  const netAssets = new MoneyDecimal('1000000000').times(nav).toDecimalPlaces(2);
  const part = (share: string) => netAssets.times(share).toDecimalPlaces(2);
  const ratio = (value: MoneyDecimal) => value.div(netAssets).toDecimalPlaces(4).toFixed(6);
  const holdings = [
    { rank: 1, securityCode: top.code, securityName: top.name, marketValue: part('0.09') },
    { rank: 2, securityCode: '600519', securityName: '贵州茅台', marketValue: part('0.07') },
    { rank: 3, securityCode: '300750', securityName: '宁德时代', marketValue: part('0.05') },
  ];
  return {
    fundCode,
    reportDate,
    netAssets: netAssets.toFixed(2),
    totalShares: '1000000000.00',
    stockRatio: '0.800000',
    bondRatio: '0.100000',
    cashRatio: '0.085000',
    otherRatio: '0.015000',
    holdings: holdings.map((h) => ({ ...h, marketValue: h.marketValue.toFixed(2), ratio: ratio(h.marketValue) })),
    industries: [{ industryCode: 'C', industryName: '制造业', marketValue: part('0.8').toFixed(2), ratio: ratio(part('0.8')) }],
  };
}
