import { shanghaiDate } from '@fund-direct/domain/calendar';
import type {
  FundReportImportPayload,
  FundReportImportRequest,
  FundReportOverviewResponse,
  FundReportPreviewItem,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import {
  applyCheckedReportFile,
  checkReportText,
  previewReportFile,
  reportProblemsMessage,
  type ReportImportResult,
} from './fund-report-import.service.ts';
import {
  selectFundReports,
  selectMarketIndexes,
  selectReportHoldings,
  selectReportIndustries,
  selectReportOverview,
} from './fund-report.repository.ts';

// The console's report import (基金报告导入): what is stored, the preview of a file, the 'fund.report.import' proposal
// of 基金运营, and its application once 复核 approves.

export async function reportOverview(db: DbExecutor): Promise<FundReportOverviewResponse> {
  const [funds, indexes] = await Promise.all([selectReportOverview(db), selectMarketIndexes(db)]);
  return {
    funds: funds.map((row) => ({
      fundCode: row.code,
      fundName: row.name,
      isMoneyFund: row.isMoneyFund,
      reports: row.reports,
      latestDate: row.latestDate,
      netAssets: row.netAssets,
    })),
    indexes,
  };
}

export const previewReportUpload = (db: DbExecutor, request: FundReportImportRequest, now: Date) =>
  previewReportFile(db, request.fileName, request.text, shanghaiDate(now));

// What the checker reads: each report's headline figures (the stored ones it replaces as before), each index's days.
function reportFigures(
  item: Pick<FundReportPreviewItem, 'netAssets' | 'totalShares' | 'stockRatio' | 'bondRatio' | 'cashRatio' | 'otherRatio'>,
) {
  return {
    netAssets: item.netAssets,
    totalShares: item.totalShares,
    stockRatio: item.stockRatio,
    bondRatio: item.bondRatio,
    cashRatio: item.cashRatio,
    otherRatio: item.otherRatio,
  };
}

// The report a proposal replaces, in the same figures as its after.
async function storedFigures(tx: DbExecutor, fundCode: string, reportDate: string) {
  const stored = (await selectFundReports(tx, fundCode)).find((row) => row.reportDate === reportDate);
  if (!stored) return null;
  const [holdings, industries] = await Promise.all([
    selectReportHoldings(tx, fundCode, reportDate),
    selectReportIndustries(tx, fundCode, reportDate),
  ]);
  const top = holdings[0];
  return {
    ...reportFigures(stored),
    holdings: holdings.length,
    industries: industries.length,
    topHolding: top ? `${top.securityName}（${top.securityCode}）` : null,
  };
}

// 基金报告 3 份（2026-09-30）、指数行情 40 条: what a file brings, leaving out what it does not.
function importedParts(reports: number, dates: readonly string[], closes: number): string {
  const parts = [
    ...(reports > 0 ? [`基金报告 ${reports} 份（${dates.join('、')}）`] : []),
    ...(closes > 0 ? [`指数行情 ${closes} 条`] : []),
  ];
  return parts.join('、');
}

export async function proposeReportImport(
  db: Database,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: FundReportImportRequest,
): Promise<{ proposalId: string; reports: number; closes: number }> {
  return db.transaction(async (tx) => {
    const preview = await previewReportFile(tx, request.fileName, request.text, shanghaiDate(now));
    if (!preview.valid) throw new AppError('VALIDATION', reportProblemsMessage('报告未提交', preview.errors), { errors: preview.errors });
    if (preview.reports.length === 0 && preview.closes.length === 0) throw new AppError('VALIDATION', '文件中没有可导入的数据');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const item of preview.reports) {
      const key = `${item.fundCode} ${item.reportDate}`;
      after[key] = { ...reportFigures(item), holdings: item.holdings, industries: item.industries, topHolding: item.topHolding };
      before[key] = item.replaces ? await storedFigures(tx, item.fundCode, item.reportDate) : null;
    }
    for (const index of preview.closes) {
      after[`指数 ${index.indexCode}`] = `${index.indexName} ${index.from} 至 ${index.to}，${index.count} 条（替换 ${index.replaces} 条）`;
    }
    const closes = preview.closes.reduce((sum, index) => sum + index.count, 0);
    const dates = [...new Set(preview.reports.map((item) => item.reportDate))].sort();
    const payload: FundReportImportPayload = { fileName: request.fileName, text: request.text };
    const { id } = await propose(tx, actor, meta, now, {
      kind: 'fund.report.import',
      target: request.fileName,
      summary: `导入${importedParts(preview.reports.length, dates, closes)}：${request.fileName}`,
      payload,
      before,
      after,
      note: request.note ?? null,
    });
    return { proposalId: id, reports: preview.reports.length, closes };
  });
}

// In the approval's transaction: the same text checked again against today's data (a NAV or a fund may have changed
// since), then written all or nothing.
export async function applyReportImport(tx: DbExecutor, payload: FundReportImportPayload, now: Date): Promise<ReportImportResult> {
  const checked = await checkReportText(tx, payload.text, shanghaiDate(now));
  if (checked.errors.length > 0) {
    throw new AppError('VALIDATION', reportProblemsMessage('报告导入失败', checked.errors), { errors: checked.errors });
  }
  return applyCheckedReportFile(tx, checked, 'console');
}
