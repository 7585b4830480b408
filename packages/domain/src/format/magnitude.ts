import { isEmpty } from '../validate/patterns.ts';
import { decimalParts, fixedText, shiftPoint } from './decimal-text.ts';
import { EMPTY_DISPLAY } from './empty.ts';

// Biggest first: the power of ten each unit stands for.
const LARGE_UNITS = [
  { places: 8, unit: '亿' },
  { places: 4, unit: '万' },
  { places: 3, unit: '千' },
  { places: 0, unit: '' },
] as const;

const integerDigits = (fixed: string) => fixed.replace(/^-/, '').split('.')[0]!.replace(/^0+/, '').length;

// §5: 亿 from 1e8, 万 from 1e4, 千 from 1e3, with 2 decimals. The unit switches at the boundary itself
// (10,000 is 1.00万, not 10.00千), and a value that rounds up to the next boundary takes the next unit. Worked on the
// value's digits (decimal-text.ts), not with the decimal library: fund sizes are shown on pages that load no arithmetic.
export function formatLargeNumber(value: unknown): string {
  const parts = isEmpty(value) ? undefined : decimalParts(value);
  if (!parts) return EMPTY_DISPLAY;
  let index = LARGE_UNITS.findIndex(({ places }) => parts.integer.length > places);
  if (index === -1) index = LARGE_UNITS.length - 1;
  // Shown in a unit, a value reaching the bigger unit's boundary has more integer digits than the two units differ by.
  while (index > 0) {
    const { places } = LARGE_UNITS[index]!;
    const bigger = LARGE_UNITS[index - 1]!.places;
    if (integerDigits(fixedText(shiftPoint({ ...parts, negative: false }, -places), 2)) <= bigger - places) break;
    index -= 1;
  }
  const { places, unit } = LARGE_UNITS[index]!;
  return `${fixedText(shiftPoint(parts, -places), 2)}${unit}`;
}
