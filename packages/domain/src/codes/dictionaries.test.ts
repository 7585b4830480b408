import { describe, expect, it } from 'vitest';
import { ALL_DICT_NAMES, DICT_LABELS, DICT_NAMES, moveChinaFirst, NATIONALITY_CHINA } from './dictionaries.ts';
import { isKeptMessage, isListedFund } from './list-filters.ts';
import { NOTICE_GROUPS } from './notices.ts';

describe('dictionaries', () => {
  it('names eleven dictionaries, each labelled', () => {
    expect(ALL_DICT_NAMES).toHaveLength(11);
    expect(Object.keys(DICT_LABELS)).toEqual(Object.keys(DICT_NAMES));
  });

  it('moves China (156) to the front without mutating the input', () => {
    const list = [
      { code: '840', label: '美国' },
      { code: '156', label: '中国' },
      { code: '392', label: '日本' },
    ];
    expect(moveChinaFirst(list).map((i) => i.code)).toEqual([NATIONALITY_CHINA, '840', '392']);
    expect(list[0]?.code).toBe('840');
  });

  it('accepts a custom code accessor', () => {
    const list = [{ id: '392' }, { id: '156' }];
    expect(moveChinaFirst(list, (i) => i.id)).toEqual([{ id: '156' }, { id: '392' }]);
  });
});

describe('list filters', () => {
  it('keeps messages in state 0 or 1 only', () => {
    expect([{ state: '0' }, { state: '1' }, { state: '2' }, {}].filter(isKeptMessage)).toEqual([{ state: '0' }, { state: '1' }]);
  });

  it('keeps funds in state 1 only', () => {
    expect([{ state: '1' }, { state: '0' }, { state: 1 }].filter(isListedFund)).toEqual([{ state: '1' }]);
  });
});

describe('notice groups', () => {
  it('has the five groups', () => {
    expect(NOTICE_GROUPS).toEqual({ regular: '定期报告', trans: '交易公告', issue: '发行公告', temp: '临时公告', company: '公司公告' });
  });
});
