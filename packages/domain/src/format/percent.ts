import { isEmpty } from '../validate/patterns.ts';
import { decimalParts, fixedText, plainText, shiftPoint } from './decimal-text.ts';
import { EMPTY_DISPLAY } from './empty.ts';
import { FORMAT_TYPE_ERRORS } from './money.ts';

export interface FormatPercentOptions {
  // The percentage formatter of §5 multiplies a ratio (0.0123) by 100.
  multiply100?: boolean;
}

// §5: 2 decimals, '+' when positive, negative zero as 0.00%, '--' when empty.
export function formatPercent(value: unknown, options: FormatPercentOptions = {}): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  const parts = decimalParts(value);
  if (!parts) throw new TypeError(FORMAT_TYPE_ERRORS.percent);
  const text = fixedText(options.multiply100 ? shiftPoint(parts, 2) : parts, 2);
  const positive = !text.startsWith('-') && /[1-9]/.test(text);
  return `${positive ? '+' : ''}${text}%`;
}

// A percent as people type it ('12.5') as the fraction the API takes ('0.125'), digit for digit.
export function percentToFraction(percent: string): string {
  const parts = decimalParts(percent);
  if (!parts) throw new TypeError(FORMAT_TYPE_ERRORS.percent);
  return plainText(shiftPoint(parts, -2));
}
