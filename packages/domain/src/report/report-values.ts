import { MoneyDecimal } from '../money/decimal.ts';

// Reading one decimal cell of a report file: the first rule it breaks, in the order staff fix them.
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

export type ReadCell = { ok: true; value: MoneyDecimal; decimals: number } | { ok: false; message: string };

export interface CellRules {
  maxDecimals: number;
  maxIntegerDigits: number;
  // 'positive': > 0; 'nonNegative': ≥ 0.
  sign: 'positive' | 'nonNegative';
  // Percent cells may carry a % sign and must not pass 100.
  percent?: boolean;
}

export function readCell(raw: string, rules: CellRules): ReadCell {
  // A number Excel formatted with thousands separators arrives quoted with its commas.
  let text = raw.trim().replace(/,/g, '');
  if (text === '') return { ok: false, message: '必须填写' };
  if (rules.percent) text = text.replace(/%$/, '').trim();
  if (!NUMBER.test(text)) return { ok: false, message: `“${raw}”不是数字` };
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > rules.maxDecimals) return { ok: false, message: `最多 ${rules.maxDecimals} 位小数` };
  const integer = (text.replace(/^[+-]/, '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '');
  if (integer.length > rules.maxIntegerDigits) return { ok: false, message: `数值过大（整数部分最多 ${rules.maxIntegerDigits} 位）` };
  const value = new MoneyDecimal(text);
  if (rules.sign === 'positive' && !value.gt(0)) return { ok: false, message: '必须大于 0' };
  if (rules.sign === 'nonNegative' && value.lt(0)) return { ok: false, message: '不能为负数' };
  if (rules.percent && value.gt(100)) return { ok: false, message: '不能超过 100' };
  return { ok: true, value, decimals };
}

// NUMERIC(20, 2) columns: money and shares.
export const MONEY_CELL: CellRules = { maxDecimals: 2, maxIntegerDigits: 16, sign: 'positive' };
export const PERCENT_CELL: CellRules = { maxDecimals: 4, maxIntegerDigits: 3, sign: 'nonNegative', percent: true };
// NUMERIC(14, 4): index points.
export const CLOSE_CELL: CellRules = { maxDecimals: 4, maxIntegerDigits: 9, sign: 'positive' };

// Half a unit of the last decimal a percent was printed with: how far it may be from the exact ratio it rounds.
export function halfUnit(decimals: number): MoneyDecimal {
  return new MoneyDecimal(5).times(new MoneyDecimal(10).pow(-(decimals + 1)));
}

// A ratio of net assets in percent (as printed) as the stored fraction, six decimals.
export const percentToRatio = (percent: MoneyDecimal) => percent.div(100).toFixed(6);

// Report dates are quarter ends: 03-31, 06-30, 09-30, 12-31.
export function isQuarterEnd(date: string): boolean {
  return ['03-31', '06-30', '09-30', '12-31'].includes(date.slice(5));
}
