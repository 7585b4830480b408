import { MoneyDecimal, minMoney, moneyGte, moneyLt, toDecimal, type DecimalInput } from './decimal.ts';
import { roundFen, roundRate } from './rounding.ts';

// Front-end purchase fee as fund prospectuses compute it: the fee is charged on the net amount.
// The net amount is rounded to the fen first, net = round(amount / (1 + rate), 2) half up, and the
// fee is what is left, fee = amount − net (10,000 at 1.5 %: net 9,852.22, fee 147.78). Rounding the
// fee instead would charge 1 fen more wherever amount / (1 + rate) lies on half a fen.
// This is the one statement of the rule; sqlPurchaseFeeByRate (server ta/sql-rounding.ts) is its SQL.
export function purchaseFee(amount: DecimalInput, rate: DecimalInput): MoneyDecimal {
  const gross = toDecimal(amount);
  const r = toDecimal(rate);
  if (r.isNegative()) throw new RangeError('费率不能为负数');
  if (r.isZero()) return new MoneyDecimal(0);
  return gross.minus(purchaseNet(gross, r));
}

// The net amount of a rate-based purchase fee: amount / (1 + rate), to the fen, half up.
export function purchaseNet(amount: DecimalInput, rate: DecimalInput): MoneyDecimal {
  return roundFen(toDecimal(amount).dividedBy(toDecimal(rate).plus(1)));
}

// A fixed fee per order (e.g. 1000 元 from 500 万元 up), never more than the amount itself.
export function fixedPurchaseFee(amount: DecimalInput, fee: DecimalInput): MoneyDecimal {
  return roundFen(minMoney(fee, amount));
}

export type FeeRule = { kind: 'rate'; rate: DecimalInput } | { kind: 'fixed'; fee: DecimalInput };

// [min, max): a tier applies from min (inclusive) up to max (exclusive); no max = no upper bound.
export interface AmountTier {
  min: DecimalInput;
  max?: DecimalInput;
  rule: FeeRule;
}

export interface HoldingTier {
  minDays: number;
  maxDays?: number;
  rate: DecimalInput;
}

// A stored amount tier (fund_fee_tier): a fixed fee when it has one, else its rate.
export interface AmountTierRecord {
  min: string;
  max: string | null;
  rate: string | null;
  fixedFee: string | null;
}

export function amountTierOf(record: AmountTierRecord): AmountTier {
  return {
    min: record.min,
    ...(record.max === null ? {} : { max: record.max }),
    rule: record.fixedFee !== null ? { kind: 'fixed', fee: record.fixedFee } : { kind: 'rate', rate: record.rate ?? '0' },
  };
}

export function tierForAmount<T extends AmountTier>(tiers: readonly T[], amount: DecimalInput): T | undefined {
  return tiers.find((tier) => moneyGte(amount, tier.min) && (tier.max === undefined || moneyLt(amount, tier.max)));
}

export function tierForHoldingDays<T extends HoldingTier>(tiers: readonly T[], days: number): T | undefined {
  return tiers.find((tier) => days >= tier.minDays && (tier.maxDays === undefined || days < tier.maxDays));
}

export interface DiscountedRate {
  listRate: MoneyDecimal;
  discount: MoneyDecimal;
  rate: MoneyDecimal;
}

// The discount is a factor (0.1 = 一折, 1 = no discount); the list rate is kept for display.
export function applyDiscount(listRate: DecimalInput, discount: DecimalInput = 1): DiscountedRate {
  const d = toDecimal(discount);
  if (d.isNegative() || d.gt(1)) throw new RangeError('费率折扣须在0到1之间');
  const list = toDecimal(listRate);
  return { listRate: list, discount: d, rate: roundRate(list.times(d)) };
}

export interface PurchaseQuote {
  amount: MoneyDecimal;
  fee: MoneyDecimal;
  // The fee without discount, for the struck-through display.
  listFee: MoneyDecimal;
  net: MoneyDecimal;
  listRate?: MoneyDecimal;
  rate?: MoneyDecimal;
  fixedFee?: MoneyDecimal;
}

// Picks the amount tier and applies the discount. Fixed fees are not discounted.
export function quotePurchase(amount: DecimalInput, tiers: readonly AmountTier[], discount: DecimalInput = 1): PurchaseQuote {
  const gross = roundFen(amount);
  if (!gross.isPositive() || gross.isZero()) throw new RangeError('购买金额须大于0');
  const tier = tierForAmount(tiers, gross);
  if (!tier) {
    const zero = new MoneyDecimal(0);
    return { amount: gross, fee: zero, listFee: zero, net: gross, listRate: zero, rate: zero };
  }
  if (tier.rule.kind === 'fixed') {
    const fee = fixedPurchaseFee(gross, tier.rule.fee);
    return { amount: gross, fee, listFee: fee, net: gross.minus(fee), fixedFee: fee };
  }
  const { listRate, rate } = applyDiscount(tier.rule.rate, discount);
  const fee = purchaseFee(gross, rate);
  return { amount: gross, fee, listFee: purchaseFee(gross, listRate), net: gross.minus(fee), listRate, rate };
}

// Back-end charge (收费方式 B): nothing is paid when buying; the shares pay when they leave the
// holding (redemption or conversion out), at the rate of the tier of their holding years, a year
// counted as 365 days as fund contracts do. Tiers are [minYears, maxYears), no max = no upper bound.
export const DAYS_PER_HOLDING_YEAR = 365;

export interface YearTier {
  minYears: DecimalInput;
  maxYears?: DecimalInput | null;
  rate: DecimalInput;
}

export function backEndRate(tiers: readonly YearTier[], holdingDays: number): MoneyDecimal {
  const days = toDecimal(holdingDays);
  const tier = tiers.find(
    (t) =>
      days.gte(toDecimal(t.minYears).times(DAYS_PER_HOLDING_YEAR)) &&
      (t.maxYears === undefined || t.maxYears === null || days.lt(toDecimal(t.maxYears).times(DAYS_PER_HOLDING_YEAR))),
  );
  return toDecimal(tier?.rate ?? 0);
}

// The fee on the amount the shares were bought for: round(round(shares × NAV of the purchase, 2) × rate, 2).
export function backEndFee(shares: DecimalInput, purchaseNav: DecimalInput, rate: DecimalInput): MoneyDecimal {
  const r = toDecimal(rate);
  if (r.isNegative() || r.gte(1)) throw new RangeError('后端收费费率须在0到1之间');
  const nav = toDecimal(purchaseNav);
  if (!nav.isPositive() || nav.isZero()) throw new RangeError('基金净值须大于0');
  return roundFen(roundFen(toDecimal(shares).times(nav)).times(r));
}
