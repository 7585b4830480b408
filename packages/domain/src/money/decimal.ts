import Decimal from 'decimal.js';
import { DECIMAL_TEXT } from './decimal-pattern.ts';

// A private clone: configuring it never changes the global Decimal other code may use.
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type MoneyDecimal = Decimal;

export type DecimalInput = Decimal | string | number;

export function isDecimalInput(value: unknown): value is DecimalInput {
  if (Decimal.isDecimal(value)) return (value as Decimal).isFinite();
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return DECIMAL_TEXT.test(value.trim());
  return false;
}

export function toDecimal(value: DecimalInput): MoneyDecimal {
  if (!isDecimalInput(value)) {
    throw new TypeError(`无法识别的数值：${String(value)}`);
  }
  return new MoneyDecimal(typeof value === 'string' ? value.trim() : value);
}

export function sumMoney(values: readonly DecimalInput[]): MoneyDecimal {
  return values.reduce<MoneyDecimal>((total, value) => total.plus(toDecimal(value)), new MoneyDecimal(0));
}

export function compareMoney(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1;
}

export function moneyEquals(a: DecimalInput, b: DecimalInput): boolean {
  return compareMoney(a, b) === 0;
}

export function moneyGt(a: DecimalInput, b: DecimalInput): boolean {
  return compareMoney(a, b) > 0;
}

export function moneyGte(a: DecimalInput, b: DecimalInput): boolean {
  return compareMoney(a, b) >= 0;
}

export function moneyLt(a: DecimalInput, b: DecimalInput): boolean {
  return compareMoney(a, b) < 0;
}

export function moneyLte(a: DecimalInput, b: DecimalInput): boolean {
  return compareMoney(a, b) <= 0;
}

export function isPositive(value: DecimalInput): boolean {
  return toDecimal(value).gt(0);
}

export function isZero(value: DecimalInput): boolean {
  return toDecimal(value).isZero();
}

export function minMoney(a: DecimalInput, b: DecimalInput): MoneyDecimal {
  return moneyLte(a, b) ? toDecimal(a) : toDecimal(b);
}
