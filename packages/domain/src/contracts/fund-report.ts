import { z } from 'zod';
import { fundCodeSchema, fundDecimal, nullableDecimal, yieldPeriodSchema } from './fund.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// GET /api/content/fund/reports: what the fund's quarterly reports say, as operations imported them. Money in 元 and
// shares as decimal strings; ratios are fractions of net assets ('0.852300' = 85.23 %).
export const fundReportsQuery = z.object({ fundCode: fundCodeSchema });

export const assetAllocation = z.object({ stock: fundDecimal, bond: fundDecimal, cash: fundDecimal, other: fundDecimal });
export type AssetAllocation = z.infer<typeof assetAllocation>;

export const fundReportSummary = z.object({
  reportDate: isoDate,
  netAssets: fundDecimal,
  totalShares: fundDecimal,
  allocation: assetAllocation,
});
export type FundReportSummary = z.infer<typeof fundReportSummary>;

export const fundHolding = z.object({
  rank: z.number().int(),
  securityCode: z.string(),
  securityName: z.string(),
  marketValue: fundDecimal,
  ratio: fundDecimal,
});
export type FundHolding = z.infer<typeof fundHolding>;

export const fundIndustry = z.object({
  // 证监会行业分类 门类 code (A–S) and its name.
  industryCode: z.string(),
  industryName: z.string(),
  marketValue: fundDecimal,
  ratio: fundDecimal,
});
export type FundIndustry = z.infer<typeof fundIndustry>;

export const fundReportsResponse = z.object({
  fundcode: z.string(),
  // Every stored report, latest first: the size history.
  reports: z.array(fundReportSummary),
  // The latest report's top ten holdings (by rank) and industries (largest first); null without any report.
  latest: z
    .object({
      reportDate: isoDate,
      holdings: z.array(fundHolding),
      industries: z.array(fundIndustry),
    })
    .nullable(),
});
export type FundReportsResponse = z.infer<typeof fundReportsResponse>;

// GET /api/content/fund/risk: maximum drawdown, annualised volatility and Sharpe ratio of each §3 yield period, from
// the stored NAV history (domain yield/risk-metrics.ts, as the comparison computes them).
export const fundRiskQuery = z.object({ fundCode: fundCodeSchema });

export const fundRiskPeriod = z.object({
  period: yieldPeriodSchema,
  label: z.string(),
  // The period's first and last published days; null (and every figure null) when the fund is younger than it.
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  periodReturn: nullableDecimal,
  maxDrawdown: nullableDecimal,
  drawdownPeakDate: isoDate.nullable(),
  drawdownTroughDate: isoDate.nullable(),
  drawdownRecoveryDate: isoDate.nullable(),
  volatility: nullableDecimal,
  sharpe: nullableDecimal,
});
export type FundRiskPeriod = z.infer<typeof fundRiskPeriod>;

export const fundRiskResponse = z.object({
  fundcode: z.string(),
  asOf: isoDate.nullable(),
  // The yearly risk-free rate of the Sharpe ratios (RISK_FREE_RATE) and the trading days a year they annualise over.
  riskFreeRate: fundDecimal,
  tradingDaysPerYear: z.number().int(),
  periods: z.array(fundRiskPeriod),
});
export type FundRiskResponse = z.infer<typeof fundRiskResponse>;
