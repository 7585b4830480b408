import { ROUNDING } from '../money/rounding.ts';
import { EMPTY_DISPLAY, fixedNoNegativeZero, groupThousands, readNumber, readNumberOrNull } from './read-number.ts';

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
  const amount = readNumber(value, FORMAT_TYPE_ERRORS.thousands);
  if (amount === null) return options.fallback ?? EMPTY_DISPLAY;
  return groupThousands(fixedNoNegativeZero(amount, ROUNDING.money.decimals)) + (options.unit ?? '');
}

// §5: values (NAV and the like) default to 4 decimals.
export function formatValue(value: unknown, decimals = 4): string {
  const number = readNumberOrNull(value);
  return number === null ? EMPTY_DISPLAY : fixedNoNegativeZero(number, decimals);
}

// §5: limits: 0 is 无限额, under 10000 in 元, from 10000 in 万元 with 1 decimal unless exact.
export function formatLimit(value: unknown): string {
  const limit = readNumberOrNull(value);
  if (limit === null) return EMPTY_DISPLAY;
  if (limit.isZero()) return '无限额';
  if (limit.abs().lt(10000)) return `${limit.toString()}元`;
  const wan = limit.dividedBy(10000);
  return wan.isInteger() ? `${wan.toString()}万元` : `${fixedNoNegativeZero(wan, 1)}万元`;
}

const LARGE_UNITS = [
  { above: 1e8, unit: '亿' },
  { above: 1e4, unit: '万' },
  { above: 1e3, unit: '千' },
] as const;

// §5: above 1e8 as 亿, above 1e4 as 万, above 1e3 as 千, with 2 decimals.
export function formatLargeNumber(value: unknown): string {
  const number = readNumberOrNull(value);
  if (number === null) return EMPTY_DISPLAY;
  const step = LARGE_UNITS.find(({ above }) => number.abs().gt(above));
  if (!step) return fixedNoNegativeZero(number, 2);
  return `${fixedNoNegativeZero(number.dividedBy(step.above), 2)}${step.unit}`;
}
