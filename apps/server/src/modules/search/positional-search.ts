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

// The lists a match is found from: the entries of `span` (1 to 3) tokens in a row starting `offset` places into
// the query. Several lists when a reading or prefix is taken as each pair of characters it can be (not ascending
// then, each list in turn); `size` is their total length. A span of 0: the list holds places where the tokens'
// letters are (a reading's first letter), which every match has but not only matches, so each token is checked.
export interface Driver {
  lists: Int32Array[];
  size: number;
  offset: number;
  span: number;
}

const one = (list: Int32Array, offset: number, span: number): Driver => ({ lists: [list], size: list.length, offset, span });

// What a query asks of each of its places: a character (KIND_CHAR, its code), a letter (KIND_LETTER, its bit), or one
// of the characters of a reading or a reading prefix (KIND_SET: marked in the place's table of `accepting`).
const KIND_CHAR = 0;
const KIND_LETTER = 1;
const KIND_SET = 2;

// One table per place of a path (at most PINYIN_WINDOW): 1 for each character the place's reading or prefix accepts,
// set while the path is searched and cleared after (a look-up instead of a search of the character's readings).
const accepting: Uint8Array[] = [];

export interface Demands {
  kinds: Uint8Array;
  keys: Int32Array;
}

// Starts kept by one search, reused by the next (read them before searching again).
let scratch = new Int32Array(1024);

// The start entries of the places that meet every demand (ascending from one list), reading the text store from each of the
// driver's entries. The driver is the rarest list of the query, so a query costs what its rarest pair or token
// costs, not what its commonest does. The checks follow the rules the lists were built with (collection-index.ts),
// and the separator after each text accepts nothing, so a match never runs into the next record.
function startsFrom(index: CollectionIndex, driver: Driver, demands: Demands): Int32Array {
  const { shift, place: placeBits, starts, units } = index.store;
  const { masks } = index.table;
  const { kinds, keys } = demands;
  const length = kinds.length;
  const { lists, offset, span, size } = driver;
  if (length === span && offset === 0 && lists.length === 1) return lists[0]!;
  if (scratch.length < size) scratch = new Int32Array(Math.max(size, scratch.length * 2));
  const out = scratch;
  let n = 0;
  for (const list of lists)
    for (let k = 0; k < list.length; k += 1) {
      const entry = list[k]!;
      const place = entry & placeBits;
      if (place < offset) continue;
      const first = starts[entry >>> shift!]! + place - offset;
      let i = 0;
      for (; i < length; i += 1) {
        if (i === offset && span > 0) {
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
        } else if (accepting[i]![code] === 0) break;
      }
      if (i >= length) out[n++] = entry - offset;
    }
  return out.subarray(0, n);
}

// The shortest of the candidates (the first on a tie).
function rarest(candidates: readonly Driver[]): Driver {
  let best = candidates[0]!;
  for (const c of candidates) if (c.size < best.size) best = c;
  return best;
}

