import { formatLargeNumber } from '@fund-direct/domain/format';
import { rateText } from './fund-detail-format.ts';

// Sizes as the report pages of fund sites print them: 12.34亿元, 9.87亿份 (domain §5 magnitude formatter).
export const sizeText = (netAssets: string | null | undefined) => (netAssets ? `${formatLargeNumber(netAssets)}元` : '--');
export const sharesText = (shares: string | null | undefined) => (shares ? `${formatLargeNumber(shares)}份` : '--');

// A fraction of net assets as the report prints it: two decimals of a percent, no sign.
export const ratioText = (ratio: string | null | undefined) => rateText(ratio);

// The length of a bar, in percent of its track: the value over the largest drawn. Drawing only, so decimal strings become
// numbers here (as the charts do); every figure printed beside a bar comes from the decimal text itself.
export function barWidth(value: string, largest: string): string {
  const max = Number(largest);
  if (!(max > 0)) return '0%';
  return `${(Math.round((Number(value) / max) * 10_000) / 100).toFixed(2)}%`;
}

// The largest of some decimal texts, for scaling bars (drawing only).
export function largestOf(values: readonly string[]): string {
  return values.reduce((max, value) => (Number(value) > Number(max) ? value : max), '0');
}

// 2026-09-30 → 2026Q3: the short label of a quarter-end report date.
export function quarterLabel(reportDate: string): string {
  return `${reportDate.slice(0, 4)}Q${Math.ceil(Number(reportDate.slice(5, 7)) / 3)}`;
}
