import { wordStartsInto } from '@fund-direct/domain/search';
import type { CharTable } from './char-table.ts';
import { type PositionalLists, PositionalListsBuilder } from './positional-lists.ts';
import { buildTextStore, SEPARATOR, type TextStore } from './text-store.ts';

// The positional lists of one collection's texts (or of the fund codes, `literalOnly`).
export interface CollectionIndex {
  store: TextStore;
  // What each character accepts in a walk: a query is checked against the text at the places the rarest list
  // gives (positional-search.ts) with the same rules the lists were built with.
  table: CharTable;
  // Every character, and every two characters in a row (key a * 65536 + b).
  chars: PositionalLists;
  charPairs: PositionalLists;
  // Characters accepting a one-letter token (0..25), at any position and at the start of a text;
  // and two in a row accepting two letters (a * 26 + b): the pinyin initials of adjacent characters.
  letters: PositionalLists;
  firstLetters: PositionalLists;
  letterPairs: PositionalLists;
  // Three in a row ((a * 26 + b) * 26 + c): pinyin initials are typed for words of three and four characters, whose
  // pairs of letters are common enough to cost thousands of checks a query.
  letterTriples: PositionalLists;
  // Characters with a whole reading (reading id), and with a reading starting with a prefix of 2+ letters (prefix id).
  readings: PositionalLists;
  prefixes: PositionalLists;
  // 1 at each unit of the store that begins a word of its text (domain word-starts.ts), computed once here
  // so that no query runs the word segmenter. Empty for `literalOnly`.
  wordStarts: Uint8Array;
}

// The word starts of record r as one array per character of its text (a view, no copy).
export function recordWordStarts(index: CollectionIndex, r: number): Uint8Array {
  const { starts } = index.store;
  return index.wordStarts.subarray(starts[r]!, starts[r + 1]! - 1);
}

const ALPHABET = 26;
const EMPTY = new PositionalListsBuilder(true);
EMPTY.allocate();
const NONE = EMPTY.build();

function lettersOf(mask: number, out: number[]): number {
  let n = 0;
  for (let a = 0; mask !== 0 && a < ALPHABET; a += 1, mask >>>= 1) if (mask & 1) out[n++] = a;
  return n;
}

export function buildCollectionIndex(texts: readonly string[], table: CharTable, literalOnly = false): CollectionIndex {
  const store = buildTextStore(texts);
  const { units } = store;
  const chars = new PositionalListsBuilder(true);
  const charPairs = new PositionalListsBuilder(false);
  const letters = new PositionalListsBuilder(true);
  const firstLetters = new PositionalListsBuilder(true);
  const letterPairs = new PositionalListsBuilder(true);
  const letterTriples = new PositionalListsBuilder(true);
  const readings = new PositionalListsBuilder(true);
  const prefixes = new PositionalListsBuilder(true);
  const here: number[] = [];
  const next: number[] = [];
  const third: number[] = [];

  const { starts, shift } = store;
  const pass = () => {
    // Texts too long to number their places are not listed (the search then checks them with the matcher).
    if (shift === null) return;
    for (let r = 0; r + 1 < starts.length; r += 1) {
      const from = starts[r]!;
      const to = starts[r + 1]! - 1;
      for (let at = from; at < to; at += 1) {
        const entry = (r << shift) | (at - from);
        const code = units[at]!;
        const following = units[at + 1]!;
        chars.add(code, entry);
        if (following !== SEPARATOR) charPairs.add(code * 65536 + following, entry);
        if (literalOnly) continue;
        const info = table.info(code);
        const n = lettersOf(info.mask, here);
        for (let i = 0; i < n; i += 1) {
          letters.add(here[i]!, entry);
          if (at === from) firstLetters.add(here[i]!, entry);
        }
        if (following !== SEPARATOR && n > 0) {
          const m = lettersOf(table.info(following).mask, next);
          for (let i = 0; i < n; i += 1) for (let j = 0; j < m; j += 1) letterPairs.add(here[i]! * ALPHABET + next[j]!, entry);
          const after = units[at + 2]!;
          const l = m > 0 && after !== SEPARATOR ? lettersOf(table.info(after).mask, third) : 0;
          for (let i = 0; i < n; i += 1)
            for (let j = 0; j < m; j += 1)
              for (let k = 0; k < l; k += 1) letterTriples.add((here[i]! * ALPHABET + next[j]!) * ALPHABET + third[k]!, entry);
        }
        for (let i = 0; i < info.readings.length; i += 1) readings.add(info.readings[i]!, entry);
        for (let i = 0; i < info.prefixes.length; i += 1) prefixes.add(info.prefixes[i]!, entry);
      }
    }
  };
  const atWord = new Uint8Array(literalOnly ? 0 : units.length);
  if (!literalOnly) wordStartsInto(texts, atWord, starts);
  pass();
  for (const b of [chars, charPairs, letters, firstLetters, letterPairs, letterTriples, readings, prefixes]) b.allocate();
  pass();
  return {
    store,
    table,
    chars: chars.build(),
    charPairs: charPairs.build(),
    letters: literalOnly ? NONE : letters.build(),
    firstLetters: literalOnly ? NONE : firstLetters.build(),
    letterPairs: literalOnly ? NONE : letterPairs.build(),
    letterTriples: literalOnly ? NONE : letterTriples.build(),
    readings: literalOnly ? NONE : readings.build(),
    prefixes: literalOnly ? NONE : prefixes.build(),
    wordStarts: atWord,
  };
}
