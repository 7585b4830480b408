import { toDecimal, type DecimalInput, type MoneyDecimal } from './decimal.ts';
import { roundFen, truncShares } from './rounding.ts';

function positiveNav(nav: DecimalInput): MoneyDecimal {
  const value = toDecimal(nav);
  if (!value.isPositive() || value.isZero()) throw new RangeError('基金净值须大于0');
  return value;
}

// Confirmed purchase shares = (amount − fee) / NAV(T), truncated to 0.01 share.
export function purchaseShares(amount: DecimalInput, fee: DecimalInput, nav: DecimalInput): MoneyDecimal {
  const net = toDecimal(amount).minus(toDecimal(fee));
  if (net.isNegative()) throw new RangeError('手续费不能超过购买金额');
  return truncShares(net.dividedBy(positiveNav(nav)));
}

export interface RedemptionResult {
  gross: MoneyDecimal;
  fee: MoneyDecimal;
  net: MoneyDecimal;
}

// Redemption: gross = shares × NAV(T) and fee = gross × rate, each rounded to the fen; net = gross − fee.
export function redemptionAmount(shares: DecimalInput, nav: DecimalInput, rate: DecimalInput): RedemptionResult {
  const s = toDecimal(shares);
  if (s.isNegative()) throw new RangeError('赎回份额不能为负数');
  const r = toDecimal(rate);
  if (r.isNegative() || r.gte(1)) throw new RangeError('赎回费率须在0到1之间');
  const gross = roundFen(s.times(positiveNav(nav)));
  const fee = roundFen(gross.times(r));
  return { gross, fee, net: gross.minus(fee) };
}

// A cash dividend on the entitled shares: round(shares × cash per share, 2). Reinvested, it buys
// trunc(cash / NAV(ex-date), 2) shares at no fee (ta/steps/dividends.step.ts is its SQL).
export function dividendCash(shares: DecimalInput, cashPerShare: DecimalInput): MoneyDecimal {
  return roundFen(toDecimal(shares).times(toDecimal(cashPerShare)));
}

export function reinvestedShares(cash: DecimalInput, exDateNav: DecimalInput): MoneyDecimal {
  return truncShares(toDecimal(cash).dividedBy(positiveNav(exDateNav)));
}
