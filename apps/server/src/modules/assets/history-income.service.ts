import { incomePeriodStart } from '@fund-direct/domain/assets';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import type { IncomePeriod, IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';
import { sumMoney, toMoneyString } from '@fund-direct/domain/money';
import type { TradingDeps } from '../trading/trading.public.ts';
import { historyVersion } from './history-cash-flows.repository.ts';
import { accountIncome, accountTrend, fundIncome, type TrendRow } from './history-income.repository.ts';
import { createVersionedCache } from './history-version-cache.ts';
import { customerXirr } from './history-xirr.service.ts';

// The account's answer of each period, kept until the history changes.
const incomeCache = createVersionedCache<IncomeResponse>(500);

// POST /query/income: daily income of the period (bars), its total and its split by fund.
export async function incomeOf(deps: TradingDeps, customerId: string, period: IncomePeriod, fundCode?: string): Promise<IncomeResponse> {
  const today = shanghaiDate(deps.now());
  const after = incomePeriodStart(period, today);
  if (fundCode) {
    const { fundName, days } = await fundIncome(deps.db, customerId, fundCode, after);
    const total = toMoneyString(sumMoney(days.map((d) => d.income)));
    return { list: days, total, byFund: days.length > 0 ? [{ fundCode, fundName: fundName ?? fundCode, income: total }] : [] };
  }
  const version = await historyVersion(deps.db, customerId, today);
  return incomeCache.get(deps.db, `${customerId}|${period}`, version, async () => {
    const { total, days, funds } = await accountIncome(deps.db, customerId, after);
    return { list: days, total: toMoneyString(total), byFund: funds };
  });
}

// The running sums start at the first day whatever the period, so the whole series is worked out
// once per change of the history and each period is a slice of it.
const trendCache = createVersionedCache<TrendRow[]>(500);

// POST /query/trend-all: the period chooses the days drawn; the XIRR covers the whole history.
export async function trendAll(deps: TradingDeps, customerId: string, period: IncomePeriod): Promise<TrendAllResponse> {
  const { db } = deps;
  const today = shanghaiDate(deps.now());
  const version = await historyVersion(db, customerId, today);
  const [series, figures] = await Promise.all([
    trendCache.get(db, customerId, version, () => accountTrend(db, customerId)),
    customerXirr(db, customerId, today, version),
  ]);
  const after = incomePeriodStart(period, today);
  return { list: after === null ? series : series.filter((row) => row.date > after), ...figures };
}
