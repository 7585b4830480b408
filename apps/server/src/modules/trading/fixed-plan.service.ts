import { shanghaiDate, tradeDateFor } from '@fund-direct/domain/calendar';
import { bankName, type PlanUnit, type WeekdayCode } from '@fund-direct/domain/codes';
import {
  maskStoredCard,
  PLAN_STATUSES,
  TRADE_ERRORS,
  TRADE_TEXT,
  type FixedPlanCreateRequest,
  type FixedPlanView,
  type PlanAction,
} from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { toMoneyString } from '@fund-direct/domain/money';
import { nextPlanDate, planCycleText, planTransition, type PlanSchedule } from '@fund-direct/domain/trade';
import { checkAmountLimits } from './amount-limits.ts';
import {
  findOwnPlanByNo,
  findPlanById,
  findPlanByRequest,
  insertPlan,
  listPlans,
  lockPlan,
  updatePlanStatus,
  type PlanRow,
} from './fixed-plan.repository.ts';
import { newOrderNo } from './order-placement.ts';
import { consumeRiskConfirmation, requireRiskMatch } from './risk-confirmation.service.ts';
import { checkTradePassword, fundOf, requireStatus, tradingCustomer, type TradingDeps } from './trade-context.ts';
import { findSignedCard, lockCustomer } from './trading.repository.ts';
import { recordConsents } from '../consent/consent.public.ts';

function scheduleOf(plan: { unit: string; dayOfMonth?: number | null; weekday?: string | null; startDate: string }): PlanSchedule {
  return {
    unit: plan.unit as PlanUnit,
    dayOfMonth: plan.dayOfMonth ?? null,
    weekday: (plan.weekday ?? null) as WeekdayCode | null,
    startDate: plan.startDate,
  };
}

export function toPlanView(row: PlanRow): FixedPlanView {
  const card = row.cardHead && row.cardTail ? maskStoredCard(row.cardHead, row.cardTail) : null;
  return {
    planNo: row.planNo,
    fundCode: row.fundCode,
    fundName: row.fundName,
    amount: row.amount,
    unit: row.unit,
    dayOfMonth: row.dayOfMonth,
    weekday: row.weekday,
    cycleText: planCycleText(scheduleOf(row)),
    startDate: row.startDate,
    nextDate: row.nextDate,
    status: row.status,
    statusName: PLAN_STATUSES[row.status],
    tradeacco: row.tradeacco,
    cardNoShort: card?.short ?? null,
    bankName: row.bankCode ? (bankName(row.bankCode) ?? row.bankCode) : null,
    chargeType: row.chargeType,
    runCount: row.runCount,
    investedAmount: toMoneyString(row.investedAmount),
    failedCount: row.failedCount,
    createdAt: row.createdAt,
  };
}

// POST /trade/fixed-plan: the same checks as a purchase except the daily allowances (checked on each
// run); the first deduction is the first plan day after today, on or after the start date.
export async function createPlan(
  deps: TradingDeps,
  customerId: string,
  request: FixedPlanCreateRequest,
): Promise<{ plan: FixedPlanView; replayed: boolean }> {
  const customer = await tradingCustomer(deps, customerId, 'fix');
  await checkTradePassword(deps, customerId, request.tradePassword);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await findPlanByRequest(tx, customerId, request.clientRequestId);
    if (existing) return { row: existing, replayed: true };
    const now = deps.now();
    const today = shanghaiDate(now);
    if (request.startDate < today) throw new AppError(TRADE_ERRORS.PLAN_START_DATE);
    const fund = await fundOf(tx, request.fundCode);
    if (fund.status === '1') throw new AppError(TRADE_ERRORS.PLAN_NOT_ALLOWED, TRADE_TEXT.planNotAllowed);
    requireStatus(fund, 'plan');
    if (!fund.chargeTypes.includes(request.chargeType)) throw new AppError(TRADE_ERRORS.CHARGE_TYPE_UNSUPPORTED);
    const confirmationId = await requireRiskMatch(tx, customer, fund, request.riskConfirmationId, now);
    const card = await findSignedCard(tx, customerId, request.tradeacco);
    if (!card) throw new AppError(TRADE_ERRORS.CARD_UNUSABLE);
    await checkAmountLimits(tx, {
      customerId,
      fund,
      businessCode: '039',
      amount: request.amount,
      card,
      tradeDate: tradeDateFor(now),
      today,
      daily: false,
    });
    const schedule = scheduleOf(request);
    const id = await insertPlan(tx, {
      planNo: await newOrderNo(tx, now),
      customerId,
      clientRequestId: request.clientRequestId,
      fundCode: fund.code,
      tradeacco: card.tradeacco,
      amount: toMoneyString(request.amount),
      unit: request.unit,
      dayOfMonth: request.unit === '0' ? (request.dayOfMonth ?? null) : null,
      weekday: request.unit === '1' ? (request.weekday ?? null) : null,
      startDate: request.startDate,
      nextDate: nextPlanDate(schedule, today),
      chargeType: request.chargeType,
      riskConfirmationId: confirmationId,
      now,
    });
    if (!id) throw new AppError(TRADE_ERRORS.REQUEST_CONFLICT);
    await consumeRiskConfirmation(tx, confirmationId, id);
    await recordConsents(tx, customerId, 'fixPlan', now, null);
    const row = await findPlanById(tx, id);
    if (!row) throw new AppError('INTERNAL');
    return { row, replayed: false };
  });
  if (outcome.replayed && outcome.row.fundCode !== request.fundCode) throw new AppError(TRADE_ERRORS.REQUEST_CONFLICT);
  return { plan: toPlanView(outcome.row), replayed: outcome.replayed };
}

export async function customerPlans(deps: TradingDeps, customerId: string, status?: string): Promise<FixedPlanView[]> {
  return (await listPlans(deps.db, customerId, status)).map(toPlanView);
}

// POST /trade/fixed-plan/status: pause (A→P), resume (P→A, the next date counted again from today),
// terminate (A/P→T, for good).
export async function changePlanStatus(
  deps: TradingDeps,
  customerId: string,
  request: { planNo: string; action: PlanAction; tradePassword: string },
): Promise<FixedPlanView> {
  await checkTradePassword(deps, customerId, request.tradePassword, request.action === 'resume' ? 'refuse' : 'allow');
  const row = await deps.db.transaction(async (tx) => {
    const plan = await findOwnPlanByNo(tx, customerId, request.planNo);
    if (!plan) throw new AppError(TRADE_ERRORS.PLAN_NOT_FOUND);
    await lockPlan(tx, plan.id);
    const current = (await findPlanById(tx, plan.id)) as PlanRow;
    const next = planTransition(current.status, request.action);
    if (!next) throw new AppError(TRADE_ERRORS.PLAN_TRANSITION, TRADE_TEXT.planTransition(PLAN_STATUSES[current.status]));
    const now = deps.now();
    const nextDate = next === 'A' ? nextPlanDate(scheduleOf(current), shanghaiDate(now)) : next === 'T' ? null : current.nextDate;
    await updatePlanStatus(tx, current.id, next, nextDate, now);
    return findPlanById(tx, current.id);
  });
  if (!row) throw new AppError('INTERNAL');
  return toPlanView(row);
}
