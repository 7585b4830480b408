import { MoneyDecimal } from '../money/decimal.ts';

// Reading one decimal cell: the first rule it breaks, in the order staff fix them.
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
export const NAV_MAX_DECIMALS = 4;
// The columns hold at most 8 integer digits (NUMERIC(12,4)); no real NAV comes near a million.
const MAX_INTEGER_DIGITS = 6;

export type DecimalCell = { ok: true; value: MoneyDecimal } | { ok: false; message: string };

export function readDecimalCell(raw: string | undefined, rules: { positive: boolean; percent?: boolean }): DecimalCell | null {
  let text = (raw ?? '').trim();
  if (text === '') return null;
  if (rules.percent) text = text.replace(/%$/, '').trim();
  if (!NUMBER.test(text)) return { ok: false, message: `“${raw ?? ''}”不是数字` };
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > NAV_MAX_DECIMALS) return { ok: false, message: `最多 ${NAV_MAX_DECIMALS} 位小数` };
  if ((text.replace(/^[+-]/, '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS)
    return { ok: false, message: `数值过大（整数部分最多 ${MAX_INTEGER_DIGITS} 位）` };
  const value = new MoneyDecimal(text);
  if (rules.positive && !value.gt(0)) return { ok: false, message: '必须大于 0' };
  return { ok: true, value };
}

// A day-over-day move as a fraction. The accumulated NAV carries the dividends paid, so its change over the previous
// unit NAV is the day's return even on an ex-dividend day (when the unit NAV drops by the dividend).
export function dayMove(
  today: { unitNav: string; accNav: string },
  previous: { unitNav: string | null; accNav: string | null },
): MoneyDecimal | null {
  if (!previous.unitNav || !new MoneyDecimal(previous.unitNav).gt(0)) return null;
  const base = new MoneyDecimal(previous.unitNav);
  const gain = previous.accNav ? new MoneyDecimal(today.accNav).minus(previous.accNav) : new MoneyDecimal(today.unitNav).minus(base);
  return gain.div(base);
}

export const percentText = (fraction: MoneyDecimal) => `${fraction.times(100).toFixed(2)}%`;
