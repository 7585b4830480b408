import { z } from 'zod';
import { blankToUndefined, fundCodeSchema, fundDecimal, fundYields, navChartPeriod, nullableDecimal } from './fund.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// GET /api/content/fund/compare: up to four funds side by side over one period, every figure from the stored NAV
// history (packages/domain/src/yield/risk-metrics.ts).
export const FUND_COMPARE_MAX = 4;

export const fundCompareQuery = z.object({
  // Comma-separated six-digit codes, 1 to 4, each once.
  fundCodes: z
    .string({ error: '请选择要对比的基金' })
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(fundCodeSchema)
        .min(1, '请选择要对比的基金')
        .max(FUND_COMPARE_MAX, `最多对比${FUND_COMPARE_MAX}只基金`)
        .refine((codes) => new Set(codes).size === codes.length, '对比的基金不能重复'),
    ),
  period: z.preprocess(blankToUndefined, navChartPeriod.default('1y')),
});
export type FundCompareQuery = z.infer<typeof fundCompareQuery>;

export const comparedFund = z.object({
  fundcode: z.string(),
  fundname: z.string(),
  fundTypeLabel: z.string(),
  riskLevel: z.string(),
  riskLevelLabel: z.string(),
  isMoneyFund: z.boolean(),
  setupDate: isoDate.nullable(),
  navDate: isoDate.nullable(),
  nav: nullableDecimal,
  yields: fundYields,
  minPurchaseAmount: fundDecimal,
  // The highest purchase rate of the fee tiers (before any discount), and the yearly running rates.
  maxPurchaseRate: nullableDecimal,
  managementRate: fundDecimal,
  custodyRate: fundDecimal,
  salesServiceRate: nullableDecimal,
  managers: z.array(z.object({ manId: z.string(), name: z.string() })),
  // Fund size (规模): net assets in 元 of the latest quarterly report, and its date; null without a report.
  netAssets: nullableDecimal,
  netAssetsDate: isoDate.nullable(),
  // Over the compared period, from the common first day: return, annualised volatility, maximum drawdown, Sharpe.
  periodReturn: nullableDecimal,
  volatility: nullableDecimal,
  maxDrawdown: nullableDecimal,
  drawdownPeakDate: isoDate.nullable(),
  drawdownTroughDate: isoDate.nullable(),
  drawdownRecoveryDate: isoDate.nullable(),
  sharpe: nullableDecimal,
  curve: z.array(z.object({ date: isoDate, value: fundDecimal })),
});
export type ComparedFund = z.infer<typeof comparedFund>;

export const fundCompareResponse = z.object({
  period: navChartPeriod,
  // The common first and last days of the curves (null when the funds share no published day in the period).
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  // The yearly risk-free rate the Sharpe ratios use, and the trading days a year the volatility is annualised over.
  riskFreeRate: fundDecimal,
  tradingDaysPerYear: z.number().int(),
  funds: z.array(comparedFund),
});
export type FundCompareResponse = z.infer<typeof fundCompareResponse>;
