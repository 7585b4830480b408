import { PINYIN_WINDOW } from '@fund-direct/domain/constants';
import { MATCH_RANK } from '@fund-direct/domain/search';
import { codesWithPrefix, get, type Postings } from './posting-lists.ts';
import { intersectAll, NO_IDS, union, unionAll } from './sorted-ids.ts';

// The readings seen by the index: whole readings and every prefix of one (z, zh, zha, zhan, zhang).
export interface Vocabulary {
  readings: Set<string>;
  prefixes: Set<string>;
}

// Which records to hand to the exact matcher (domain text-match) for one query.
export interface Plan {
  // Every record that can match, ascending (a superset: the matcher decides).
  candidates: Int32Array;
  // The exact number of matches when the lists alone give it (1-character and 2-letter queries), else null.
  total: number | null;
  // With a known total: per rank, ascending ids that include every record of that rank (null: none has it).
  rankLists: (Int32Array | null)[];
}

const A = 97;
const isLetter = (code: number) => code >= A && code < A + 26;
const LETTERS = /^[a-z]+$/u;
const DIGITS = /^\d+$/u;
const TWO_LETTER_INITIALS = new Set(['zh', 'ch', 'sh']);
// Beyond this many ways to split a pinyin query into syllables, a looser filter is used.
const MAX_PATHS = 64;
// Larger code-prefix ranges are not materialised; the candidates are checked instead.
const MAX_CODE_RANGE = 2000;

const pair = (a: string, b: string) => (a.charCodeAt(0) - A) * 26 + (b.charCodeAt(0) - A);

// The ways the matcher's walk can consume a letters-only query: one syllable token per character (§9: at
// most PINYIN_WINDOW characters). A token is one letter, zh/ch/sh, a whole reading, or (last) a reading's prefix.
function syllablePaths(query: string, vocab: Vocabulary): string[][] | null {
  const paths: string[][] = [];
  const tokens: string[] = [];
  let overflow = false;
  const visit = (pos: number) => {
    if (overflow) return;
    if (pos === query.length) {
      if (paths.length >= MAX_PATHS) overflow = true;
      else paths.push([...tokens]);
      return;
    }
    if (tokens.length >= PINYIN_WINDOW) return;
    for (let end = pos + 1; end <= query.length; end += 1) {
      const token = query.slice(pos, end);
      if (token.length > 1 && !vocab.prefixes.has(token)) break;
      const last = end === query.length;
      if (token.length === 1 || last || vocab.readings.has(token) || TWO_LETTER_INITIALS.has(token)) {
        tokens.push(token);
        visit(end);
        tokens.pop();
      }
    }
  };
  visit(0);
  return overflow ? null : paths;
}

// Records that have, at consecutive positions, characters accepting each token of one path.
function pathCandidates(p: Postings, tokens: readonly string[]): Int32Array {
  const lists: Int32Array[] = [];
  tokens.forEach((token, i) => {
    if (token.length > 1) lists.push(get(p.readingPrefixes, token));
    const next = tokens[i + 1];
    if (next !== undefined) lists.push(get(p.pairs, pair(token, next)));
  });
  if (lists.length === 0) return get(p.initials, tokens[0]!.charCodeAt(0) - A);
  return intersectAll(lists);
}

// The literal path for letters: the letters in a row set the same pair bits as initials do.
function literalLetters(p: Postings, query: string): Int32Array {
  const lists: Int32Array[] = [];
  for (let i = 0; i + 1 < query.length; i += 1) lists.push(get(p.pairs, pair(query[i]!, query[i + 1]!)));
  return intersectAll(lists);
}

function letterCandidates(p: Postings, query: string, vocab: Vocabulary): Int32Array {
  const paths = syllablePaths(query, vocab);
  let found: Int32Array;
  if (paths) found = unionAll(paths.map((tokens) => pathCandidates(p, tokens)));
  else {
    // Too many splits: only the first syllable's ways into the second character, or the whole query in one reading.
    const lists: Int32Array[] = [];
    for (let k = 1; k < query.length; k += 1) {
      if (k > 1 && !vocab.prefixes.has(query.slice(0, k))) break;
      lists.push(get(p.pairs, pair(query[0]!, query[k]!)));
    }
    lists.push(get(p.readingPrefixes, query));
    found = unionAll(lists);
  }
  return query.length > PINYIN_WINDOW ? union(found, literalLetters(p, query)) : found;
}

// Han characters, digits and other signs are matched literally in both paths; a letter that follows one starts a syllable.
function mixedCandidates(p: Postings, query: string): Int32Array {
  const lists: Int32Array[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < query.length; i += 1) {
    const code = query.charCodeAt(i);
    if (!isLetter(code)) {
      if (!seen.has(code)) lists.push(get(p.chars, code));
      seen.add(code);
    } else if (i === 0 || !isLetter(query.charCodeAt(i - 1))) lists.push(get(p.initials, code - A));
  }
  return intersectAll(lists);
}

function codeCandidates(p: Postings, query: string): Int32Array {
  const codes = p.codes;
  if (!codes) return NO_IDS;
  return intersectAll([...new Set(query)].map((c) => get(codes.chars, c.charCodeAt(0))));
}

export function planQuery(p: Postings, query: string, vocab: Vocabulary): Plan {
  const q0 = query.charCodeAt(0);
  const digits = p.codes !== null && DIGITS.test(query);
  const hasLetter = /[a-z]/u.test(query);
  let candidates: Int32Array;
  let total: number | null = null;
  if (query.length === 1) {
    // One character: a literal hit anywhere, a letter as the first initial, a digit anywhere in a fund code.
    candidates = get(p.chars, q0);
    if (isLetter(q0)) candidates = union(candidates, get(p.firstInitials, q0 - A));
    if (digits) candidates = union(candidates, codeCandidates(p, query));
    total = candidates.length;
  } else if (query.length === 2 && LETTERS.test(query)) {
    // Two letters: two initials in a row, or one reading starting with both (zh, ai); literal letters set the pair too.
    candidates = union(get(p.pairs, pair(query[0]!, query[1]!)), get(p.readingPrefixes, query));
    total = candidates.length;
  } else if (LETTERS.test(query)) candidates = letterCandidates(p, query, vocab);
  else {
    candidates = mixedCandidates(p, query);
    if (digits) candidates = union(candidates, codeCandidates(p, query));
  }
  if (total === null) return { candidates, total, rankLists: [] };
  const narrow = (list: Int32Array) => (list.length > 64 ? intersectAll([list, candidates]) : list);
  const codeRange = digits && p.codes ? codesWithPrefix(p.codes, query, MAX_CODE_RANGE) : null;
  const rankLists: (Int32Array | null)[] = [];
  rankLists[MATCH_RANK.exactCode] = digits ? (codeRange ?? candidates) : null;
  rankLists[MATCH_RANK.codePrefix] = digits ? (codeRange ?? candidates) : null;
  rankLists[MATCH_RANK.namePrefix] = narrow(get(p.firstChars, q0));
  rankLists[MATCH_RANK.pinyinPrefix] = hasLetter ? narrow(isLetter(q0) ? get(p.firstInitials, q0 - A) : get(p.firstChars, q0)) : null;
  rankLists[MATCH_RANK.contains] = candidates;
  return { candidates, total, rankLists };
}
