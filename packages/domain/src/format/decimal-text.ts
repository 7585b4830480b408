import { DECIMAL_TEXT } from '../money/decimal-pattern.ts';

// Decimal values turned into fixed-point text without the decimal library: the public pages format NAVs, yields and
// amounts on their first load, and a page that only shows numbers should not download arithmetic it never does. The
// value is taken apart as digits, never as a float, so the text is exactly what the decimal library prints (the
// formatter tests compare the two over thousands of values).
interface Parts {
  negative: boolean;
  // No leading zeros ('' for zero).
  integer: string;
  fraction: string;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

// Plain digits of a decimal string, a finite number or a Decimal-like object (anything with isFinite and toFixed);
// undefined when the value is none of these.
export function decimalParts(value: unknown): Parts | undefined {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (isDecimalLike(value)) {
    if (!value.isFinite()) return undefined;
    text = value.toFixed();
  } else return undefined;
  // The usual text (a NAV, a rate, an amount) is read in one match; signs and exponents take the general way below.
  const plain = PLAIN_DECIMAL.exec(text);
  if (plain) {
    const [, sign, whole = '', decimals = ''] = plain;
    return { negative: sign === '-', integer: whole.replace(/^0+/, ''), fraction: decimals.replace(/0+$/, '') };
  }
  if (!DECIMAL_TEXT.test(text)) return undefined;
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '').toLowerCase();
  const [mantissa = '', exponentText] = unsigned.split('e');
  const [whole = '', decimals = ''] = mantissa.split('.');
  const digits = whole + decimals;
  const point = whole.length + Number(exponentText ?? 0);
  const integer = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  return { negative, integer: integer.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
}

function isDecimalLike(value: unknown): value is { isFinite(): boolean; toFixed(): string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { isFinite?: unknown }).isFinite === 'function' &&
    typeof (value as { toFixed?: unknown }).toFixed === 'function'
  );
}

// × 10^places (÷ for a negative count), as the percent formatter's × 100.
export function shiftPoint(parts: Parts, places: number): Parts {
  const integer = parts.integer.padStart(-places, '0');
  const fraction = parts.fraction.padEnd(places, '0');
  const point = integer.length + places;
  const digits = integer + fraction;
  return {
    negative: parts.negative,
    integer: digits.slice(0, point).replace(/^0+/, ''),
    fraction: digits.slice(point).replace(/0+$/, ''),
  };
}

// The shortest plain text of the value ('12.5', '0.003', '0'), as Decimal's toString prints it without an exponent.
export function plainText(parts: Parts): string {
  const text = `${parts.integer || '0'}${parts.fraction ? `.${parts.fraction}` : ''}`;
  return parts.negative && isNonZero(parts) ? `-${text}` : text;
}

export function isNonZero(parts: Parts): boolean {
  return /[1-9]/.test(parts.integer + parts.fraction);
}

// Adds one to a string of decimal digits.
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

// Fixed-point text rounded half up (ties away from zero, the money rule), never '-0.00'.
export function fixedText(parts: Parts, places: number): string {
  const kept = parts.integer + parts.fraction.slice(0, places).padEnd(places, '0');
  const roundUp = (parts.fraction[places] ?? '0') >= '5';
  const digits = (roundUp ? increment(kept || '0') : kept).padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places).replace(/^0+(?=\d)/, '');
  const text = places > 0 ? `${integer}.${digits.slice(digits.length - places)}` : integer;
  return parts.negative && /[1-9]/.test(digits) ? `-${text}` : text;
}

// Thousands separators on the integer part of a plain decimal string.
export function groupThousands(fixed: string): string {
  const [integer = '', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
