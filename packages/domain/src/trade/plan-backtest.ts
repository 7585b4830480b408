import { xirr, type CashFlow } from '../assets/xirr.ts';
import { MoneyDecimal, toDecimal, type DecimalInput } from '../money/decimal.ts';
import { quotePurchase, type AmountTier } from '../money/fees.ts';
import { roundFen, toMoneyString, toSharesString, truncShares } from '../money/rounding.ts';
import { dividendCash, purchaseShares, reinvestedShares } from '../money/shares.ts';
import { addDays } from '../yield/dates.ts';
import { downsample } from '../yield/downsample.ts';
import type { NavPoint } from '../yield/adjusted.ts';
import { nextPlanDate, type PlanSchedule } from './plan-schedule.ts';

// 定投回测: what a regular plan would have done over a stretch of the fund's NAV history, by the
// batch's own rules — the plan days of nextPlanDate (a holiday moves a deduction to the next trading
// day), the purchase fee of the amount's tier with the online discount (quotePurchase), shares at
// NAV(T) truncated to 0.01 (purchaseShares), dividends on the shares held before the ex-date, taken
// as reinvested at the ex-date NAV (dividendCash, reinvestedShares). A plan day without a published
// NAV is not deducted, as the batch records it. Beside it, the same money invested at once on the
// first deduction day.
export interface BacktestRequest {
  schedule: Omit<PlanSchedule, 'startDate'>;
  amount: DecimalInput;
  startDate: string;
  endDate: string;
  tiers: readonly AmountTier[];
  discount: DecimalInput;
  // Published days of the fund, ascending (unit NAV, dividend per share on its ex-date, split ratio).
  points: readonly NavPoint[];
  // Points kept for the chart.
  maxCurvePoints: number;
}

export interface BacktestDeduction {
  date: string;
  amount: string;
  fee: string;
  nav: string;
  shares: string;
}

export interface BacktestOutcome {
  invested: string;
  fees: string;
  shares: string;
  value: string;
  profit: string;
  // Profit over the money invested, and the money-weighted yearly return; decimal fractions.
  returnRate: string | null;
  xirr: string | null;
}

export interface BacktestCurvePoint {
  date: string;
  invested: string;
  value: string;
  lumpSumValue: string;
}

export interface BacktestResult {
  deductions: BacktestDeduction[];
  // Plan days on which the fund published no NAV (not deducted).
  missedDates: string[];
  // The last published day up to the end date, whose NAV values the holdings.
  valuationDate: string | null;
  valuationNav: string | null;
  plan: BacktestOutcome;
  lumpSum: (BacktestOutcome & { date: string }) | null;
  curve: BacktestCurvePoint[];
}

const RATE_PLACES = 6;

function planDates(request: BacktestRequest): string[] {
  const plan: PlanSchedule = { ...request.schedule, startDate: request.startDate };
  const dates: string[] = [];
  let day = nextPlanDate(plan, addDays(request.startDate, -1));
  while (day <= request.endDate) {
    dates.push(day);
    day = nextPlanDate(plan, day);
  }
  return dates;
}

// Shares of one position through splits and reinvested dividends; cost is what was paid in.
class Position {
  shares = new MoneyDecimal(0);
  invested = new MoneyDecimal(0);
  fees = new MoneyDecimal(0);

  corporateActions(point: NavPoint): void {
    if (this.shares.isZero()) return;
    if (point.splitRatio) this.shares = truncShares(this.shares.times(toDecimal(point.splitRatio)));
    if (point.dividendPerShare && point.unitNav) {
      this.shares = this.shares.plus(reinvestedShares(dividendCash(this.shares, point.dividendPerShare), point.unitNav));
    }
  }

  buy(amount: DecimalInput, tiers: readonly AmountTier[], discount: DecimalInput, nav: string): BacktestDeduction {
    const quote = quotePurchase(amount, tiers, discount);
    const shares = purchaseShares(quote.amount, quote.fee, nav);
    this.shares = this.shares.plus(shares);
    this.invested = this.invested.plus(quote.amount);
    this.fees = this.fees.plus(quote.fee);
    return { date: '', amount: toMoneyString(quote.amount), fee: toMoneyString(quote.fee), nav, shares: toSharesString(shares) };
  }

  valueAt(nav: DecimalInput): MoneyDecimal {
    return roundFen(this.shares.times(toDecimal(nav)));
  }

  outcome(nav: DecimalInput, flows: readonly CashFlow[], valuationDate: string): BacktestOutcome {
    const value = this.valueAt(nav);
    const profit = value.minus(this.invested);
    return {
      invested: toMoneyString(this.invested),
      fees: toMoneyString(this.fees),
      shares: toSharesString(this.shares),
      value: toMoneyString(value),
      profit: toMoneyString(profit),
      returnRate: this.invested.isZero() ? null : profit.dividedBy(this.invested).toFixed(RATE_PLACES),
      xirr: xirr([...flows, { date: valuationDate, amount: value }]),
    };
  }
}

export function backtestPlan(request: BacktestRequest): BacktestResult {
  if (!toDecimal(request.amount).gt(0)) throw new RangeError('定投金额须大于0');
  if (request.endDate < request.startDate) throw new RangeError('结束日期不能早于开始日期');
  const byDate = new Map<string, NavPoint>();
  for (const point of request.points) if (point.unitNav) byDate.set(point.date, point);
  const due = planDates(request);
  const priced = due.filter((date) => byDate.has(date));
  const missedDates = due.filter((date) => !byDate.has(date));
  const first = priced[0];
  const plan = new Position();
  const deductions: BacktestDeduction[] = [];
  const planFlows: CashFlow[] = [];
  const curve: BacktestCurvePoint[] = [];
  if (first === undefined) {
    const empty = plan.outcome(0, [], request.endDate);
    return { deductions, missedDates, valuationDate: null, valuationNav: null, plan: empty, lumpSum: null, curve };
  }
  const lumpAmount = roundFen(toDecimal(request.amount)).times(priced.length);
  const lump = new Position();
  let lumpDeduction: BacktestDeduction | null = null;
  let next = 0;
  let last: NavPoint | null = null;
  for (const point of request.points) {
    if (!point.unitNav || point.date < first || point.date > request.endDate) continue;
    // Shares bought on the ex-date itself are not entitled (record date = ex-date), so actions come first.
    plan.corporateActions(point);
    lump.corporateActions(point);
    if (priced[next] === point.date) {
      const bought = plan.buy(request.amount, request.tiers, request.discount, point.unitNav);
      deductions.push({ ...bought, date: point.date });
      planFlows.push({ date: point.date, amount: toDecimal(bought.amount).negated() });
      next += 1;
    }
    if (point.date === first) lumpDeduction = { ...lump.buy(lumpAmount, request.tiers, request.discount, point.unitNav), date: first };
    curve.push({
      date: point.date,
      invested: toMoneyString(plan.invested),
      value: toMoneyString(plan.valueAt(point.unitNav)),
      lumpSumValue: toMoneyString(lump.valueAt(point.unitNav)),
    });
    last = point;
  }
  const end = last as NavPoint & { unitNav: string };
  const lumpFlows: CashFlow[] = lumpDeduction ? [{ date: first, amount: toDecimal(lumpDeduction.amount).negated() }] : [];
  return {
    deductions,
    missedDates,
    valuationDate: end.date,
    valuationNav: end.unitNav,
    plan: plan.outcome(end.unitNav, planFlows, end.date),
    lumpSum: lumpDeduction ? { ...lump.outcome(end.unitNav, lumpFlows, end.date), date: first } : null,
    curve: downsample(curve, request.maxCurvePoints),
  };
}
