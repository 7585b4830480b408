import type { PreparedText } from '@fund-direct/domain/search';
import { IdListBuilder, NO_IDS } from './sorted-ids.ts';

// Inverted lists of one collection: each key maps to the ascending ids of the records that have it.
// Letters are 0..25; a pair of letters is a * 26 + b.
export interface Postings {
  // Every character (UTF-16 unit) of the lowercase text, and the first one.
  chars: Map<number, Int32Array>;
  firstChars: Map<number, Int32Array>;
  // A character at any position / at position 0 accepting the letter (a reading's first letter, or the letter itself).
  initials: Map<number, Int32Array>;
  firstInitials: Map<number, Int32Array>;
  // Adjacent characters accepting the two letters: the pinyin initials of two characters in a row.
  pairs: Map<number, Int32Array>;
  // A character with a reading starting with this string (2 letters or more: zh, zha, zhan, zhang).
  readingPrefixes: Map<string, Int32Array>;
  // Fund codes: their characters, and the ids ordered by code for prefix lookups.
  codes: CodePostings | null;
}

export interface CodePostings {
  codes: readonly string[];
  chars: Map<number, Int32Array>;
  byCode: Int32Array;
}

export const get = <K>(map: Map<K, Int32Array>, key: K): Int32Array => map.get(key) ?? NO_IDS;

const lettersCache = new Map<number, number[]>();
export function lettersOf(mask: number): number[] {
  let out = lettersCache.get(mask);
  if (!out) {
    out = [];
    for (let i = 0; i < 26; i += 1) if (mask & (1 << i)) out.push(i);
    lettersCache.set(mask, out);
  }
  return out;
}

const NONE: readonly string[] = [];
const prefixCache = new Map<string, readonly string[]>();
// The prefixes of 2 letters or more of a reading, computed once per distinct reading.
function longPrefixes(reading: string): readonly string[] {
  let out = prefixCache.get(reading);
  if (!out) {
    out = reading.length < 2 || !/^[a-z]+$/u.test(reading) ? NONE : Array.from({ length: reading.length - 1 }, (_, k) => reading.slice(0, k + 2));
    prefixCache.set(reading, out);
  }
  return out;
}

export function buildPostings(texts: readonly PreparedText[], codes: readonly string[] | null): Postings {
  const chars = new IdListBuilder<number>();
  const firstChars = new IdListBuilder<number>();
  const initials = new IdListBuilder<number>();
  const firstInitials = new IdListBuilder<number>();
  const pairs = new IdListBuilder<number>();
  const prefixes = new IdListBuilder<string>();
  texts.forEach((text, r) => {
    const { lower, masks, readings } = text;
    for (let i = 0; i < lower.length; i += 1) {
      const code = lower.charCodeAt(i);
      chars.add(code, r);
      const letters = lettersOf(masks[i] ?? 0);
      for (const a of letters) initials.add(a, r);
      if (i === 0) {
        firstChars.add(code, r);
        for (const a of letters) firstInitials.add(a, r);
      }
      if (i + 1 < lower.length) {
        const next = lettersOf(masks[i + 1] ?? 0);
        for (const a of letters) for (const b of next) pairs.add(a * 26 + b, r);
      }
      for (const reading of readings[i] ?? []) for (const prefix of longPrefixes(reading)) prefixes.add(prefix, r);
    }
  });
  return {
    chars: chars.build(),
    firstChars: firstChars.build(),
    initials: initials.build(),
    firstInitials: firstInitials.build(),
    pairs: pairs.build(),
    readingPrefixes: prefixes.build(),
    codes: codes ? buildCodePostings(codes) : null,
  };
}

function buildCodePostings(codes: readonly string[]): CodePostings {
  const chars = new IdListBuilder<number>();
  codes.forEach((code, r) => {
    for (let i = 0; i < code.length; i += 1) chars.add(code.charCodeAt(i), r);
  });
  const byCode = Int32Array.from(codes.keys()).sort((a, b) => {
    const x = codes[a]!;
    const y = codes[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return { codes, chars: chars.build(), byCode };
}

// Ids of the codes starting with `prefix`, ascending, or null when there are more than `max` of them.
export function codesWithPrefix(p: CodePostings, prefix: string, max: number): Int32Array | null {
  const { codes, byCode } = p;
  let lo = 0;
  let hi = byCode.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[byCode[mid]!]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < byCode.length && codes[byCode[end]!]!.startsWith(prefix)) {
    end += 1;
    if (end - lo > max) return null;
  }
  return byCode.slice(lo, end).sort();
}
