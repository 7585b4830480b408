import type { CollectionIndex } from './collection-index.ts';
import type { PositionalLists } from './positional-lists.ts';
import type { Token } from './query-paths.ts';

// Per-record match flags of one query, with the list of records that got any (to count and to reset).
export const FOUND = {
  walk: 1,
  walkAtStart: 2,
  literal: 4,
  literalAtStart: 8,
  exactCode: 16,
  codePrefix: 32,
  codeContains: 64,
  // The walk begins a word inside the text (collection-index wordStarts).
  walkAtWord: 128,
} as const;

export class Marks {
  readonly flags: Uint8Array;
  readonly touched: Int32Array;
  count = 0;

  constructor(size: number) {
    this.flags = new Uint8Array(size);
    this.touched = new Int32Array(size);
  }

  mark(record: number, bits: number): void {
    const before = this.flags[record]!;
    if (before === 0) this.touched[this.count++] = record;
    this.flags[record] = before | bits;
  }

  clear(): void {
    for (let i = 0; i < this.count; i += 1) this.flags[this.touched[i]!] = 0;
    this.count = 0;
  }
}

// The list a match is found from: the entries of `span` (1 to 3) tokens in a row starting `offset` places into
// the query.
export interface Driver {
  list: Int32Array;
  offset: number;
  span: number;
}

// What a query asks of each of its places: a character (KIND_CHAR, its code), a letter (KIND_LETTER, its bit), a
// reading or a reading prefix (their ids).
const KIND_CHAR = 0;
const KIND_LETTER = 1;
const KIND_READING = 2;
const KIND_PREFIX = 3;

export interface Demands {
  kinds: Uint8Array;
  keys: Int32Array;
}

// Starts kept by one search, reused by the next (read them before searching again).
let scratch = new Int32Array(1024);

const includes = (ids: Int32Array, id: number) => {
  for (let i = 0; i < ids.length; i += 1) if (ids[i] === id) return true;
  return false;
};

// The ascending start entries of the places that meet every demand, reading the text store from each of the
// driver's entries. The driver is the rarest list of the query, so a query costs what its rarest pair or token
// costs, not what its commonest does. The checks follow the rules the lists were built with (collection-index.ts),
// and the separator after each text accepts nothing, so a match never runs into the next record.
function startsFrom(index: CollectionIndex, driver: Driver, demands: Demands): Int32Array {
  const { shift, place: placeBits, starts, units } = index.store;
  const { table } = index;
  const { masks } = table;
  const { kinds, keys } = demands;
  const length = kinds.length;
  const { list, offset, span } = driver;
  if (length === span && offset === 0) return list;
  if (scratch.length < list.length) scratch = new Int32Array(Math.max(list.length, scratch.length * 2));
  const out = scratch;
  let n = 0;
  for (let k = 0; k < list.length; k += 1) {
    const entry = list[k]!;
    const place = entry & placeBits;
    if (place < offset) continue;
    const first = starts[entry >>> shift!]! + place - offset;
    let i = 0;
    for (; i < length; i += 1) {
      if (i === offset) {
        i += span - 1;
        continue;
      }
      const code = units[first + i]!;
      const key = keys[i]!;
      const kind = kinds[i]!;
      if (kind === KIND_CHAR) {
        if (code !== key) break;
      } else if (kind === KIND_LETTER) {
        if ((masks[code]! & key) === 0) break;
      } else if (!includes(kind === KIND_READING ? table.info(code).readings : table.info(code).prefixes, key)) break;
    }
    if (i >= length) out[n++] = entry - offset;
  }
  return out.subarray(0, n);
}

// The shortest of the candidates (the first on a tie).
function rarest(candidates: readonly Driver[]): Driver {
  let best = candidates[0]!;
  for (const c of candidates) if (c.list.length < best.list.length) best = c;
  return best;
}

