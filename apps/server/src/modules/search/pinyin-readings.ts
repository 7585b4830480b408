import type { ReadingsOf } from '@fund-direct/domain/search';
import { polyphonic } from 'pinyin-pro';

const NONE: readonly string[] = [];
const cache = new Map<string, readonly string[]>();

// Every toneless reading of one character (长 → chang, zhang), computed once per distinct character:
// building the index costs one pinyin-pro call per character of the vocabulary, not per record.
export const pinyinReadings: ReadingsOf = (char) => {
  if (char.charCodeAt(0) < 0x2e80) return NONE;
  let readings = cache.get(char);
  if (!readings) {
    const found = polyphonic(char, { type: 'array', toneType: 'none' })[0] ?? [];
    readings = [...new Set(found.map((r) => r.toLowerCase()).filter((r) => /^[a-z]+$/u.test(r)))];
    cache.set(char, readings.length > 0 ? readings : NONE);
  }
  return readings;
};
