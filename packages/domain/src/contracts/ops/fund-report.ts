import { z } from 'zod';

// The console's fund report import: a report file (domain report/report-columns.ts: [基金报告], [十大重仓股], [行业配置],
// [指数行情] sections of one CSV) checked by the domain rules, previewed, and proposed as a 'fund.report.import' that
// takes effect when 复核 approves. The browser sends the file's text (decoded from UTF-8 or GBK).

// Ten years of daily closes of twenty indexes are about 2 MB of text.
export const FUND_REPORT_FILE_MAX_CHARS = 4_000_000;

export const fundReportImportRequest = z.object({
  fileName: z.string({ error: '请选择报告文件' }).trim().min(1, '请选择报告文件').max(200, '文件名过长'),
  text: z
    .string({ error: '请上传报告文件' })
    .min(1, '文件是空的')
    .max(FUND_REPORT_FILE_MAX_CHARS, `文件过大（不超过 ${String(FUND_REPORT_FILE_MAX_CHARS)} 个字符）`),
  note: z.string().max(500, '备注最多 500 字').optional(),
});
export type FundReportImportRequest = z.infer<typeof fundReportImportRequest>;

export const reportProblemSchema = z.object({
  line: z.number().int(),
  section: z.enum(['report', 'holding', 'industry', 'indexClose']).nullable(),
  field: z.string().nullable(),
  column: z.number().int().nullable(),
  label: z.string().nullable(),
  message: z.string(),
  text: z.string(),
});
export type ReportProblemView = z.infer<typeof reportProblemSchema>;

export const fundReportPreviewItem = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  reportDate: z.string(),
  netAssets: z.string(),
  totalShares: z.string(),
  stockRatio: z.string(),
  bondRatio: z.string(),
  cashRatio: z.string(),
  otherRatio: z.string(),
  holdings: z.number().int(),
  industries: z.number().int(),
  topHolding: z.string().nullable(),
  // A report of this fund and date is stored already: the import replaces it whole.
  replaces: z.boolean(),
});
export type FundReportPreviewItem = z.infer<typeof fundReportPreviewItem>;

export const indexClosePreviewItem = z.object({
  indexCode: z.string(),
  indexName: z.string(),
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  // Closes of these days already stored, which the import replaces.
  replaces: z.number().int(),
});

// POST /api/ops/fund-reports/preview — nothing is written.
export const fundReportPreviewResponse = z.object({
  fileName: z.string(),
  valid: z.boolean(),
  errors: z.array(reportProblemSchema),
  reports: z.array(fundReportPreviewItem),
  closes: z.array(indexClosePreviewItem),
});
export type FundReportPreviewResponse = z.infer<typeof fundReportPreviewResponse>;

// POST /api/ops/fund-reports/propose
export const fundReportProposeResponse = z.object({ proposalId: z.string(), reports: z.number().int(), closes: z.number().int() });

// The 'fund.report.import' proposal's payload: the file itself, checked again and written on approval.
export const fundReportImportPayload = z.object({ fileName: z.string(), text: z.string() });
export type FundReportImportPayload = z.infer<typeof fundReportImportPayload>;

// GET /api/ops/fund-reports: what is stored, so staff see what the next file must bring.
export const fundReportOverviewResponse = z.object({
  funds: z.array(
    z.object({
      fundCode: z.string(),
      fundName: z.string(),
      isMoneyFund: z.boolean(),
      reports: z.number().int(),
      latestDate: z.string().nullable(),
      netAssets: z.string().nullable(),
    }),
  ),
  indexes: z.array(z.object({ code: z.string(), name: z.string(), lastDate: z.string().nullable(), closes: z.number().int() })),
});
export type FundReportOverviewResponse = z.infer<typeof fundReportOverviewResponse>;
