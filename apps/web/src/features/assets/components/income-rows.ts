import type { IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';

export interface FundIncomeRow {
  fundCode: string;
  fundName: string;
  // Income over the chosen period; null when the fund earned nothing in it (e.g. sold before).
  income: string | null;
  xirr: string | null;
}

// One row per fund: the period's income by fund (largest first, as the income call orders it), each
// with its XIRR from trend-all; funds with an XIRR but no income in the period follow.
export function fundIncomeRows(byFund: IncomeResponse['byFund'], xirrByFund: TrendAllResponse['xirrByFund']): FundIncomeRow[] {
  const xirrs = new Map(xirrByFund.map((f) => [f.fundCode, f.xirr]));
  const rows: FundIncomeRow[] = byFund.map((f) => ({
    fundCode: f.fundCode,
    fundName: f.fundName,
    income: f.income,
    xirr: xirrs.get(f.fundCode) ?? null,
  }));
  const listed = new Set(byFund.map((f) => f.fundCode));
  for (const f of xirrByFund) {
    if (!listed.has(f.fundCode)) rows.push({ fundCode: f.fundCode, fundName: f.fundName, income: null, xirr: f.xirr });
  }
  return rows;
}

// The latest point of the cumulative line: today's cumulative income and income rate.
export function latestTrendPoint(list: TrendAllResponse['list']): TrendAllResponse['list'][number] | null {
  return list.length > 0 ? (list[list.length - 1] ?? null) : null;
}
