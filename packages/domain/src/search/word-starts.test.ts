import { describe, expect, it } from 'vitest';
import { wordStarts, wordStartsInto } from './word-starts.ts';

// Texts as varied as the site's: fund names, titles with Latin letters, digits, punctuation, full-width forms, kana.
const PIECES = [
  '华夏',
  '成长',
  '混合',
  '智能化下半场',
  '长城核心',
  '债券',
  'ETF',
  '联接',
  'A',
  'C',
  '2025',
  '年',
  '第3季度',
  '报告',
  '（',
  '）',
  '·',
  ' ',
  '-',
  '科技创新',
  '沪深300',
  '指数',
  '增强',
  'LOF',
  '货币',
  '的',
  '投资',
  '策略',
  'カード',
  'の',
  '見通し',
  '〇',
  '々',
  'QDII',
  '全球',
  '医疗',
  '保健',
  '：',
  '，',
  '中证500',
  'ａｂ',
  '１２',
  '红利',
  '低波',
];

function texts(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, () => Array.from({ length: 1 + (next() % 7) }, () => PIECES[next() % PIECES.length]).join(''));
}

describe('word starts of many texts at once (wordStartsInto)', () => {
  it('marks exactly what wordStarts marks for each text, at each text’s offset', () => {
    const all = [...texts(3000), '', '华', 'a', '华夏成长混合', '智能化下半场'];
    const offsets: number[] = [];
    let total = 0;
    for (const text of all) {
      offsets.push(total);
      total += text.length + 1;
    }
    const starts = new Uint8Array(total);
    wordStartsInto(all, starts, offsets);
    all.forEach((text, r) => {
      expect([...starts.subarray(offsets[r], offsets[r]! + text.length)], text).toEqual([...wordStarts(text)]);
    });
    // The places between texts stay unmarked.
    expect(offsets.slice(1).every((offset) => starts[offset - 1] === 0)).toBe(true);
  });

  it('reads the dictionary’s words inside a run, not single characters', () => {
    const starts = new Uint8Array(6);
    wordStartsInto(['智能化下半场'], starts, [0]);
    expect([...starts]).toEqual([1, 0, 0, 0, 1, 0]);
  });
});
