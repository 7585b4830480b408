import type { FundReportPreviewItem, FundReportPreviewResponse } from '@fund-direct/domain/contracts/ops';
import {
  checkReportFile,
  readReportCsv,
  reportKey,
  type CheckedIndexClose,
  type CheckedReport,
  type ReportProblem,
} from '@fund-direct/domain/report';
import { parseIsoDate } from '@fund-direct/domain/yield';
import type { Database, DbExecutor } from '../../db/database.ts';
import { markFundDataChanged } from './fund-cache.ts';
import {
  countStoredCloses,
  replaceReports,
  selectMarketIndexes,
  selectNavsOnReportDates,
  selectReportFunds,
  selectReportKeys,
  upsertIndexCloses,
} from './fund-report.repository.ts';

// The fund report file (domain report/report-columns.ts) against the database: the funds, the defined indexes and each
// report date's NAV, checked by the domain rules. The CLI imports at once; the console previews and proposes, and the
// approval checks the same text again before writing.

export class ReportImportError extends Error {
  override readonly name = 'ReportImportError';
}

export interface CheckedReportFile {
  reports: CheckedReport[];
  closes: CheckedIndexClose[];
  errors: ReportProblem[];
  fundNames: ReadonlyMap<string, string>;
  indexNames: ReadonlyMap<string, string>;
}

// `today`: the China date of the check (no report or close may be dated after it).
export async function checkReportText(executor: DbExecutor, text: string, today: string): Promise<CheckedReportFile> {
  const read = readReportCsv(text);
  const [funds, indexes] = await Promise.all([selectReportFunds(executor), selectMarketIndexes(executor)]);
  const keys = read.lines.flatMap((line) => {
    if (line.section !== 'report') return [];
    const cells = line.cells as Record<string, string>;
    const reportDate = parseIsoDate(cells.reportDate ?? '');
    return reportDate ? [{ fundCode: (cells.fundCode ?? '').trim(), reportDate }] : [];
  });
  const navs = await selectNavsOnReportDates(
    executor,
    keys.filter((key) => /^\d{6}$/.test(key.fundCode)),
  );
  const result = checkReportFile(read.lines, {
    funds: new Map(funds.map((fund) => [fund.code, { setupDate: fund.setupDate, isMoneyFund: fund.isMoneyFund }])),
    indexes: new Map(indexes.map((index) => [index.code, index.name])),
    today,
    navs: new Map(navs.map((row) => [reportKey(row.fundCode, row.reportDate), { date: row.navDate, unitNav: row.unitNav }])),
  });
  // The layout's problems and the values' together, in the file's order: one pass fixes the file.
  const errors = [...read.problems, ...result.errors].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  return {
    reports: result.reports,
    closes: result.closes,
    errors,
    fundNames: new Map(funds.map((fund) => [fund.code, fund.name])),
    indexNames: new Map(indexes.map((index) => [index.code, index.name])),
  };
}

const MAX_LISTED = 20;

// One message naming the first problems, each with its line and field.
export function reportProblemsMessage(prefix: string, problems: readonly ReportProblem[]): string {
  const listed = problems.slice(0, MAX_LISTED).map((problem) => problem.text);
  const more = problems.length > MAX_LISTED ? [`……共 ${problems.length} 处`] : [];
  return [`${prefix}：${problems.length} 处问题，未写入任何数据`, ...listed, ...more].join('\n');
}

export interface ReportImportResult {
  reports: number;
  closes: number;
}

// Inside the caller's transaction: whole reports replace stored ones of the same fund and date; closes replace a day's.
export async function applyCheckedReportFile(
  tx: DbExecutor,
  checked: Pick<CheckedReportFile, 'reports' | 'closes'>,
  source: string,
): Promise<ReportImportResult> {
  await replaceReports(tx, checked.reports, source);
  await upsertIndexCloses(tx, checked.closes);
  return { reports: checked.reports.length, closes: checked.closes.length };
}

// `npm run cli -- fund report import FILE`: all or nothing, then the fund caches see it.
export async function importReportText(db: Database, text: string, today: string): Promise<ReportImportResult> {
  const checked = await checkReportText(db, text, today);
  if (checked.errors.length > 0) throw new ReportImportError(reportProblemsMessage('导入失败', checked.errors));
  const result = await db.transaction((tx) => applyCheckedReportFile(tx, checked, 'cli'));
  markFundDataChanged();
  return result;
}

// The preview of an uploaded file: its problems, or what it would write (and which stored reports and closes it
// replaces). Nothing is written.
export async function previewReportFile(
  executor: DbExecutor,
  fileName: string,
  text: string,
  today: string,
): Promise<FundReportPreviewResponse> {
  const checked = await checkReportText(executor, text, today);
  const valid = checked.errors.length === 0;
  const codes = [...new Set(checked.reports.map((report) => report.fundCode))];
  const [stored, replacedCloses] = valid
    ? await Promise.all([selectReportKeys(executor, codes), countStoredCloses(executor, checked.closes)])
    : [[], new Map<string, number>()];
  const storedKeys = new Set(stored.map((row) => reportKey(row.fundCode, row.reportDate)));
  const reports = valid
    ? checked.reports.map((report): FundReportPreviewItem => {
        const top = report.holdings[0];
        return {
          fundCode: report.fundCode,
          fundName: checked.fundNames.get(report.fundCode) ?? '',
          reportDate: report.reportDate,
          netAssets: report.netAssets,
          totalShares: report.totalShares,
          stockRatio: report.stockRatio,
          bondRatio: report.bondRatio,
          cashRatio: report.cashRatio,
          otherRatio: report.otherRatio,
          holdings: report.holdings.length,
          industries: report.industries.length,
          topHolding: top ? `${top.securityName}（${top.securityCode}）` : null,
          replaces: storedKeys.has(reportKey(report.fundCode, report.reportDate)),
        };
      })
    : [];
  const byIndex = new Map<string, CheckedIndexClose[]>();
  for (const close of valid ? checked.closes : []) byIndex.set(close.indexCode, [...(byIndex.get(close.indexCode) ?? []), close]);
  const closes = [...byIndex].map(([indexCode, list]) => {
    const dates = list.map((close) => close.date).sort();
    return {
      indexCode,
      indexName: checked.indexNames.get(indexCode) ?? '',
      from: dates[0] as string,
      to: dates[dates.length - 1] as string,
      count: list.length,
      replaces: replacedCloses.get(indexCode) ?? 0,
    };
  });
  return { fileName, valid, errors: checked.errors, reports, closes };
}
