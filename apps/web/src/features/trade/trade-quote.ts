import type { z } from 'zod';
import type { amountFare } from '@fund-direct/domain/contracts';
import { formatMoney, formatPercent } from '@fund-direct/domain/format';
import { moneyGt, moneyLt, toDecimal } from '@fund-direct/domain/money';

type AmountFare = z.infer<typeof amountFare>;

// A fee rate ('0.015') as 1.50% (the §5 percent formatter, without its plus sign).
export function rateText(rate: string | null): string {
  return formatPercent(rate, { multiply100: true }).replace(/^\+/, '');
}

export interface AmountFeeView {
  // The fee the order pays now, in 元.
  fee: string;
  // 1.50%, 固定费用, or — for the back-end charge — 0.00%.
  rate: string;
  // The list rate and fee before the discount, struck through beside; null when nothing is discounted.
  listRate: string | null;
  listFee: string | null;
}

// Front-end charge: the discounted rate with the list rate struck through beside it; a fixed fee
// (large amounts) shows as such. Back-end charge: nothing now.
export function amountFeeView(fare: AmountFare): AmountFeeView {
  const fee = formatMoney(fare.fee, { unit: '元' });
  if (fare.chargeType === 'B') return { fee, rate: rateText('0'), listRate: null, listFee: null };
  if (fare.fixedFee !== null) return { fee, rate: '固定费用', listRate: null, listFee: null };
  const discounted = moneyLt(fare.fee, fare.listFee) || (fare.rate !== null && fare.listRate !== null && moneyLt(fare.rate, fare.listRate));
  return {
    fee,
    rate: rateText(fare.rate),
    listRate: discounted && fare.listRate !== null ? rateText(fare.listRate) : null,
    listFee: discounted ? formatMoney(fare.listFee, { unit: '元' }) : null,
  };
}

// A discount of 0.1 reads 1折; '1' means none.
export function discountText(discount: string): string | null {
  const value = toDecimal(discount);
  if (!value.gt(0) || !value.lt(1)) return null;
  return `${value.times(10).toString()}折`;
}

// Shares typed against the holding's available shares (both decimal strings).
export function sharesAboveAvailable(shares: string, available: string | null): boolean {
  return available !== null && moneyGt(shares, available);
}

// Amount typed against the minimum and the largest amount one order may carry now.
export function amountOutsideLimits(amount: string, limit: { minAmount: string; maxAmount: string | null }): 'below' | 'above' | null {
  if (moneyLt(amount, limit.minAmount)) return 'below';
  if (limit.maxAmount !== null && moneyGt(amount, limit.maxAmount)) return 'above';
  return null;
}
