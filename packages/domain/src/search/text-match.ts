import { PINYIN_WINDOW } from '../constants/limits.ts';
import { wordStarts } from './word-starts.ts';

// A half-open [start, end) range of UTF-16 positions in the displayed text.
export type MatchRange = [number, number];

// Ranking of §2 search results, best first (issue 5: exact code > code prefix > name prefix > pinyin-initials prefix > contains).
export const MATCH_RANK = { exactCode: 0, codePrefix: 1, namePrefix: 2, pinyinPrefix: 3, contains: 4 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

export interface TextMatch {
  rank: MatchRank;
  ranges: MatchRange[];
}

// A text ready for matching: its lowercase form, the pinyin readings of every character (the character
// itself, lowercased, for anything that is not Han) and a bitmask of the first letters each character accepts.
export interface PreparedText {
  lower: string;
  readings: readonly (readonly string[])[];
  masks: ArrayLike<number>;
  // 1 where a word of the text begins (word-starts.ts).
  wordStarts: ArrayLike<number>;
}

// Readings come from outside (the server precomputes them with pinyin-pro), so this module stays dependency-free.
export type ReadingsOf = (char: string) => readonly string[];

const CODE_A = 97;

export function letterBit(code: number): number {
  return code >= CODE_A && code < CODE_A + 26 ? 1 << (code - CODE_A) : 0;
}

function maskOf(readings: readonly string[]): number {
  let mask = 0;
  for (const reading of readings) mask |= letterBit(reading.charCodeAt(0));
  return mask;
}

// Trimmed, lowercase, without inner spaces: what users type is compared in this form.
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/gu, '');
}

// `starts` lets a caller that already knows the word starts (the server's index) skip the segmenter.
export function prepareText(text: string, readingsOf: ReadingsOf, starts?: ArrayLike<number>): PreparedText {
  const lower = text.toLowerCase();
  const readings: (readonly string[])[] = [];
  const masks = new Int32Array(lower.length);
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower[i] ?? '';
    const own = readingsOf(char);
    const list = own.length > 0 ? own : [char];
    readings.push(list);
    masks[i] = maskOf(list) | letterBit(char.charCodeAt(0));
  }
  return { lower, readings, masks, wordStarts: starts ?? wordStarts(text) };
}

const TWO_LETTER_INITIALS = ['zh', 'ch', 'sh'];

// Depth-first walk: each character is consumed as itself, a full reading, its initial (z/zh), or, for the
// last character only, a prefix of a reading. Returns the end position, or -1. §9: at most PINYIN_WINDOW characters.
function walk(text: PreparedText, query: string, start: number, at: number, pos: number): number {
  if (pos === query.length) return at;
  if (at >= text.lower.length || at - start >= PINYIN_WINDOW) return -1;
  const char = text.lower[at];
  if (query[pos] === char) {
    const end = walk(text, query, start, at + 1, pos + 1);
    if (end >= 0) return end;
  }
  const readings = text.readings[at] ?? [];
  for (const reading of readings) {
    if (reading === char) continue;
    if (query.startsWith(reading, pos)) {
      const end = walk(text, query, start, at + 1, pos + reading.length);
      if (end >= 0) return end;
    }
    if (reading.charCodeAt(0) === query.charCodeAt(pos)) {
      const end = walk(text, query, start, at + 1, pos + 1);
      if (end >= 0) return end;
      for (const initial of TWO_LETTER_INITIALS) {
        if (reading.startsWith(initial) && query.startsWith(initial, pos)) {
          const twoEnd = walk(text, query, start, at + 1, pos + 2);
          if (twoEnd >= 0) return twoEnd;
        }
      }
      // The query ends inside this reading: "zhan" still finds 张.
      const rest = query.length - pos;
      if (rest < reading.length && reading.startsWith(query.slice(pos))) return at + 1;
    }
  }
  return -1;
}

// First pinyin match of `query` (lowercase letters, digits or Han characters) in `text`, as [start, end):
// one that begins a word first (initials are typed for words: "hx" is 华夏, not 化下 inside 智能化下半场),
// else the first anywhere. `startOnly` tries the first character only (a single typed letter finds names
// that start with it).
export function matchPinyin(text: PreparedText, query: string, startOnly = false): MatchRange | null {
  const first = letterBit(query.charCodeAt(0));
  const firstChar = query[0];
  const { lower, masks, wordStarts: atWord } = text;
  const last = startOnly ? Math.min(1, lower.length) : lower.length;
  for (const wordsOnly of [true, false]) {
    for (let start = 0; start < last; start += 1) {
      if (wordsOnly !== (start === 0 || atWord[start] === 1)) continue;
      if (((masks[start] ?? 0) & first) === 0 && lower[start] !== firstChar) continue;
      const end = walk(text, query, start, start, 0);
      if (end >= 0) return [start, end];
    }
  }
  return null;
}

const HAS_LETTER = /[a-z]/u;

// §2: literal text first (Han characters, digits, letters), then pinyin for any input with letters.
// A one-letter query matches by pinyin only at the start: otherwise nearly every text would match.
export function matchText(text: PreparedText, query: string): TextMatch | null {
  if (query === '') return null;
  const at = text.lower.indexOf(query);
  if (at >= 0) return { rank: at === 0 ? MATCH_RANK.namePrefix : MATCH_RANK.contains, ranges: [[at, at + query.length]] };
  if (!HAS_LETTER.test(query)) return null;
  const range = matchPinyin(text, query, query.length === 1);
  if (!range) return null;
  // A pinyin match from the start of the name or of a word in it ranks above mid-word matches.
  const atWord = range[0] === 0 || text.wordStarts[range[0]] === 1;
  return { rank: atWord ? MATCH_RANK.pinyinPrefix : MATCH_RANK.contains, ranges: [range] };
}

// §2: numeric input highlights the matching digits of fund codes.
export function matchCode(code: string, query: string): TextMatch | null {
  if (query === '') return null;
  if (code === query) return { rank: MATCH_RANK.exactCode, ranges: [[0, code.length]] };
  const at = code.indexOf(query);
  if (at < 0) return null;
  return { rank: at === 0 ? MATCH_RANK.codePrefix : MATCH_RANK.contains, ranges: [[at, at + query.length]] };
}

export interface HighlightSegment {
  text: string;
  hit: boolean;
}

// Splits a text into plain and highlighted pieces for display (ranges may be unsorted or overlap).
export function highlightSegments(text: string, ranges: readonly MatchRange[]): HighlightSegment[] {
  const sorted = [...ranges]
    .map(([s, e]): MatchRange => [Math.max(0, s), Math.min(text.length, e)])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const [s, e] of sorted) {
    const from = Math.max(s, at);
    if (e <= from) continue;
    if (from > at) segments.push({ text: text.slice(at, from), hit: false });
    const last = segments[segments.length - 1];
    if (last?.hit && from === at) last.text += text.slice(from, e);
    else segments.push({ text: text.slice(from, e), hit: true });
    at = e;
  }
  if (at < text.length) segments.push({ text: text.slice(at), hit: false });
  return segments;
}
