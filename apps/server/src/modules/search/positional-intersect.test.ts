import { describe, expect, it } from 'vitest';
import { intersectAt } from './positional-intersect.ts';

// Entries as record << 4 | place.
const SHIFT = 4;
const PLACE = 15;
const e = (record: number, place: number) => (record << SHIFT) | place;
const list = (...entries: number[]) => Int32Array.from(entries);

describe('intersectAt', () => {
  it('keeps the starts where each list holds the entry its offset further on, in the same record', () => {
    const a = list(e(0, 0), e(0, 5), e(1, 2), e(2, 0), e(3, 7));
    const b = list(e(0, 1), e(0, 7), e(1, 3), e(2, 2), e(3, 8));
    // a at start, b one place later.
    expect([
      ...intersectAt(
        [
          { list: a, offset: 0 },
          { list: b, offset: 1 },
        ],
        PLACE,
      ),
    ]).toEqual([e(0, 0), e(1, 2), e(3, 7)]);
    // Either list may drive: the answer does not depend on which is smaller.
    const bigger = list(...b, e(4, 1), e(5, 1), e(6, 1));
    expect([
      ...intersectAt(
        [
          { list: bigger, offset: 1 },
          { list: a, offset: 0 },
        ],
        PLACE,
      ),
    ]).toEqual([e(0, 0), e(1, 2), e(3, 7)]);
  });

  it('never starts before the first place, nor runs into the next record', () => {
    // b at offset 1 holds place 0 of record 1: no start at place -1.
    expect([...intersectAt([{ list: list(e(1, 0)), offset: 1 }], PLACE)]).toEqual([]);
    // A start at the last place of record 0 plus 1 would be record 1's place 0 in raw numbers.
    const a = list(e(0, 15));
    const b = list(e(1, 0));
    expect([
      ...intersectAt(
        [
          { list: a, offset: 0 },
          { list: b, offset: 1 },
        ],
        PLACE,
      ),
    ]).toEqual([]);
  });

  it('agrees with checking every start by hand on random lists', () => {
    let state = 3;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 50; round += 1) {
      const sets = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const entries = new Set<number>();
        for (let k = 0; k < 40; k += 1) entries.add(e(Math.floor(next() * 6), Math.floor(next() * 16)));
        return [...entries].sort((x, y) => x - y);
      });
      const offsets = sets.map(() => Math.floor(next() * 4));
      const expected: number[] = [];
      for (let r = 0; r < 6; r += 1) {
        for (let p = 0; p < 16; p += 1) {
          if (sets.every((set, i) => p + offsets[i]! < 16 && set.includes(e(r, p + offsets[i]!)))) expected.push(e(r, p));
        }
      }
      const got = intersectAt(
        sets.map((set, i) => ({ list: Int32Array.from(set), offset: offsets[i]! })),
        PLACE,
      );
      expect([...got]).toEqual(expected);
    }
  });
});
