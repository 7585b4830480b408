import { incomePeriodStart } from '@fund-direct/domain/assets';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import type { IncomePeriod, IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';
import { sumMoney, toMoneyString } from '@fund-direct/domain/money';
import type { TradingDeps } from '../trading/trade-context.ts';
import { accountIncome, accountTrend, fundIncome } from './history-income.repository.ts';
import { customerXirr } from './history-xirr.service.ts';

// POST /query/income: daily income of the period (bars), its total and its split by fund.
export async function incomeOf(deps: TradingDeps, customerId: string, period: IncomePeriod, fundCode?: string): Promise<IncomeResponse> {
  const after = incomePeriodStart(period, shanghaiDate(deps.now()));
  if (fundCode) {
    const { fundName, days } = await fundIncome(deps.db, customerId, fundCode, after);
    const total = toMoneyString(sumMoney(days.map((d) => d.income)));
    return { list: days, total, byFund: days.length > 0 ? [{ fundCode, fundName: fundName ?? fundCode, income: total }] : [] };
  }
  const { total, days, funds } = await accountIncome(deps.db, customerId, after);
  return { list: days, total: toMoneyString(total), byFund: funds };
}

// POST /query/trend-all: the period chooses the days drawn; the XIRR covers the whole history.
export async function trendAll(deps: TradingDeps, customerId: string, period: IncomePeriod): Promise<TrendAllResponse> {
  const today = shanghaiDate(deps.now());
  const [list, figures] = await Promise.all([accountTrend(deps.db, customerId, incomePeriodStart(period, today)), customerXirr(deps.db, customerId, today)]);
  return { list, ...figures };
}
