import { isDecimalInput, toDecimal, type DecimalInput, type MoneyDecimal } from '../money/decimal.ts';
import { isEmpty } from '../validate/patterns.ts';

// null for an empty value (the caller shows its fallback); a Decimal for a number, a decimal
// string or a Decimal; otherwise a TypeError with the formatter's Chinese message (§8).
export function readNumber(value: unknown, typeErrorMessage: string): MoneyDecimal | null {
  if (isEmpty(value)) return null;
  if (!isDecimalInput(value)) throw new TypeError(typeErrorMessage);
  return toDecimal(value as DecimalInput);
}

// Same, but bad input reads as empty: for formatters whose display simply shows '--'.
export function readNumberOrNull(value: unknown): MoneyDecimal | null {
  return isDecimalInput(value) && !isEmpty(value) ? toDecimal(value) : null;
}

// toFixed that never prints '-0.00'.
export function fixedNoNegativeZero(value: MoneyDecimal, decimals: number): string {
  const rounded = value.toDecimalPlaces(decimals);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals);
}
