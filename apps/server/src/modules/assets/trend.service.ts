import { DIVIDEND_TYPES, TRADE_BUSINESS_CODES, type TradeBusinessCode } from '@fund-direct/domain/codes';
import { TRADE_ERRORS, type IncomePeriod, type TrendResponse } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { toMoneyString } from '@fund-direct/domain/money';
import { incomePeriodStart } from '@fund-direct/domain/assets';
import { addDays, addMonths } from '@fund-direct/domain/yield';
import { findFundRules } from '../trading/trading.public.ts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { holdingStart } from './holdings.repository.ts';
import { incomeLine, navLine, tradePoints } from './trend.repository.ts';

// The dividend business code the trade points use for reinvested dividends.
const REINVEST_CODE = '043';

const pointName = (code: string) =>
  code === REINVEST_CODE ? DIVIDEND_TYPES['0'] : (TRADE_BUSINESS_CODES[code as TradeBusinessCode] ?? code);

// POST /query/trend: one holding's NAV line with the customer's buy and sell points and its income,
// on the days after the period's start (as the income pages count periods); 'all' starts with the
// customer's first day with the fund (the last year when they never held it).
export async function holdingTrend(deps: AssetsDeps, customerId: string, fundCode: string, period: IncomePeriod): Promise<TrendResponse> {
  const fund = await findFundRules(deps.db, fundCode);
  if (!fund) throw new AppError(TRADE_ERRORS.FUND_NOT_FOUND);
  const today = todayOf(deps);
  const firstDate = period === 'all' ? (await holdingStart(deps.db, customerId, fund.code))?.firstDate : undefined;
  const after = incomePeriodStart(period, today) ?? (firstDate ? addDays(firstDate, -1) : addMonths(today, -12));
  const [navs, points, income] = await Promise.all([
    navLine(deps.db, fund.code, after, today),
    tradePoints(deps.db, customerId, fund.code, after),
    incomeLine(deps.db, customerId, fund.code, after),
  ]);
  return {
    navs,
    points: points.map((p) => ({
      date: p.date,
      side: p.side,
      nav: p.nav,
      amount: p.amount === null ? null : toMoneyString(p.amount),
      shares: p.shares,
      businessName: pointName(p.businessCode),
    })),
    income,
  };
}
