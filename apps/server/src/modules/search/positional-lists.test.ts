import { describe, expect, it } from 'vitest';
import { CharTable } from './char-table.ts';
import { buildCollectionIndex } from './collection-index.ts';
import { pinyinReadings } from './pinyin-readings.ts';
import { PositionalListsBuilder } from './positional-lists.ts';
import { shiftFor } from './text-store.ts';

const TEXTS = ['长城债券a', '重庆银行', 'etf联接c', '', '长长', '行长300'];

describe('positional lists', () => {
  it('keep, per key, every position in ascending order, for dense and for sparse keys', () => {
    for (const dense of [true, false]) {
      const pairs: [number, number][] = [
        [3, 1],
        [70_000, 2],
        [3, 5],
        [0, 6],
        [70_000, 9],
        [3, 9],
      ];
      const keys = dense ? pairs.map(([k, p]): [number, number] => [k % 100, p]) : pairs;
      const b = new PositionalListsBuilder(dense);
      for (const [k] of keys) b.count(k);
      b.allocate();
      for (const [k, p] of keys) b.put(k, p);
      const lists = b.build();
      const expected = new Map<number, number[]>();
      for (const [k, p] of keys) expected.set(k, [...(expected.get(k) ?? []), p]);
      for (const [k, positions] of expected) expect([...lists.get(k)]).toEqual(positions);
      expect([...lists.get(42)]).toEqual([]);
      expect(lists.entries).toBe(keys.length);
    }
  });

  it('index a collection exactly: characters, pairs, letters, readings and prefixes by position', () => {
    const table = new CharTable(pinyinReadings);
    const index = buildCollectionIndex(TEXTS, table);
    const { units, starts, shift } = index.store;
    // Every text sits at its start, followed by the separator.
    TEXTS.forEach((text, r) => {
      expect(String.fromCharCode(...units.subarray(starts[r]!, starts[r]! + text.length))).toBe(text);
      expect(units[starts[r]! + text.length]).toBe(0);
    });
    // Brute force over the texts: what each list must hold, as record << shift | place.
    const at = (r: number, i: number) => (r << shift!) | i;
    const expectList = (actual: Int32Array, want: number[]) => expect([...actual]).toEqual(want.sort((a, b) => a - b));
    const everywhere = (accept: (text: string, i: number) => boolean) =>
      TEXTS.flatMap((text, r) => [...text].flatMap((_, i) => (accept(text, i) ? [at(r, i)] : [])));
    const readingsAt = (text: string, i: number) => pinyinReadings(text[i]!);
    const letterOk = (text: string, i: number, letter: string) =>
      text[i] === letter || readingsAt(text, i).some((reading) => reading.startsWith(letter));

    expectList(
      index.chars.get('长'.charCodeAt(0)),
      everywhere((t, i) => t[i] === '长'),
    );
    expectList(
      index.charPairs.get('长'.charCodeAt(0) * 65536 + '城'.charCodeAt(0)),
      everywhere((t, i) => t.slice(i, i + 2) === '长城'),
    );
    expectList(
      index.charPairs.get('0'.charCodeAt(0) * 65536 + '0'.charCodeAt(0)),
      everywhere((t, i) => t.slice(i, i + 2) === '00'),
    );
    for (const letter of ['c', 'z', 'h', 'x', 'e', 'a']) {
      const code = letter.charCodeAt(0) - 97;
      expectList(
        index.letters.get(code),
        everywhere((t, i) => letterOk(t, i, letter)),
      );
      expectList(
        index.firstLetters.get(code),
        everywhere((t, i) => i === 0 && letterOk(t, i, letter)),
      );
    }
    // 长 reads chang and zhang: "zc" finds 长城 at its first character, "hz" finds 行长.
    for (const [a, b] of [
      ['z', 'c'],
      ['c', 'c'],
      ['h', 'z'],
      ['x', 'z'],
      ['c', 'q'],
    ] as const) {
      const key = (a.charCodeAt(0) - 97) * 26 + (b.charCodeAt(0) - 97);
      expectList(
        index.letterPairs.get(key),
        everywhere((t, i) => i + 1 < t.length && letterOk(t, i, a) && letterOk(t, i + 1, b)),
      );
    }
    expect(index.letterPairs.get(25 * 26 + 2).length).toBeGreaterThan(0);
    for (const reading of ['chang', 'zhang', 'hang', 'xing', 'qing']) {
      expectList(
        index.readings.get(table.readingIds.get(reading)!),
        everywhere((t, i) => readingsAt(t, i).includes(reading)),
      );
    }
    for (const prefix of ['zh', 'ch', 'zhan', 'ha', 'xin']) {
      expectList(
        index.prefixes.get(table.prefixIds.get(prefix)!),
        everywhere((t, i) => readingsAt(t, i).some((r) => r.startsWith(prefix))),
      );
    }
  });

  it('number places with just enough bits, and give up beyond 31 bits', () => {
    expect(shiftFor(10, 5)).toBe(3);
    expect(shiftFor(10, 8)).toBe(4);
    expect(shiftFor(110_000, 255)).toBe(8);
    expect(shiftFor(110_000, 100_000)).toBeNull();
    const long = buildCollectionIndex(['a'.repeat(40), 'ab'], new CharTable(pinyinReadings));
    expect([...long.chars.get('b'.charCodeAt(0))]).toEqual([(1 << 6) | 1]);
  });

  it('keep only the literal lists for codes', () => {
    const index = buildCollectionIndex(['000512', '100700'], new CharTable(pinyinReadings), true);
    expect([...index.chars.get('7'.charCodeAt(0))]).toEqual([(1 << index.store.shift!) | 3]);
    expect(index.letters.get(0).length + index.readings.get(0).length).toBe(0);
  });
});
