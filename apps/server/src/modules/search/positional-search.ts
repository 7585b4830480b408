import type { CollectionIndex } from './collection-index.ts';
import { intersectAt, type Component } from './positional-intersect.ts';
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

// Lists covering every place 0..length-1: two in a row where `pairAt` has such a list, else one; a last place
// left alone shares a pair with the place before it.
function cover(length: number, pairAt: (i: number) => Component | null, oneAt: (i: number) => Component): Component[] {
  const parts: Component[] = [];
  for (let i = 0; i < length;) {
    const pair = i + 1 < length ? pairAt(i) : i > 0 ? pairAt(i - 1) : null;
    if (pair) parts.push(pair);
    else parts.push(oneAt(i));
    i += pair && pair.offset === i ? 2 : 1;
  }
  return parts;
}

// Calls `found(record, place)` for every place where `query` occurs literally in a text.
export function literalOccurrences(index: CollectionIndex, query: string, found: (record: number, place: number) => void): void {
  const { shift, place: placeBits } = index.store;
  if (shift === null) return;
  const code = (i: number) => query.charCodeAt(i);
  const parts = cover(
    query.length,
    (i) => ({ list: index.charPairs.get(code(i) * 65536 + code(i + 1)), offset: i }),
    (i) => ({ list: index.chars.get(code(i)), offset: i }),
  );
  const starts = intersectAt(parts, placeBits);
  for (let k = 0; k < starts.length; k += 1) found(starts[k]! >>> shift, starts[k]! & placeBits);
}

export function markLiteral(index: CollectionIndex, query: string, marks: Marks, anyBit: number, startBit: number): void {
  literalOccurrences(index, query, (record, place) => marks.mark(record, place === 0 ? anyBit | startBit : anyBit));
}

function tokenList(index: CollectionIndex, token: Token): Int32Array {
  switch (token.kind) {
    case 'char':
      return index.chars.get(token.code);
    case 'letter':
      return index.letters.get(token.letter);
    case 'reading':
      return index.readings.get(token.id);
    case 'prefix':
      return index.prefixes.get(token.id);
  }
}

// Lists that together prove every token of the path at its place: pairs of letters or characters in a row where
// the path has them, else each token's own list. Null when some token is accepted nowhere.
export function pathComponents(index: CollectionIndex, path: readonly Token[]): Component[] | null {
  for (const token of path) if (tokenList(index, token).length === 0) return null;
  return cover(
    path.length,
    (i) => {
      const a = path[i]!;
      const b = path[i + 1]!;
      if (a.kind === 'letter' && b.kind === 'letter') return { list: index.letterPairs.get(a.letter * 26 + b.letter), offset: i };
      if (a.kind === 'char' && b.kind === 'char') return { list: index.charPairs.get(a.code * 65536 + b.code), offset: i };
      return null;
    },
    (i) => ({ list: tokenList(index, path[i]!), offset: i }),
  );
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
  const parts = pathComponents(index, path);
  if (!parts) return;
  const starts = intersectAt(parts, placeBits);
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
