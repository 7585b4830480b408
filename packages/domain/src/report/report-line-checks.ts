import { CSRC_INDUSTRIES } from '../codes/csrc-industries.ts';
import { MoneyDecimal } from '../money/decimal.ts';
import { parseIsoDate } from '../yield/dates.ts';
import {
  ALLOCATION_SUM_TOLERANCE_PERCENT,
  MAX_HOLDINGS,
  NAV_CHECK_TOLERANCE,
  reportKey,
  type CheckedHolding,
  type CheckedIndexClose,
  type CheckedIndustry,
  type Part,
  type Report,
  type ReportCheckContext,
  type ReportFundProfile,
} from './report-checked.ts';
import type { ReportFileLine, ReportSection } from './report-columns.ts';
import { reportProblem, type ReportProblem } from './report-problem.ts';
import { CLOSE_CELL, MONEY_CELL, PERCENT_CELL, halfUnit, isQuarterEnd, percentToRatio, readCell, type ReadCell } from './report-values.ts';

// The rules of one line of a report file (report-check.ts runs them over a file and adds the whole-report rules).

export class Checker {
  readonly errors: ReportProblem[] = [];
  constructor(readonly context: ReportCheckContext) {}

  error(line: number, section: ReportSection | null, field: string | null, message: string): void {
    this.errors.push(reportProblem(line, section, field, message));
  }

  // A cell read by its rules; a broken one is reported and answers null.
  value(line: ReportFileLine, field: string, raw: string, rules: typeof MONEY_CELL): (ReadCell & { ok: true }) | null {
    const cell = readCell(raw, rules);
    if (!cell.ok) return (this.error(line.line, line.section, field, cell.message), null);
    return cell;
  }

  // The fund and report date every fund line starts with; null when either is wrong.
  fundAndDate(
    line: ReportFileLine<'report' | 'holding' | 'industry'>,
  ): { fundCode: string; fund: ReportFundProfile; reportDate: string } | null {
    const { fundCode: rawCode, reportDate: rawDate } = line.cells;
    const code = rawCode.trim();
    let fund: ReportFundProfile | undefined;
    if (!/^\d{6}$/.test(code)) this.error(line.line, line.section, 'fundCode', code ? `“${rawCode}”格式不正确，应为 6 位数字` : '必须填写');
    else if (!(fund = this.context.funds.get(code))) this.error(line.line, line.section, 'fundCode', `基金 ${code} 不存在`);
    else if (!fund.setupDate) this.error(line.line, line.section, 'fundCode', `基金 ${code} 尚未成立，没有定期报告`);
    const date = parseIsoDate(rawDate);
    if (!date) this.error(line.line, line.section, 'reportDate', rawDate.trim() ? `“${rawDate}”不是有效日期，应为 YYYY-MM-DD` : '必须填写');
    else if (!isQuarterEnd(date))
      this.error(line.line, line.section, 'reportDate', `${date} 不是季度末，报告期末应为 3月31日、6月30日、9月30日或12月31日`);
    else if (date > this.context.today)
      this.error(line.line, line.section, 'reportDate', `${date} 晚于今天（${this.context.today}），报告期尚未结束`);
    else if (fund?.setupDate && date < fund.setupDate)
      this.error(line.line, line.section, 'reportDate', `早于基金成立日 ${fund.setupDate}`);
    else if (fund?.setupDate) return { fundCode: code, fund, reportDate: date };
    return null;
  }
}

