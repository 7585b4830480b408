import { describe, expect, it } from 'vitest';
import { addSearchHistory, SEARCH_HISTORY_LIMIT, SESSION_KEYS } from './index.ts';

describe('addSearchHistory', () => {
  it('puts a new keyword first', () => {
    expect(addSearchHistory(['易方达'], '白酒')).toEqual(['白酒', '易方达']);
  });

  it('does not add a keyword already present, nor move it', () => {
    expect(addSearchHistory(['白酒', '易方达'], '易方达')).toEqual(['白酒', '易方达']);
  });

  it('ignores an empty keyword and trims the others', () => {
    expect(addSearchHistory(['a'], '   ')).toEqual(['a']);
    expect(addSearchHistory([], ' 000001 ')).toEqual(['000001']);
  });

  it('keeps at most 10 keywords, dropping the oldest', () => {
    const list = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `k${i}`);
    const next = addSearchHistory(list, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k9');
  });

  it('does not mutate the input', () => {
    const list = ['a'];
    addSearchHistory(list, 'b');
    expect(list).toEqual(['a']);
  });

  it('names the session keys', () => {
    expect(Object.values(SESSION_KEYS)).toEqual(['token', 'toPage', 'searchHistory', 'areaData', 'bankBinData']);
  });
});
