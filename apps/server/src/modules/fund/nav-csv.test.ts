import { checkNavEntries, type NavFundProfile } from '@fund-direct/domain/nav';
import { describe, expect, it } from 'vitest';
import { readNavCsv } from './nav-csv.ts';

const funds = new Map<string, NavFundProfile>([
  ['000512', { isMoneyFund: false, setupDate: '2012-06-18' }],
  ['000372', { isMoneyFund: true, setupDate: '2013-11-12' }],
]);

describe('readNavCsv', () => {
  it('skips a header and blank lines and keeps the file line numbers', () => {
    const entries = readNavCsv('\uFEFFfund_code,date,unit_nav,acc_nav\n\n000512,20261124,1.2345,1.5\r\n');
    expect(entries).toEqual([
      {
        line: 3,
        entry: {
          fundCode: '000512',
          date: '20261124',
          unitNav: '1.2345',
          accNav: '1.5',
          incomePer10k: undefined,
          yield7dPercent: undefined,
        },
      },
    ]);
  });

  it('reads quoted cells and tab-separated lines', () => {
    expect(readNavCsv('"000372"\t2026-11-24\t\t\t0.5123\t1.8520%')[0]?.entry).toEqual({
      fundCode: '000372',
      date: '2026-11-24',
      unitNav: '',
      accNav: '',
      incomePer10k: '0.5123',
      yield7dPercent: '1.8520%',
    });
  });

  it('gives the domain rules line numbers that match the file', () => {
    const text = ['000512,2026-11-24,-1,1', '000512,2026-11-25,1.23456,1', '000372,2026-11-24,,,abc,1.8'].join('\n');
    expect(checkNavEntries(readNavCsv(text), { funds }).errors.map((e) => e.text)).toEqual([
      '第 1 行第 3 列「单位净值」：必须大于 0',
      '第 2 行第 3 列「单位净值」：最多 4 位小数',
      '第 3 行第 5 列「万份收益」：“abc”不是数字',
    ]);
  });
});