export function checkReportLine(checker: Checker, line: ReportFileLine<'report'>): Report | null {
  const head = checker.fundAndDate(line);
  const netAssets = checker.value(line, 'netAssets', line.cells.netAssets, MONEY_CELL);
  const shares = checker.value(line, 'totalShares', line.cells.totalShares, MONEY_CELL);
  const stock = checker.value(line, 'stockPercent', line.cells.stockPercent, PERCENT_CELL);
  const bond = checker.value(line, 'bondPercent', line.cells.bondPercent, PERCENT_CELL);
  const cash = checker.value(line, 'cashPercent', line.cells.cashPercent, PERCENT_CELL);
  const other = checker.value(line, 'otherPercent', line.cells.otherPercent, PERCENT_CELL);
  if (!head || !netAssets || !shares || !stock || !bond || !cash || !other) return null;
  const before = checker.errors.length;
  const sum = stock.value.plus(bond.value).plus(cash.value).plus(other.value);
  if (sum.minus(100).abs().gt(ALLOCATION_SUM_TOLERANCE_PERCENT))
    checker.error(
      line.line,
      'report',
      'otherPercent',
      `股票、债券、现金、其他合计 ${sum.toFixed(4).replace(/\.?0+$/, '')}%，应为 100%（允许误差 ±${ALLOCATION_SUM_TOLERANCE_PERCENT} 个百分点）`,
    );
  if (head.fund.isMoneyFund && stock.value.gt(0))
    checker.error(line.line, 'report', 'stockPercent', '货币市场基金不投资股票，股票占比应为 0');
  const nav = checker.context.navs.get(reportKey(head.fundCode, head.reportDate));
  const implied = netAssets.value.div(shares.value);
  if (!nav) checker.error(line.line, 'report', 'netAssets', `报告期末 ${head.reportDate} 及之前没有单位净值，无法核对基金资产净值`);
  else if (implied.minus(nav.unitNav).abs().gt(NAV_CHECK_TOLERANCE))
    checker.error(
      line.line,
      'report',
      'netAssets',
      `基金资产净值 ÷ 期末基金份额 = ${implied.toFixed(4)}，与 ${nav.date} 单位净值 ${new MoneyDecimal(nav.unitNav).toFixed(4)} 不符`,
    );
  if (checker.errors.length > before) return null;
  return {
    line: line.line,
    fundCode: head.fundCode,
    reportDate: head.reportDate,
    netAssets: netAssets.value.toFixed(2),
    totalShares: shares.value.toFixed(2),
    stockRatio: percentToRatio(stock.value),
    bondRatio: percentToRatio(bond.value),
    cashRatio: percentToRatio(cash.value),
    otherRatio: percentToRatio(other.value),
    holdings: [],
    industries: [],
    percents: { stock, bond, cash, other },
  };
}

// The part of a report a holding or industry line belongs to; null (reported) when its report line is missing.
export function ownerOf(checker: Checker, line: ReportFileLine<'holding' | 'industry'>, reportLines: ReadonlyMap<string, Report | null>) {
  const head = checker.fundAndDate(line);
  if (!head) return null;
  const key = reportKey(head.fundCode, head.reportDate);
  if (!reportLines.has(key)) {
    checker.error(
      line.line,
      line.section,
      'reportDate',
      `文件的 [基金报告] 中没有基金 ${head.fundCode} 报告期末 ${head.reportDate} 的一行`,
    );
    return null;
  }
  if (head.fund.isMoneyFund) {
    checker.error(line.line, line.section, 'fundCode', `基金 ${head.fundCode} 是货币市场基金，没有股票投资，不应填写此段`);
    return null;
  }
  return { key, report: reportLines.get(key) ?? null };
}

// Market value and its ratio of net assets: the ratio printed must be the exact one rounded to the decimals printed.
function checkPart(checker: Checker, line: ReportFileLine<'holding' | 'industry'>, report: Report | null): Part | null {
  const marketValue = checker.value(line, 'marketValue', line.cells.marketValue, MONEY_CELL);
  const percent = checker.value(line, 'ratioPercent', line.cells.ratioPercent, PERCENT_CELL);
  if (!marketValue || !percent) return null;
  if (report) {
    const exact = marketValue.value.div(report.netAssets).times(100);
    if (exact.minus(percent.value).abs().gt(halfUnit(percent.decimals))) {
      checker.error(
        line.line,
        line.section,
        'ratioPercent',
        `应为公允价值 ÷ 基金资产净值 = ${exact.toDecimalPlaces(Math.max(2, percent.decimals)).toFixed(Math.max(2, percent.decimals))}%，填写的是 ${percent.value.toString()}%`,
      );
      return null;
    }
  }
  return { line: line.line, marketValue: marketValue.value, percent };
}

