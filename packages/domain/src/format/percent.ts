import { FORMAT_TYPE_ERRORS } from './money.ts';
import { EMPTY_DISPLAY, fixedNoNegativeZero, readNumber } from './read-number.ts';

export interface FormatPercentOptions {
  // The percentage formatter of §5 multiplies a ratio (0.0123) by 100.
  multiply100?: boolean;
}

// §5: 2 decimals, '+' when positive, negative zero as 0.00%, '--' when empty.
export function formatPercent(value: unknown, options: FormatPercentOptions = {}): string {
  const number = readNumber(value, FORMAT_TYPE_ERRORS.percent);
  if (number === null) return EMPTY_DISPLAY;
  const text = fixedNoNegativeZero(options.multiply100 ? number.times(100) : number, 2);
  const positive = !text.startsWith('-') && /[1-9]/.test(text);
  return `${positive ? '+' : ''}${text}%`;
}
