import { shanghaiDate, TRADE_CUTOFF, tradeDateFor } from '@fund-direct/domain/calendar';
import type { PlanUnit, WeekdayCode } from '@fund-direct/domain/codes';
import { type z } from 'zod';
import {
  type planWorkdatesQuery,
  type planWorkdatesResponse,
  TRADE_ERRORS,
  type tradeLimitQuery,
  type tradeLimitResponse,
  type workdatesQuery,
  type workdatesResponse,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatLimit } from '@fund-direct/domain/format';
import { toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { fundStatusAllows, orderDates, orderTimeline, planCycleText, upcomingPlanDates, type OrderKind } from '@fund-direct/domain/trade';
import { allowanceOf } from './amount-limits.ts';
import { fundOf, type TradingDeps } from './trade-context.ts';
import { findHolding, findSignedCard } from './trading.repository.ts';

type WorkdatesQuery = z.infer<typeof workdatesQuery>;
type PlanWorkdatesQuery = z.infer<typeof planWorkdatesQuery>;
type TradeLimitQuery = z.infer<typeof tradeLimitQuery>;

const KIND_OF: Record<string, OrderKind> = { '020': 'subscribe', '022': 'purchase', '024': 'redeem', '036': 'convertOut', '039': 'plan' };

// GET /trade/workdates: T for an order placed now and the T+n dates that follow from the fund's rules.
export async function workdates(deps: TradingDeps, query: WorkdatesQuery): Promise<z.infer<typeof workdatesResponse>> {
  const fund = await fundOf(deps.db, query.fundCode);
  const now = deps.now();
  const today = shanghaiDate(now);
  const tradeDate = tradeDateFor(now);
  const dates = orderDates(query.businessCode, tradeDate, fund.confirmDays, fund.arrivalDays);
  return {
    now: now.toISOString(),
    today,
    tradeDate,
    cutoff: TRADE_CUTOFF,
    beforeCutoff: tradeDate === today,
    ...dates,
    timeline: orderTimeline({
      businessCode: query.businessCode,
      tradeDate,
      confirmDays: fund.confirmDays,
      arrivalDays: fund.arrivalDays,
      today,
    }),
  };
}

// GET /trade/fixed-plan/workdates: the next deductions of a plan definition, from tomorrow on.
export function planWorkdates(deps: TradingDeps, query: PlanWorkdatesQuery): z.infer<typeof planWorkdatesResponse> {
  const today = shanghaiDate(deps.now());
  if (query.startDate < today) throw new AppError(TRADE_ERRORS.PLAN_START_DATE);
  const plan = {
    unit: query.unit as PlanUnit,
    dayOfMonth: query.dayOfMonth ?? null,
    weekday: (query.weekday ?? null) as WeekdayCode | null,
    startDate: query.startDate,
  };
  const dates = upcomingPlanDates(plan, today, 3);
  return { nextDate: dates[0] as string, dates, cycleText: planCycleText(plan) };
}

const limitOf = (value: string) => ({ value: toDecimal(value).toString(), text: formatLimit(value) });

// GET /trade/limit: what one order may carry now.
export async function tradeLimit(
  deps: TradingDeps,
  customerId: string,
  query: TradeLimitQuery,
): Promise<z.infer<typeof tradeLimitResponse>> {
  const fund = await fundOf(deps.db, query.fundCode);
  const now = deps.now();
  const businessCode = query.businessCode === '022' && fund.status === '1' ? '020' : query.businessCode;
  const decision = fundStatusAllows(fund.status, KIND_OF[businessCode] ?? 'purchase');
  const card = query.tradeacco ? await findSignedCard(deps.db, customerId, query.tradeacco) : undefined;
  if (query.tradeacco && !card) throw new AppError(TRADE_ERRORS.CARD_UNUSABLE);
  const allowance = await allowanceOf(deps.db, customerId, fund, businessCode, card, tradeDateFor(now), shanghaiDate(now));
  const caps = [
    toDecimal(fund.maxPerOrder).isZero() ? null : toDecimal(fund.maxPerOrder),
    allowance.fundDayRemaining,
    card && !toDecimal(card.perOrderLimit).isZero() ? toDecimal(card.perOrderLimit) : null,
    allowance.cardDayRemaining,
  ].filter((cap) => cap !== null);
  const maxAmount = caps.length === 0 ? null : caps.reduce((a, b) => (a.lt(b) ? a : b));
  const shareOrder = businessCode === '024' || businessCode === '036';
  const holding = shareOrder ? await findHolding(deps.db, customerId, fund.code) : undefined;
  return {
    fundCode: fund.code,
    businessCode,
    fundStatus: fund.status,
    allowed: decision.allowed,
    reason: decision.allowed ? null : decision.reason,
    minAmount: toMoneyString(allowance.minAmount),
    fundPerOrder: limitOf(fund.maxPerOrder),
    fundPerDay: limitOf(fund.maxPerDay),
    fundDayRemaining: allowance.fundDayRemaining ? toMoneyString(allowance.fundDayRemaining) : null,
    card: card
      ? {
          tradeacco: card.tradeacco,
          perOrder: limitOf(card.perOrderLimit),
          perDay: limitOf(card.perDayLimit),
          dayRemaining: allowance.cardDayRemaining ? toMoneyString(allowance.cardDayRemaining) : null,
        }
      : null,
    maxAmount: maxAmount ? toMoneyString(maxAmount) : null,
    shares: shareOrder ? (holding?.shares ?? '0.00') : null,
    frozenShares: shareOrder ? (holding?.frozen ?? '0.00') : null,
    availableShares: shareOrder ? (holding?.available ?? '0.00') : null,
    minRedemptionShares: fund.minRedemptionShares,
    minHoldingShares: fund.minHoldingShares,
  };
}
