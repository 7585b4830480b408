import { NAV_CHART_MAX_POINTS, type FundBacktestQuery, type FundBacktestResponse } from '@fund-direct/domain/contracts';
import { AppError, ERRORS } from '@fund-direct/domain/errors';
import { amountTierOf, quotePurchase } from '@fund-direct/domain/money';
import { backtestPlan, planCycleText, type BacktestResult, type PlanSchedule } from '@fund-direct/domain/trade';
import type { Database } from '../../db/database.ts';
import { listedFunds } from './fund-catalogue.service.ts';
import { FUND_NOT_FOUND } from './fund-detail.service.ts';
import { selectFeeTiers, selectPurchaseDiscount } from './fund.repository.ts';
import { loadHistories } from './nav.repository.ts';

export const MONEY_FUND_BACKTEST_REFUSED = '货币基金按日计收益，不提供定投回测';

export interface FundBacktest {
  response: FundBacktestResponse;
  result: BacktestResult;
}

// A regular plan over the fund's own NAV history, by the batch's rules (domain backtestPlan): the fee tiers and
// online discount of today, the dividends on their ex-dates. Money funds earn daily income, not NAV moves: refused.
export async function backtestFund(db: Database, query: FundBacktestQuery): Promise<FundBacktest> {
  const fund = (await listedFunds(db)).find((f) => f.fundcode === query.fundCode);
  if (!fund) throw new AppError(ERRORS.RESOURCE_NOT_FOUND, FUND_NOT_FOUND);
  if (fund.isMoneyFund) throw new AppError(ERRORS.VALIDATION, MONEY_FUND_BACKTEST_REFUSED);
  const [tiers, discount, histories] = await Promise.all([
    selectFeeTiers(db, fund.fundcode),
    selectPurchaseDiscount(db, fund.fundcode),
    loadHistories(db, { codes: [fund.fundcode], ...(query.endDate ? { to: query.endDate } : {}) }),
  ]);
  const points = histories.get(fund.fundcode)?.points ?? [];
  const firstDate = points[0]?.date;
  const lastDate = points.at(-1)?.date;
  if (firstDate === undefined || lastDate === undefined || lastDate < query.startDate) {
    throw new AppError(ERRORS.VALIDATION, '所选区间内没有基金净值，请调整开始日期');
  }
  const startDate = query.startDate < firstDate ? firstDate : query.startDate;
  const schedule: Omit<PlanSchedule, 'startDate'> = {
    unit: query.unit,
    dayOfMonth: query.dayOfMonth ?? null,
    weekday: query.weekday ?? null,
  };
  const purchaseTiers = tiers
    .filter((tier) => tier.feeKind === 'purchase')
    .map((tier) => amountTierOf({ min: tier.minAmount, max: tier.maxAmount, rate: tier.rate, fixedFee: tier.fixedFee }));
  const result = backtestPlan({
    schedule,
    amount: query.amount,
    startDate,
    endDate: lastDate,
    tiers: purchaseTiers,
    discount,
    points,
    maxCurvePoints: NAV_CHART_MAX_POINTS,
  });
  const quote = quotePurchase(query.amount, purchaseTiers, discount);
  return {
    result,
    response: {
      fundCode: fund.fundcode,
      fundName: fund.fundname,
      amount: quote.amount.toFixed(2),
      cycleText: planCycleText(schedule),
      startDate,
      endDate: lastDate,
      deductionCount: result.deductions.length,
      firstDeductionDate: result.deductions[0]?.date ?? null,
      lastDeductionDate: result.deductions.at(-1)?.date ?? null,
      missedCount: result.missedDates.length,
      feeRate: quote.rate?.toString() ?? null,
      valuationDate: result.valuationDate,
      valuationNav: result.valuationNav,
      plan: result.plan,
      lumpSum: result.lumpSum,
      curve: result.curve,
    },
  };
}
