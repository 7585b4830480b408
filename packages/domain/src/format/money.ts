import Decimal from 'decimal.js';
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
// The decimal is cut, never rounded up: a limit is never shown above its value (99,999 is 9.9万元).
export function formatLimit(value: unknown): string {
  const limit = readNumberOrNull(value);
  if (limit === null) return EMPTY_DISPLAY;
  if (limit.isZero()) return '无限额';
  if (limit.abs().lt(10000)) return `${limit.toString()}元`;
  const wan = limit.dividedBy(10000);
  return wan.isInteger() ? `${wan.toString()}万元` : `${wan.toDecimalPlaces(1, Decimal.ROUND_DOWN).toFixed(1)}万元`;
}

const LARGE_UNITS = [
  { from: 1e8, unit: '亿' },
  { from: 1e4, unit: '万' },
  { from: 1e3, unit: '千' },
  { from: 1, unit: '' },
] as const;

// §5: 亿 from 1e8, 万 from 1e4, 千 from 1e3, with 2 decimals. The unit switches at the boundary itself
// (10,000 is 1.00万, not 10.00千), and a value that rounds up to the next boundary takes the next unit.
export function formatLargeNumber(value: unknown): string {
  const number = readNumberOrNull(value);
  if (number === null) return EMPTY_DISPLAY;
  const abs = number.abs();
  let index = LARGE_UNITS.findIndex(({ from }) => abs.gte(from));
  if (index === -1) index = LARGE_UNITS.length - 1;
  const shownAbs = (i: number) => abs.dividedBy(LARGE_UNITS[i]!.from).toDecimalPlaces(2).times(LARGE_UNITS[i]!.from);
  while (index > 0 && shownAbs(index).gte(LARGE_UNITS[index - 1]!.from)) index--;
  const step = LARGE_UNITS[index]!;
  return `${fixedNoNegativeZero(number.dividedBy(step.from), 2)}${step.unit}`;
}