// Calls `found(record, place)` for every place where `query` occurs literally in a text.
export function literalOccurrences(index: CollectionIndex, query: string, found: (record: number, place: number) => void): void {
  const { shift, place: placeBits } = index.store;
  if (shift === null || query.length === 0) return;
  const candidates: Driver[] = [];
  for (let i = 0; i < query.length; i += 1) {
    const code = query.charCodeAt(i);
    candidates.push({ list: index.chars.get(code), offset: i, span: 1 });
    if (i + 1 < query.length) candidates.push({ list: index.charPairs.get(code * 65536 + query.charCodeAt(i + 1)), offset: i, span: 2 });
  }
  const keys = new Int32Array(query.length);
  for (let i = 0; i < query.length; i += 1) keys[i] = query.charCodeAt(i);
  const starts = startsFrom(index, rarest(candidates), { kinds: new Uint8Array(query.length), keys });
  for (let k = 0; k < starts.length; k += 1) found(starts[k]! >>> shift, starts[k]! & placeBits);
}

export function markLiteral(index: CollectionIndex, query: string, marks: Marks, anyBit: number, startBit: number): void {
  literalOccurrences(index, query, (record, place) => marks.mark(record, place === 0 ? anyBit | startBit : anyBit));
}

function tokenLists(index: CollectionIndex, token: Token): PositionalLists {
  switch (token.kind) {
    case 'char':
      return index.chars;
    case 'letter':
      return index.letters;
    case 'reading':
      return index.readings;
    case 'prefix':
      return index.prefixes;
  }
}

function tokenKey(token: Token): number {
  switch (token.kind) {
    case 'char':
      return token.code;
    case 'letter':
      return token.letter;
    case 'reading':
    case 'prefix':
      return token.id;
  }
}

// The demands of a path, one per token (a letter as its bit in a character's mask).
function demandsOf(path: readonly Token[]): Demands {
  const kinds = new Uint8Array(path.length);
  const keys = new Int32Array(path.length);
  path.forEach((token, i) => {
    kinds[i] =
      token.kind === 'char' ? KIND_CHAR : token.kind === 'letter' ? KIND_LETTER : token.kind === 'reading' ? KIND_READING : KIND_PREFIX;
    keys[i] = token.kind === 'letter' ? 1 << token.letter : tokenKey(token);
  });
  return { kinds, keys };
}

// The rarest list that proves part of the path at its place: a token's own list, two or three letters in a row, or
// two characters in a row. Null when some token is accepted nowhere (the path cannot match).
export function pathDriver(index: CollectionIndex, path: readonly Token[]): Driver | null {
  const candidates: Driver[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const a = path[i]!;
    const list = tokenLists(index, a).get(tokenKey(a));
    if (list.length === 0) return null;
    candidates.push({ list, offset: i, span: 1 });
    const b = path[i + 1];
    if (b?.kind === 'letter' && a.kind === 'letter') {
      candidates.push({ list: index.letterPairs.get(a.letter * 26 + b.letter), offset: i, span: 2 });
      const c = path[i + 2];
      if (c?.kind === 'letter')
        candidates.push({ list: index.letterTriples.get((a.letter * 26 + b.letter) * 26 + c.letter), offset: i, span: 3 });
    }
    if (b?.kind === 'char' && a.kind === 'char')
      candidates.push({ list: index.charPairs.get(a.code * 65536 + b.code), offset: i, span: 2 });
  }
  return rarest(candidates);
}

// Marks the records where the path matches at consecutive characters: `walk`, `walkAtStart` from the first one,
// `walkAtWord` from the first character of a word inside the text.
// `startOnly` keeps matches that begin a text (a one-letter query).
export function markPath(index: CollectionIndex, path: readonly Token[], marks: Marks, startOnly: boolean): void {
  const { shift, place: placeBits } = index.store;
  if (shift === null) return;
  if (startOnly && path.length === 1 && path[0]!.kind === 'letter') {
    const list = index.firstLetters.get(path[0]!.letter);
    for (let k = 0; k < list.length; k += 1) marks.mark(list[k]! >>> shift, FOUND.walk | FOUND.walkAtStart);
    return;
  }
  const driver = pathDriver(index, path);
  if (!driver) return;
  const starts = startsFrom(index, driver, demandsOf(path));
  for (let k = 0; k < starts.length; k += 1) {
    const start = starts[k]!;
    const place = start & placeBits;
    const atStart = place === 0;
    if (startOnly && !atStart) continue;
    const record = start >>> shift;
    if (atStart) marks.mark(record, FOUND.walk | FOUND.walkAtStart);
    else marks.mark(record, index.wordStarts[index.store.starts[record]! + place] === 1 ? FOUND.walk | FOUND.walkAtWord : FOUND.walk);
  }
}
