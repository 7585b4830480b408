import { computeYields, returnBetween, ALL_YIELD_PERIODS } from '@fund-direct/domain/yield';
import type { DbExecutor } from '../../db/database.ts';
import { markFundDataChanged } from './fund-cache.ts';
import { loadHistories, replaceYields, selectTenures, updateTenureReturns, type FundHistory } from './nav.repository.ts';

export interface RecomputeOptions {
  // Yields as of this day (default: each fund's latest NAV).
  asOf?: string;
  // Only these funds (default: all).
  codes?: readonly string[];
  // The history just written (seed, import), instead of reading it back.
  histories?: Map<string, FundHistory>;
}

export interface RecomputeResult {
  funds: number;
  rows: number;
}

// §3: yields are precomputed per trading day, not on each request. Runs after the seed, after
// every NAV import and in the daily job: one pass over the NAV history of the funds, writing the
// latest yield of every period (domain/yield) and each manager's return during tenure.
export async function recomputeYields(executor: DbExecutor, options: RecomputeOptions = {}): Promise<RecomputeResult> {
  const histories =
    options.histories ??
    (await loadHistories(executor, {
      ...(options.codes ? { codes: options.codes } : {}),
      ...(options.asOf ? { to: options.asOf } : {}),
    }));
  const yieldRows: { fund_code: string; period: string; as_of: string; value: string | null }[] = [];
  for (const history of histories.values()) {
    const points = options.asOf ? history.points.filter((p) => p.date <= (options.asOf as string)) : history.points;
    const asOf = points[points.length - 1]?.date;
    if (!asOf) continue;
    const yields = computeYields(points, { kind: history.isMoneyFund ? 'money' : 'nav', asOf });
    for (const period of ALL_YIELD_PERIODS) yieldRows.push({ fund_code: history.code, period, as_of: asOf, value: yields[period] });
  }
  await replaceYields(executor, options.codes, yieldRows);

  const tenures = await selectTenures(executor, options.codes);
  await updateTenureReturns(
    executor,
    tenures.map((t) => {
      const history = histories.get(t.fundCode);
      const kind = history?.isMoneyFund ? 'money' : 'nav';
      return {
        fund_code: t.fundCode,
        man_id: t.manId,
        start_date: t.startDate,
        value: history ? returnBetween(history.points, kind, t.startDate, t.endDate ?? options.asOf ?? '9999-12-31') : null,
      };
    }),
  );
  markFundDataChanged();
  return { funds: histories.size, rows: yieldRows.length };
}
