import { isEmpty } from '../validate/patterns.ts';
import { decimalParts, isNonZero, plainText, shiftPoint } from './decimal-text.ts';
import { EMPTY_DISPLAY } from './empty.ts';

// §5: limits: 0 is 无限额, under 10000 in 元, from 10000 in 万元 with 1 decimal unless exact.
// The decimal is cut, never rounded up: a limit is never shown above its value (99,999 is 9.9万元).
export function formatLimit(value: unknown): string {
  const limit = isEmpty(value) ? undefined : decimalParts(value);
  if (!limit) return EMPTY_DISPLAY;
  if (!isNonZero(limit)) return '无限额';
  if (limit.integer.length <= 4) return `${plainText(limit)}元`;
  const wan = shiftPoint(limit, -4);
  if (!wan.fraction) return `${plainText(wan)}万元`;
  return `${plainText({ ...wan, fraction: '' })}.${wan.fraction[0]}万元`;
}
