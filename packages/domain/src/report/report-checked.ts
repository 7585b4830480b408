import type { MoneyDecimal } from '../money/decimal.ts';
import type { ReportProblem } from './report-problem.ts';

// What the rules need to know of each fund, by code.
export interface ReportFundProfile {
  setupDate: string | null;
  isMoneyFund: boolean;
}

export interface ReportCheckContext {
  funds: ReadonlyMap<string, ReportFundProfile>;
  // Index code → name: closes are accepted only for defined indexes.
  indexes: ReadonlyMap<string, string>;
  // The China date of the check: nothing may be dated after it.
  today: string;
  // The last unit NAV published on or before each report date, by reportKey(fundCode, reportDate).
  navs: ReadonlyMap<string, { date: string; unitNav: string }>;
}

// The four ratios printed with two decimals each may miss 100 % by up to 4 × 0.005 points.
export const ALLOCATION_SUM_TOLERANCE_PERCENT = '0.02';
// Net assets ÷ shares is the NAV the fund published for that day, which has four decimals.
export const NAV_CHECK_TOLERANCE = '0.0001';
export const MAX_HOLDINGS = 10;

export const reportKey = (fundCode: string, reportDate: string) => `${fundCode}|${reportDate}`;

export interface CheckedHolding {
  line: number;
  rank: number;
  securityCode: string;
  securityName: string;
  marketValue: string;
  // Fractions of net assets, six decimals.
  ratio: string;
}

export interface CheckedIndustry {
  line: number;
  industryCode: string;
  industryName: string;
  marketValue: string;
  ratio: string;
}

export interface CheckedReport {
  line: number;
  fundCode: string;
  reportDate: string;
  netAssets: string;
  totalShares: string;
  stockRatio: string;
  bondRatio: string;
  cashRatio: string;
  otherRatio: string;
  holdings: CheckedHolding[];
  industries: CheckedIndustry[];
}

export interface CheckedIndexClose {
  line: number;
  indexCode: string;
  date: string;
  close: string;
}

export interface ReportCheckResult {
  reports: CheckedReport[];
  closes: CheckedIndexClose[];
  errors: ReportProblem[];
}

// A report line read, with its printed percents (the whole-report rules compare them).
export type Report = CheckedReport & { percents: Record<'stock' | 'bond' | 'cash' | 'other', { value: MoneyDecimal; decimals: number }> };
// A holding's or industry's market value and printed ratio.
export type Part = { line: number; marketValue: MoneyDecimal; percent: { value: MoneyDecimal; decimals: number } };