// Calls `found(record, place)` for every place where `query` occurs literally in a text.
export function literalOccurrences(index: CollectionIndex, query: string, found: (record: number, place: number) => void): void {
  const { shift, place: placeBits } = index.store;
  if (shift === null || query.length === 0) return;
  const candidates: Driver[] = [];
  for (let i = 0; i < query.length; i += 1) {
    const code = query.charCodeAt(i);
    candidates.push(one(index.chars.get(code), i, 1));
    if (i + 1 < query.length) candidates.push(one(index.charPairs.get(code * 65536 + query.charCodeAt(i + 1)), i, 2));
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

// The characters a reading or prefix token accepts.
function codesOf(index: CollectionIndex, token: Token): readonly number[] {
  if (token.kind === 'reading') return index.table.codesOfReading[token.id] ?? [];
  if (token.kind === 'prefix') return index.table.codesOfPrefix[token.id] ?? [];
  return [];
}

// The demands of a path, one per token (a letter as its bit in a character's mask); a reading or a prefix marks its
// characters in `accepting` until `clear` is called.
function demandsOf(index: CollectionIndex, path: readonly Token[]): Demands & { clear: () => void } {
  const kinds = new Uint8Array(path.length);
  const keys = new Int32Array(path.length);
  path.forEach((token, i) => {
    kinds[i] = token.kind === 'char' ? KIND_CHAR : token.kind === 'letter' ? KIND_LETTER : KIND_SET;
    keys[i] = token.kind === 'letter' ? 1 << token.letter : token.kind === 'char' ? token.code : 0;
    if (kinds[i] !== KIND_SET) return;
    while (accepting.length <= i) accepting.push(new Uint8Array(65536));
    for (const code of codesOf(index, token)) accepting[i]![code] = 1;
  });
  const clear = () =>
    path.forEach((token, i) => {
      if (kinds[i] === KIND_SET) for (const code of codesOf(index, token)) accepting[i]![code] = 0;
    });
  return { kinds, keys, clear };
}

// Pairs of characters a reading, prefix or character followed by another can be, as their lists (null beyond
// PAIR_LISTS_MAX pairs: a short prefix such as zh stands for too many characters).
const PAIR_LISTS_MAX = 256;
function charPairLists(index: CollectionIndex, a: Token, b: Token): { lists: Int32Array[]; size: number } | null {
  const first = a.kind === 'char' ? [a.code] : codesOf(index, a);
  const second = b.kind === 'char' ? [b.code] : codesOf(index, b);
  if (first.length * second.length > PAIR_LISTS_MAX) return null;
  const lists: Int32Array[] = [];
  let size = 0;
  for (const x of first)
    for (const y of second) {
      const list = index.charPairs.get(x * 65536 + y);
      if (list.length === 0) continue;
      lists.push(list);
      size += list.length;
    }
  return { lists, size };
}

// The rarest list that proves part of the path at its place: a token's own list, two or three letters in a row, or
// two characters in a row. Null when some token is accepted nowhere (the path cannot match).
export function pathDriver(index: CollectionIndex, path: readonly Token[]): Driver | null {
  const candidates: Driver[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const a = path[i]!;
    const list = tokenLists(index, a).get(tokenKey(a));
    if (list.length === 0) return null;
    candidates.push(one(list, i, 1));
    const b = path[i + 1];
    if (b?.kind === 'letter' && a.kind === 'letter') {
      candidates.push(one(index.letterPairs.get(a.letter * 26 + b.letter), i, 2));
      const c = path[i + 2];
      if (c?.kind === 'letter') candidates.push(one(index.letterTriples.get((a.letter * 26 + b.letter) * 26 + c.letter), i, 3));
    }
    if (b?.kind === 'char' && a.kind === 'char') candidates.push(one(index.charPairs.get(a.code * 65536 + b.code), i, 2));
    else if (b && a.kind !== 'letter' && b.kind !== 'letter') {
      const pairs = charPairLists(index, a, b);
      if (pairs) candidates.push({ ...pairs, offset: i, span: 2 });
    }
  }
  // Readings and prefixes among letters: the lists of their first letters in a row (jin g li… as j g l).
  const letters = path.map((token) => letterOf(index, token));
  for (let i = 0; i + 1 < path.length; i += 1) {
    const [a, b, c] = [letters[i]!, letters[i + 1]!, letters[i + 2] ?? -1];
    if (a < 0 || b < 0) continue;
    const exact = path[i]!.kind === 'letter' && path[i + 1]!.kind === 'letter';
    if (!exact) candidates.push(one(index.letterPairs.get(a * 26 + b), i, 0));
    if (c >= 0 && !(exact && path[i + 2]!.kind === 'letter')) candidates.push(one(index.letterTriples.get((a * 26 + b) * 26 + c), i, 0));
  }
  return rarest(candidates);
}

// The letter every character accepting `token` accepts (-1: none in common, a Han character's).
function letterOf(index: CollectionIndex, token: Token): number {
  switch (token.kind) {
    case 'letter':
      return token.letter;
    case 'reading':
      return index.table.readingLetters[token.id] ?? -1;
    case 'prefix':
      return index.table.prefixLetters[token.id] ?? -1;
    case 'char':
      return token.code >= 97 && token.code < 97 + 26 ? token.code - 97 : -1;
  }
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
  const demands = demandsOf(index, path);
  const starts = startsFrom(index, driver, demands);
  demands.clear();
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
