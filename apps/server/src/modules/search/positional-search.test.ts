import { matchPinyin, prepareText } from '@fund-direct/domain/search';
import { describe, expect, it } from 'vitest';
import { CharTable } from './char-table.ts';
import { buildCollectionIndex } from './collection-index.ts';
import { pinyinReadings } from './pinyin-readings.ts';
import { FOUND, literalOccurrences, markPath, Marks, pathDriver } from './positional-search.ts';
import { queryPaths, type Token } from './query-paths.ts';

const TEXTS = ['长城重庆银行', '快乐长城', '招商银行chang', 'etf联接长', '张伟', '长长长长长长长长城', '中证300etf', '重'];

function setup() {
  const table = new CharTable(pinyinReadings);
  const index = buildCollectionIndex(TEXTS, table);
  return { table, index, marks: new Marks(TEXTS.length) };
}

const describeTokens = (table: CharTable, path: readonly Token[]) => {
  const name = (ids: Map<string, number>, id: number) => [...ids].find(([, v]) => v === id)?.[0];
  return path
    .map((t) =>
      t.kind === 'letter'
        ? String.fromCharCode(97 + t.letter)
        : t.kind === 'char'
          ? String.fromCharCode(t.code)
          : t.kind === 'reading'
            ? name(table.readingIds, t.id)
            : `${name(table.prefixIds, t.id)}…`,
    )
    .join(' ');
};

describe('query paths', () => {
  it('split a query into the syllables the walk can take, at most 7 characters long', () => {
    const { table } = setup();
    const paths = queryPaths('zhangw', table, 100)!.map((p) => describeTokens(table, p));
    // A whole reading, zh as one initial, letters one by one, and a reading prefix only as the last token.
    expect(paths).toContain('zhang w');
    expect(paths).toContain('zh… a n g w');
    expect(paths).toContain('z h a n g w');
    expect(paths).not.toContain('zhan g w');
    expect(queryPaths('c长', table, 100)!.map((p) => describeTokens(table, p))).toEqual(['c 长']);
    expect(queryPaths('zha', table, 100)!.map((p) => describeTokens(table, p))).toContain('zha…');
    // Eight letters with no longer syllable cannot fit in the window.
    expect(queryPaths('cccccccc', table, 100)).toEqual([]);
    expect(queryPaths('zhangzhangzhang', table, 2)).toBeNull();
  });
});

