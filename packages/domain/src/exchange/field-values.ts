import { ExchangeFieldError } from './exchange-field-error.ts';
import type { FieldSpec } from './layouts.ts';

// Text values of the protocol's field types; GB18030 byte lengths are the codec's part (it owns the encoder).

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const DIGITS = /^\d+$/;

// N: an unsigned decimal string such as "1.2345" becomes `length` digits with `decimals` implied places.
// A fraction beyond the field's places is refused unless it is only zeros: a file never rounds money.
export function numericToDigits(spec: FieldSpec, value: string): string {
  const text = value.trim();
  if (text === '') return '0'.repeat(spec.length);
  if (text.startsWith('-')) throw new ExchangeFieldError(spec.name, `不能为负数（${text}）`);
  const match = PLAIN_DECIMAL.exec(text.startsWith('+') ? text.slice(1) : text);
  if (!match) throw new ExchangeFieldError(spec.name, `不是数字（${text}）`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(spec.decimals))) {
    throw new ExchangeFieldError(spec.name, `小数位超过${spec.decimals}位（${text}）`);
  }
  const digits = (whole + fraction.slice(0, spec.decimals).padEnd(spec.decimals, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > spec.length) throw new ExchangeFieldError(spec.name, `超过${spec.length}位数字（${text}）`);
  return digits.padStart(spec.length, '0');
}

// N read back: "0000000000100050" with 2 places is "1000.50".
export function digitsToNumeric(spec: FieldSpec, digits: string): string {
  if (!DIGITS.test(digits)) throw new ExchangeFieldError(spec.name, `数值字段只能是数字（${digits}）`);
  const padded = digits.padStart(spec.decimals + 1, '0');
  const whole = padded.slice(0, padded.length - spec.decimals).replace(/^0+(?=\d)/, '');
  return spec.decimals === 0 ? whole : `${whole}.${padded.slice(padded.length - spec.decimals)}`;
}

// A: digits only (an empty value is blank in the file).
export function checkDigitText(spec: FieldSpec, value: string): void {
  if (value !== '' && !DIGITS.test(value)) throw new ExchangeFieldError(spec.name, `只能是数字（${value}）`);
}

// C and A: a line break inside a value would cut the record in two.
export function checkSingleLine(spec: FieldSpec, value: string): void {
  if (/[\r\n]/.test(value)) throw new ExchangeFieldError(spec.name, '不能含换行符');
}