export type Drafted<T> = { checked: T; part: Part };

export function checkHoldingLine(checker: Checker, line: ReportFileLine<'holding'>, report: Report | null): Drafted<CheckedHolding> | null {
  const before = checker.errors.length;
  const rankText = line.cells.rank.trim();
  const rank = Number(rankText);
  if (!/^\d{1,2}$/.test(rankText) || rank < 1 || rank > MAX_HOLDINGS)
    checker.error(line.line, 'holding', 'rank', rankText ? `“${line.cells.rank}”应为 1 至 ${MAX_HOLDINGS} 的整数` : '必须填写');
  const code = line.cells.securityCode.trim().toUpperCase();
  // A-shares six digits, Hong Kong five, a US ticker letters (QDII funds), each with an optional market suffix.
  if (!/^[0-9A-Z]{1,10}(\.[A-Z]{1,4})?$/.test(code))
    checker.error(line.line, 'holding', 'securityCode', code ? `“${line.cells.securityCode}”格式不正确` : '必须填写');
  const name = line.cells.securityName.trim();
  if (!name) checker.error(line.line, 'holding', 'securityName', '必须填写');
  else if (name.length > 40) checker.error(line.line, 'holding', 'securityName', '最多 40 个字');
  const part = checkPart(checker, line, report);
  if (!part || checker.errors.length > before) return null;
  return {
    checked: {
      line: line.line,
      rank,
      securityCode: code,
      securityName: name,
      marketValue: part.marketValue.toFixed(2),
      ratio: percentToRatio(part.percent.value),
    },
    part,
  };
}

export function checkIndustryLine(
  checker: Checker,
  line: ReportFileLine<'industry'>,
  report: Report | null,
): Drafted<CheckedIndustry> | null {
  const before = checker.errors.length;
  const code = line.cells.industryCode.trim().toUpperCase();
  const expected = (CSRC_INDUSTRIES as Readonly<Record<string, string>>)[code];
  if (!expected)
    checker.error(
      line.line,
      'industry',
      'industryCode',
      code ? `“${line.cells.industryCode}”不是证监会行业分类门类代码（A 至 S）` : '必须填写',
    );
  else if (line.cells.industryName.trim() !== expected)
    checker.error(line.line, 'industry', 'industryName', `行业代码 ${code} 的名称应为“${expected}”`);
  const part = checkPart(checker, line, report);
  if (!part || checker.errors.length > before || !expected) return null;
  return {
    checked: {
      line: line.line,
      industryCode: code,
      industryName: expected,
      marketValue: part.marketValue.toFixed(2),
      ratio: percentToRatio(part.percent.value),
    },
    part,
  };
}

export function checkIndexClose(checker: Checker, line: ReportFileLine<'indexClose'>, seen: Map<string, number>): CheckedIndexClose | null {
  const before = checker.errors.length;
  const code = line.cells.indexCode.trim().toUpperCase();
  if (!code) checker.error(line.line, 'indexClose', 'indexCode', '必须填写');
  else if (!checker.context.indexes.has(code)) checker.error(line.line, 'indexClose', 'indexCode', `指数 ${code} 未定义`);
  const date = parseIsoDate(line.cells.date);
  if (!date)
    checker.error(
      line.line,
      'indexClose',
      'date',
      line.cells.date.trim() ? `“${line.cells.date}”不是有效日期，应为 YYYY-MM-DD` : '必须填写',
    );
  else if (date > checker.context.today) checker.error(line.line, 'indexClose', 'date', `${date} 晚于今天（${checker.context.today}）`);
  const close = checker.value(line, 'close', line.cells.close, CLOSE_CELL);
  if (!date || !close || checker.errors.length > before) return null;
  const key = `${code}|${date}`;
  const first = seen.get(key);
  if (first !== undefined) return (checker.error(line.line, 'indexClose', 'date', `与第 ${first} 行重复（${code} ${date}）`), null);
  seen.set(key, line.line);
  return { line: line.line, indexCode: code, date, close: close.value.toFixed(4) };
}
