import { MoneyDecimal } from '../money/decimal.ts';
import { parseIsoDate } from '../yield/dates.ts';
import {
  reportKey,
  type CheckedHolding,
  type CheckedIndustry,
  type CheckedReport,
  type Part,
  type Report,
  type ReportCheckContext,
  type ReportCheckResult,
} from './report-checked.ts';
import type { ReportFileLine, ReportSection } from './report-columns.ts';
import {
  Checker,
  checkHoldingLine,
  checkIndexClose,
  checkIndustryLine,
  checkReportLine,
  ownerOf,
  type Drafted,
} from './report-line-checks.ts';
import { reportProblem } from './report-problem.ts';
import { halfUnit } from './report-values.ts';

const percentText = (value: MoneyDecimal) => `${value.toFixed(2)}%`;

// A sum of printed ratios may pass the printed stock ratio by the half-units of all of them.
function sumWithin(parts: readonly Part[], stock: Report['percents']['stock']) {
  const sum = parts.reduce((total, part) => total.plus(part.percent.value), new MoneyDecimal(0));
  const slack = parts.reduce((total, part) => total.plus(halfUnit(part.percent.decimals)), halfUnit(stock.decimals));
  return { sum, ok: sum.lte(stock.value.plus(slack)) };
}

// Every line of a report file checked (every field of every line, so a file is fixed in one pass), then each report as a
// whole: ranks 1..n in order of market value, each security and industry once, the top ten and the industries within
// the stock ratio. Applied only when `errors` is empty.
export function checkReportFile(lines: readonly ReportFileLine[], context: ReportCheckContext): ReportCheckResult {
  const checker = new Checker(context);
  const of = <S extends ReportSection>(section: S) => lines.filter((line): line is ReportFileLine<S> => line.section === section);
  const reports = new Map<string, Report | null>();
  const reportLines = new Map<string, number>();
  for (const line of of('report')) {
    const report = checkReportLine(checker, line);
    const head =
      report ??
      (parseIsoDate(line.cells.reportDate)
        ? { fundCode: line.cells.fundCode.trim(), reportDate: parseIsoDate(line.cells.reportDate) as string }
        : null);
    if (!head) continue;
    const key = reportKey(head.fundCode, head.reportDate);
    const first = reportLines.get(key);
    if (first !== undefined) {
      checker.error(line.line, 'report', 'reportDate', `与第 ${first} 行重复（${head.fundCode} ${head.reportDate}）`);
      continue;
    }
    reportLines.set(key, line.line);
    reports.set(key, report);
  }

  // Reports with a refused holding or industry line: their whole-report rules would only repeat that line's problem.
  const broken = new Set<string>();
  const holdings = new Map<string, Drafted<CheckedHolding>[]>();
  for (const line of of('holding')) {
    // The line's own fields are checked even without its report, so a file is fixed in one pass.
    const owner = ownerOf(checker, line, reports);
    const holding = checkHoldingLine(checker, line, owner?.report ?? null);
    if (owner && !holding) broken.add(owner.key);
    if (!owner || !holding) continue;
    const list = holdings.get(owner.key) ?? [];
    const sameRank = list.find((other) => other.checked.rank === holding.checked.rank);
    const sameCode = list.find((other) => other.checked.securityCode === holding.checked.securityCode);
    if (sameRank) checker.error(line.line, 'holding', 'rank', `序号 ${holding.checked.rank} 与第 ${sameRank.part.line} 行重复`);
    else if (sameCode)
      checker.error(line.line, 'holding', 'securityCode', `股票 ${holding.checked.securityCode} 与第 ${sameCode.part.line} 行重复`);
    if (sameRank || sameCode) broken.add(owner.key);
    else holdings.set(owner.key, [...list, holding]);
  }

  const industries = new Map<string, Drafted<CheckedIndustry>[]>();
  for (const line of of('industry')) {
    const owner = ownerOf(checker, line, reports);
    const industry = checkIndustryLine(checker, line, owner?.report ?? null);
    if (owner && !industry) broken.add(owner.key);
    if (!owner || !industry) continue;
    const list = industries.get(owner.key) ?? [];
    const same = list.find((other) => other.checked.industryCode === industry.checked.industryCode);
    if (same) {
      checker.error(line.line, 'industry', 'industryCode', `行业 ${industry.checked.industryCode} 与第 ${same.part.line} 行重复`);
      broken.add(owner.key);
    } else industries.set(owner.key, [...list, industry]);
  }

  const checked: CheckedReport[] = [];
  for (const [key, report] of reports) {
    if (!report || broken.has(key)) continue;
    const top = [...(holdings.get(key) ?? [])].sort((a, b) => a.checked.rank - b.checked.rank);
    const before = checker.errors.length;
    const gap = top.findIndex((holding, i) => holding.checked.rank !== i + 1);
    if (gap >= 0) checker.error(top[gap]!.part.line, 'holding', 'rank', `序号应从 1 起连续编号，此处应为 ${gap + 1}`);
    const unordered = top.findIndex((holding, i) => i > 0 && holding.part.marketValue.gt(top[i - 1]!.part.marketValue));
    if (gap < 0 && unordered > 0)
      checker.error(top[unordered]!.part.line, 'holding', 'marketValue', `公允价值大于第 ${unordered} 名，序号应按公允价值从大到小排列`);
    const holdingSum = sumWithin(
      top.map((holding) => holding.part),
      report.percents.stock,
    );
    if (!holdingSum.ok)
      checker.error(
        report.line,
        'report',
        'stockPercent',
        `十大重仓股占净值比例合计 ${percentText(holdingSum.sum)}，超过股票占比 ${percentText(report.percents.stock.value)}`,
      );
    const sectors = industries.get(key) ?? [];
    const sectorSum = sumWithin(
      sectors.map((sector) => sector.part),
      report.percents.stock,
    );
    if (!sectorSum.ok)
      checker.error(
        report.line,
        'report',
        'stockPercent',
        `行业配置占净值比例合计 ${percentText(sectorSum.sum)}，超过股票占比 ${percentText(report.percents.stock.value)}`,
      );
    if (checker.errors.length > before) continue;
    const { percents: _percents, ...plain } = report;
    checked.push({ ...plain, holdings: top.map((holding) => holding.checked), industries: sectors.map((sector) => sector.checked) });
  }

  const seenCloses = new Map<string, number>();
  const closes = of('indexClose').flatMap((line) => checkIndexClose(checker, line, seenCloses) ?? []);
  const errors = [...checker.errors].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  if (lines.length === 0) errors.push({ ...reportProblem(0, null, null, '文件中没有数据行') });
  return { reports: checked, closes, errors };
}
