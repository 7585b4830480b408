import { EMPTY_DISPLAY } from './empty.ts';
import { fixedNoNegativeZero, readNumberOrNull } from './read-number.ts';

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
