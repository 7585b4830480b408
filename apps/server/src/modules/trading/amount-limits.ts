import { TRADE_ERRORS, TRADE_TEXT } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { formatLimit } from '@fund-direct/domain/format';
import { MoneyDecimal, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import type { DbExecutor } from '../../db/database.ts';
import { plainAmount } from './trade-context.ts';
import { cardDayTotal, fundDayTotal, type CardRow, type FundRules } from './trading.repository.ts';

// 0 means no limit (§5 无限额); the remaining allowance never goes below zero.
function remaining(limit: string, used: string): MoneyDecimal | null {
  const max = toDecimal(limit);
  if (max.isZero()) return null;
  return MoneyDecimal.max(max.minus(used), 0);
}

export interface Allowance {
  minAmount: string;
  fundDayRemaining: MoneyDecimal | null;
  cardDayRemaining: MoneyDecimal | null;
}

export async function allowanceOf(
  db: DbExecutor,
  customerId: string,
  fund: FundRules,
  businessCode: string,
  card: CardRow | undefined,
  tradeDate: string,
  today: string,
): Promise<Allowance> {
  const [fundUsed, cardUsed] = await Promise.all([
    fundDayTotal(db, customerId, fund.code, tradeDate),
    card ? cardDayTotal(db, customerId, card.tradeacco, today) : Promise.resolve('0'),
  ]);
  return {
    minAmount: businessCode === '020' ? fund.minSubscription : fund.minPurchase,
    fundDayRemaining: remaining(fund.maxPerDay, fundUsed),
    cardDayRemaining: card ? remaining(card.perDayLimit, cardUsed) : null,
  };
}

// The order of the checks is the order a customer fixes them in: minimum, fund limits, card limits.
// Plan deductions skip the daily allowances (they are checked on each run).
export async function checkAmountLimits(
  db: DbExecutor,
  input: {
    customerId: string;
    fund: FundRules;
    businessCode: string;
    amount: string;
    card: CardRow | undefined;
    tradeDate: string;
    today: string;
    daily: boolean;
  },
): Promise<void> {
  const { fund, card, amount } = input;
  const allowance = await allowanceOf(db, input.customerId, fund, input.businessCode, card, input.tradeDate, input.today);
  const value = toDecimal(amount);
  if (value.lt(allowance.minAmount)) {
    const min = plainAmount(allowance.minAmount);
    const text = input.businessCode === '020' ? TRADE_TEXT.belowSubscriptionMinimum(min) : TRADE_TEXT.belowMinimum(min);
    throw new AppError(TRADE_ERRORS.BELOW_MINIMUM, text);
  }
  if (!toDecimal(fund.maxPerOrder).isZero() && value.gt(fund.maxPerOrder)) {
    throw new AppError(TRADE_ERRORS.ABOVE_ORDER_LIMIT, TRADE_TEXT.aboveOrderLimit(formatLimit(fund.maxPerOrder)));
  }
  if (input.daily && allowance.fundDayRemaining && value.gt(allowance.fundDayRemaining)) {
    throw new AppError(TRADE_ERRORS.ABOVE_DAY_LIMIT, TRADE_TEXT.aboveDayLimit(toMoneyString(allowance.fundDayRemaining)));
  }
  if (!card) return;
  if (!toDecimal(card.perOrderLimit).isZero() && value.gt(card.perOrderLimit)) {
    throw new AppError(TRADE_ERRORS.ABOVE_CARD_ORDER_LIMIT, TRADE_TEXT.aboveCardOrderLimit(formatLimit(card.perOrderLimit)));
  }
  if (input.daily && allowance.cardDayRemaining && value.gt(allowance.cardDayRemaining)) {
    throw new AppError(TRADE_ERRORS.ABOVE_CARD_DAY_LIMIT, TRADE_TEXT.aboveCardDayLimit(toMoneyString(allowance.cardDayRemaining)));
  }
}
