import { MONEY_DECIMALS, NAV_DECIMALS } from '../money/places.ts';
import { isEmpty } from '../validate/patterns.ts';
import { decimalParts, fixedText, groupThousands } from './decimal-text.ts';
import { EMPTY_DISPLAY } from './empty.ts';

export const FORMAT_TYPE_ERRORS = {
  thousands: '千分位格式化的参数须为数字或数字字符串',
  percent: '百分比格式化的参数须为数字或数字字符串',
  capital: '金额转换的参数须为数字或数字字符串',
} as const;

export interface FormatMoneyOptions {
  // §5: missing money shows "--" or "0.00元".
  fallback?: '--' | '0.00元';
  // Appended to present values, e.g. '元'.
  unit?: string;
}

// §5: 2 decimals (half up) with thousands separators.
export function formatMoney(value: unknown, options: FormatMoneyOptions = {}): string {
  if (isEmpty(value)) return options.fallback ?? EMPTY_DISPLAY;
  const parts = decimalParts(value);
  if (!parts) throw new TypeError(FORMAT_TYPE_ERRORS.thousands);
  return groupThousands(fixedText(parts, MONEY_DECIMALS)) + (options.unit ?? '');
}

// §5: values (NAV and the like) default to 4 decimals.
export function formatValue(value: unknown, decimals = NAV_DECIMALS): string {
  const parts = isEmpty(value) ? undefined : decimalParts(value);
  return parts ? fixedText(parts, decimals) : EMPTY_DISPLAY;
}