describe('positional search', () => {
  it('finds every literal occurrence, and nothing else', () => {
    const { index } = setup();
    for (const query of ['长城', '长', '长长长', '银行', 'etf', '300etf', 'c', '城重庆银', '行c', 'g招']) {
      const found: [number, number][] = [];
      literalOccurrences(index, query, (record, place) => found.push([record, place]));
      const expected = TEXTS.flatMap((text, r) =>
        [...text].flatMap((_, i): [number, number][] => (text.startsWith(query, i) ? [[r, i]] : [])),
      );
      expect({ query, found }).toEqual({ query, found: expected });
    }
  });

  it('marks a record exactly when the walk matches it over consecutive characters, and whether from the start', () => {
    const { index, table, marks } = setup();
    const prepared = TEXTS.map((t) => prepareText(t, pinyinReadings));
    for (const query of [
      'cc',
      'zc',
      'cq',
      'cqyh',
      'zhongqing',
      'chongqing',
      'zsyh',
      'zw',
      'zhangw',
      'kl',
      'c长',
      'etflj',
      'zz300',
      'ccccccc',
      'cccccccc',
      'chang',
      'zh',
    ]) {
      for (const path of queryPaths(query, table, 512)!) markPath(index, path, marks, false);
      const flags = TEXTS.map((_, r) => marks.flags[r]! & (FOUND.walk | FOUND.walkAtStart));
      marks.clear();
      const expected = prepared.map((text) => {
        const range = matchPinyin(text, query);
        if (!range) return 0;
        return matchPinyin(text, query, true) ? FOUND.walk | FOUND.walkAtStart : FOUND.walk;
      });
      expect({ query, flags }).toEqual({ query, flags: expected });
    }
    expect(marks.count).toBe(0);
  });

  it('lists every place where three characters in a row accept three letters', () => {
    const { index, table } = setup();
    const accepts = (ch: string | undefined, letter: string) =>
      ch !== undefined && (table.info(ch.charCodeAt(0)).mask & (1 << (letter.charCodeAt(0) - 97))) !== 0;
    for (const [a, b, c] of ['ccc', 'cqy', 'zcq', 'hcz', 'etf', 'lcc', 'zzz']) {
      const key = ((a!.charCodeAt(0) - 97) * 26 + b!.charCodeAt(0) - 97) * 26 + c!.charCodeAt(0) - 97;
      const shift = index.store.shift!;
      const listed = [...index.letterTriples.get(key)].map((e) => [e >>> shift, e & index.store.place]);
      const expected = TEXTS.flatMap((text, r) =>
        [...text].flatMap((_, i): number[][] =>
          accepts(text[i], a!) && accepts(text[i + 1], b!) && accepts(text[i + 2], c!) ? [[r, i]] : [],
        ),
      );
      expect({ key: a! + b! + c!, listed }).toEqual({ key: a! + b! + c!, listed: expected });
    }
  });

  it('finds a path from its rarest list, a pair where one is shorter, and gives up on a token accepted nowhere', () => {
    const { index, table } = setup();
    // 长城: the two characters in a row (3 places) are rarer than either alone.
    const [path] = queryPaths('长城', table, 10)!;
    const driver = pathDriver(index, path!)!;
    expect({ offset: driver.offset, span: driver.span, length: driver.size }).toEqual({ offset: 0, span: 2, length: 3 });
    // c q y h c: no list of a letter or of two or three letters in a row is shorter than the one chosen.
    const letters = queryPaths('cqyhc', table, 100)!.find((p) => p.length === 5)!;
    const ids = letters.map((t) => (t.kind === 'letter' ? t.letter : -1));
    const lengths = ids.flatMap((a, i) => [
      index.letters.get(a).length,
      ...(i + 1 < ids.length ? [index.letterPairs.get(a * 26 + ids[i + 1]!).length] : []),
      ...(i + 2 < ids.length ? [index.letterTriples.get((a * 26 + ids[i + 1]!) * 26 + ids[i + 2]!).length] : []),
    ]);
    expect(pathDriver(index, letters)!.size).toBe(Math.min(...lengths));
    // Three letters in a row have a list of their own: c c c (长长长…) is rarer than c c or c.
    const ccc = queryPaths('ccc', table, 100)!.find((p) => p.length === 3)!;
    expect(pathDriver(index, ccc)).toMatchObject({ offset: 0, span: 3 });
    // A reading followed by a prefix: the lists of the pairs of characters they can be (长城, 长成…), which hold
    // exactly the places where both are read so.
    const reading = queryPaths('changcheng', table, 100)!.find((p) => p.length === 2 && p[0]!.kind === 'reading')!;
    const pairs = pathDriver(index, reading)!;
    const reads = (ch: string | undefined, syllable: string, whole: boolean) =>
      ch !== undefined && pinyinReadings(ch).some((r) => (whole ? r === syllable : r.startsWith(syllable)));
    const places = TEXTS.flatMap((text) => [...text].filter((ch, i) => reads(ch, 'chang', true) && reads(text[i + 1], 'cheng', false)));
    expect({ offset: pairs.offset, span: pairs.span, size: pairs.size }).toEqual({ offset: 0, span: 2, size: places.length });
    expect(places.length).toBeGreaterThan(0);
    // A reading next to a letter: the places of their letters in a row (z w: 张伟 only) are rarer than 张 or w alone,
    // and may hold places that are no match (span 0: every token is checked).
    const names = buildCollectionIndex(['张伟', '伟大', '伟业', '张三', '张开', '伟人'], table);
    const zhangw = queryPaths('zhangw', table, 100)!.find((p) => p.length === 2 && p[0]!.kind === 'reading')!;
    expect(pathDriver(names, zhangw)).toMatchObject({ offset: 0, span: 0, size: 1 });
    // No character reads v: that path cannot match, whatever else is in it.
    expect(pathDriver(index, queryPaths('长v', table, 10)![0]!)).toBeNull();
  });
});
