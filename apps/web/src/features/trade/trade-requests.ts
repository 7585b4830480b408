import type { z } from 'zod';
import {
  type bonusRequest,
  type convertRequest,
  type purchaseRequest,
  type redemptionRequest,
  tradeAmountSchema,
  tradeSharesSchema,
  type withdrawalRequest,
  type QuoteBusinessCode,
} from '@fund-direct/domain/contracts';
import type { FixedPlanBody } from './api/fixed-plan-create.ts';
import type { PlanSchedule } from './api/plan-workdates.ts';
import type { TradeFareInput } from './api/trade-fare.ts';

// Form values → request bodies of the contract, and the quotes a half-filled form can already ask for.
// Money stays the decimal string typed (trimmed); the server does the arithmetic.

export type PurchaseBody = z.input<typeof purchaseRequest>;
export type RedemptionBody = z.input<typeof redemptionRequest>;
export type ConvertBody = z.input<typeof convertRequest>;
export type BonusBody = z.input<typeof bonusRequest>;
export type WithdrawalBody = z.input<typeof withdrawalRequest>;

export type PaymentMethod = 'card' | 'remit';
export type ChargeType = 'A' | 'B';
export type LargeRedemption = '0' | '1';
export type PlanUnitCode = '0' | '1' | '2';
export type WeekdayCodeValue = '02' | '03' | '04' | '05' | '06';

interface OrderContext {
  fundCode: string;
  clientRequestId: string;
}

export interface PurchaseValues {
  amount: string;
  paymentMethod: PaymentMethod;
  tradeacco?: string;
  chargeType: ChargeType;
  tradePassword: string;
}

// A remittance needs no paying card; the card named is where later redemptions go, so it is kept when chosen.
export function toPurchaseRequest(values: PurchaseValues, context: OrderContext & { riskConfirmationId?: string }): PurchaseBody {
  const body: PurchaseBody = {
    clientRequestId: context.clientRequestId,
    fundCode: context.fundCode,
    tradePassword: values.tradePassword,
    amount: values.amount.trim(),
    paymentMethod: values.paymentMethod,
    chargeType: values.chargeType,
  };
  if (values.tradeacco) body.tradeacco = values.tradeacco;
  if (context.riskConfirmationId) body.riskConfirmationId = context.riskConfirmationId;
  return body;
}

export interface SharesValues {
  shares: string;
  largeRedemption: LargeRedemption;
  tradePassword: string;
}

// way: a money fund's 取现方式; only 快速取现 is sent, the ordinary redemption is the contract's default.
export function toRedemptionRequest(values: SharesValues & { way?: 'instant' | 'ordinary' }, context: OrderContext): RedemptionBody {
  return {
    clientRequestId: context.clientRequestId,
    fundCode: context.fundCode,
    tradePassword: values.tradePassword,
    shares: values.shares.trim(),
    largeRedemption: values.largeRedemption,
    ...(values.way === 'instant' ? { instant: true } : {}),
  };
}

export function toConvertRequest(values: SharesValues & { targetFundCode: string }, context: OrderContext): ConvertBody {
  return { ...toRedemptionRequest(values, context), targetFundCode: values.targetFundCode };
}

export function toBonusRequest(values: { dividendMethod: '0' | '1'; tradePassword: string }, context: OrderContext): BonusBody {
  return {
    clientRequestId: context.clientRequestId,
    fundCode: context.fundCode,
    tradePassword: values.tradePassword,
    dividendMethod: values.dividendMethod,
  };
}

export interface PlanScheduleValues {
  unit?: PlanUnitCode;
  dayOfMonth?: number;
  weekday?: WeekdayCodeValue;
  // YYYY-MM-DD
  startDate?: string;
}

// The schedule of §3: a month names its day (1-28), a week its weekday code, a day nothing more.
// null until the chosen unit has what it needs.
export function planSchedule(values: PlanScheduleValues): PlanSchedule | null {
  const { unit, dayOfMonth, weekday, startDate } = values;
  if (!unit || !startDate) return null;
  if (unit === '0') return dayOfMonth === undefined ? null : { unit, dayOfMonth, startDate };
  if (unit === '1') return weekday === undefined ? null : { unit, weekday, startDate };
  return { unit, startDate };
}

export interface PlanValues extends PlanScheduleValues {
  amount: string;
  tradeacco: string;
  chargeType: ChargeType;
  tradePassword: string;
}

export function toFixedPlanRequest(values: PlanValues, context: OrderContext & { riskConfirmationId?: string }): FixedPlanBody | null {
  const schedule = planSchedule(values);
  if (!schedule) return null;
  const body: FixedPlanBody = {
    clientRequestId: context.clientRequestId,
    fundCode: context.fundCode,
    tradePassword: values.tradePassword,
    amount: values.amount.trim(),
    tradeacco: values.tradeacco,
    chargeType: values.chargeType,
    ...schedule,
  };
  if (context.riskConfirmationId) body.riskConfirmationId = context.riskConfirmationId;
  return body;
}

// Quotes are asked for only once the amount or shares typed are valid.
export function amountFareInput(
  fundCode: string,
  businessCode: Extract<QuoteBusinessCode, '020' | '022' | '039'>,
  amount: string | undefined,
  chargeType: ChargeType,
): TradeFareInput | null {
  const typed = amount?.trim() ?? '';
  if (!tradeAmountSchema.safeParse(typed).success) return null;
  return { businessCode, fundCode, amount: typed, chargeType };
}

export function sharesFareInput(fundCode: string, shares: string | undefined, targetFundCode?: string): TradeFareInput | null {
  const typed = shares?.trim() ?? '';
  if (!tradeSharesSchema.safeParse(typed).success) return null;
  if (targetFundCode === undefined) return { businessCode: '024', fundCode, shares: typed };
  return targetFundCode ? { businessCode: '036', fundCode, targetFundCode, shares: typed } : null;
}
