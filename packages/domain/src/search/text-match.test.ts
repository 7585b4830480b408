import { describe, expect, it } from 'vitest';
import {
  highlightSegments,
  MATCH_RANK,
  matchCode,
  matchPinyin,
  matchText,
  normalizeKeyword,
  prepareText,
  type ReadingsOf,
} from './index.ts';

// A small reading table standing in for pinyin-pro: 长 and 重 and 行 are polyphones.
const TABLE: Record<string, string[]> = {
  长: ['chang', 'zhang'],
  城: ['cheng'],
  沣: ['feng'],
  泽: ['ze'],
  成: ['cheng'],
  基: ['ji'],
  金: ['jin'],
  重: ['zhong', 'chong'],
  庆: ['qing'],
  行: ['xing', 'hang'],
  业: ['ye'],
  精: ['jing'],
  选: ['xuan'],
  混: ['hun'],
  合: ['he'],
  张: ['zhang'],
  伟: ['wei'],
  中: ['zhong'],
  证: ['zheng'],
  指: ['zhi'],
  数: ['shu'],
  一: ['yi'],
  二: ['er'],
  三: ['san'],
  四: ['si'],
  五: ['wu'],
  六: ['liu'],
  七: ['qi'],
  八: ['ba'],
};
const readingsOf: ReadingsOf = (char) => TABLE[char] ?? [];
const prep = (text: string) => prepareText(text, readingsOf);

describe('matchText: pinyin', () => {
  it('matches full pinyin and marks the characters it covers; the word 成长 ranks as a pinyin prefix', () => {
    expect(matchText(prep('沣泽成长混合'), 'chengzhang')).toEqual({ rank: MATCH_RANK.pinyinPrefix, ranges: [[2, 4]] });
  });

  it('matches initials, at the start as a pinyin prefix', () => {
    expect(matchText(prep('沣泽成长混合'), 'fzcc')).toEqual({ rank: MATCH_RANK.pinyinPrefix, ranges: [[0, 4]] });
  });

  it('matches a polyphone by any reading (长城: cc and zc)', () => {
    expect(matchText(prep('长城精选'), 'cc')?.ranges).toEqual([[0, 2]]);
    expect(matchText(prep('长城精选'), 'zc')?.ranges).toEqual([[0, 2]]);
    expect(matchText(prep('重庆行业'), 'cqhy')?.ranges).toEqual([[0, 4]]);
    expect(matchText(prep('重庆行业'), 'zqxy')?.ranges).toEqual([[0, 4]]);
  });

  it('mixes full readings, initials and a partly typed last syllable', () => {
    expect(matchText(prep('沣泽成长混合'), 'fengzecz')?.ranges).toEqual([[0, 4]]);
    expect(matchText(prep('张伟'), 'zhangw')?.ranges).toEqual([[0, 2]]);
    expect(matchText(prep('张伟'), 'zhan')?.ranges).toEqual([[0, 1]]);
    expect(matchText(prep('长城精选'), 'zhc')?.ranges).toEqual([[0, 2]]);
  });

  it('mixes Han characters with letters', () => {
    expect(matchText(prep('沣泽成长混合'), '成z')?.ranges).toEqual([[2, 4]]);
    expect(matchText(prep('沣泽成长混合'), 'c长h')?.ranges).toEqual([[2, 5]]);
  });

  it('keeps a pinyin match within a window of 7 characters (§9)', () => {
    const text = prep('一二三四五六七八');
    expect(matchText(text, 'yesswlq')?.ranges).toEqual([[0, 7]]);
    expect(matchText(text, 'yesswlqb')).toBeNull();
    expect(matchText(text, 'esswlqb')?.ranges).toEqual([[1, 8]]);
  });

  it('matches a single letter by pinyin only at the start of the text', () => {
    expect(matchText(prep('长城精选'), 'z')?.ranges).toEqual([[0, 1]]);
    expect(matchText(prep('长城精选'), 'j')).toBeNull();
    expect(matchText(prep('长城精选A'), 'a')?.ranges).toEqual([[4, 5]]);
  });

  it('finds nothing for letters that no reading spells', () => {
    expect(matchText(prep('沣泽成长混合'), 'xyz')).toBeNull();
    expect(matchPinyin(prep('沣泽成长混合'), 'fzq')).toBeNull();
  });
});

describe('matchText: literal', () => {
  it('ranks a name prefix above a contained match', () => {
    expect(matchText(prep('沣泽成长混合'), '沣泽')).toEqual({ rank: MATCH_RANK.namePrefix, ranges: [[0, 2]] });
    expect(matchText(prep('沣泽成长混合'), '成长')).toEqual({ rank: MATCH_RANK.contains, ranges: [[2, 4]] });
  });

  it('matches digits and Latin letters in the name, case-insensitively', () => {
    expect(matchText(prep('沣泽中证500指数A'), '500')?.ranges).toEqual([[4, 7]]);
    expect(matchText(prep('沣泽中证500ETF联接'), 'etf')?.ranges).toEqual([[7, 10]]);
    expect(matchText(prep('沣泽中证500指数A'), 'zz500')?.ranges).toEqual([[2, 7]]);
  });

  it('matches nothing for an empty query or absent digits', () => {
    expect(matchText(prep('沣泽成长混合'), '')).toBeNull();
    expect(matchText(prep('沣泽成长混合'), '123')).toBeNull();
  });
});

describe('matchCode', () => {
  it('ranks exact code, then code prefix, then contained digits', () => {
    expect(matchCode('008001', '008001')).toEqual({ rank: MATCH_RANK.exactCode, ranges: [[0, 6]] });
    expect(matchCode('008001', '0080')).toEqual({ rank: MATCH_RANK.codePrefix, ranges: [[0, 4]] });
    expect(matchCode('008001', '800')).toEqual({ rank: MATCH_RANK.contains, ranges: [[2, 5]] });
    expect(matchCode('008001', '9')).toBeNull();
  });
});

describe('highlightSegments', () => {
  it('splits a text into plain and highlighted pieces', () => {
    expect(highlightSegments('沣泽成长混合', [[2, 4]])).toEqual([
      { text: '沣泽', hit: false },
      { text: '成长', hit: true },
      { text: '混合', hit: false },
    ]);
  });

  it('merges overlapping ranges and clamps to the text', () => {
    expect(
      highlightSegments('008001', [
        [3, 9],
        [0, 2],
        [1, 4],
      ]),
    ).toEqual([{ text: '008001', hit: true }]);
  });
});

describe('normalizeKeyword', () => {
  it('trims, lowercases and drops inner spaces', () => {
    expect(normalizeKeyword('  Zhang Wei ')).toBe('zhangwei');
  });
});
