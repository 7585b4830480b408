import { formatLimit, formatMoney, formatPercent } from '@fund-direct/domain/format';
import type { AmountFeeTier, HoldingFeeTier } from '@fund-direct/domain/contracts';

// Fee rates are shown without the '+' the yield formatter adds to positive values.
export function rateText(rate: string | null | undefined): string {
  return formatPercent(rate, { multiply100: true }).replace(/^\+/, '');
}

// [min, max): 100万元以下 / 100万元(含)至300万元 / 500万元(含)以上.
export function amountRangeText(tier: Pick<AmountFeeTier, 'min' | 'max'>): string {
  const min = Number(tier.min);
  if (tier.max === undefined) return `${formatLimit(tier.min)}(含)以上`;
  if (min === 0) return `${formatLimit(tier.max)}以下`;
  return `${formatLimit(tier.min)}(含)至${formatLimit(tier.max)}`;
}

export function amountFeeText(tier: AmountFeeTier): string {
  return tier.rule.kind === 'rate' ? rateText(tier.rule.rate) : `每笔${formatMoney(tier.rule.fee)}元`;
}

function daysText(days: number): string {
  return days > 0 && days % 365 === 0 ? `${days / 365}年` : `${days}天`;
}

// [minDays, maxDays) of holding.
export function holdingRangeText(tier: Pick<HoldingFeeTier, 'minDays' | 'maxDays'>): string {
  if (tier.maxDays === undefined) return `${daysText(tier.minDays)}(含)以上`;
  if (tier.minDays === 0) return `${daysText(tier.maxDays)}以内`;
  return `${daysText(tier.minDays)}(含)至${daysText(tier.maxDays)}`;
}
