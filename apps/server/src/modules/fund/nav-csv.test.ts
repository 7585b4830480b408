import { describe, expect, it } from 'vitest';
import { parseNavCsv, type ImportFund } from './nav-csv.ts';

const funds = new Map<string, ImportFund>([
  ['000512', { isMoneyFund: false, setupDate: '2012-06-18' }],
  ['000372', { isMoneyFund: true, setupDate: '2013-11-12' }],
  ['023415', { isMoneyFund: false, setupDate: null }],
]);

describe('parseNavCsv', () => {
  it('reads both date spellings, a header and money-fund percent yields', () => {
    const { rows, errors } = parseNavCsv('fund_code,date,unit_nav,acc_nav\n000512,20261124,1.2345,1.5\n000372,2026-11-24,,,0.5123,1.8520%\n', funds);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, fundCode: '000512', date: '2026-11-24', unitNav: '1.2345', accNav: '1.5000', incomePer10k: null, yield7d: null },
      { line: 3, fundCode: '000372', date: '2026-11-24', unitNav: '1.0000', accNav: '1.0000', incomePer10k: '0.5123', yield7d: '0.018520' },
    ]);
  });

  it('reports every bad line with its number', () => {
    const text = ['000512,2026-11-24,-1,1', '000512,2026-11-25,1.23456,1', '023415,2026-11-24,1,1', '000372,2026-11-24,,,abc,1.8', '000512,2012-01-04,1,1'].join('\n');
    expect(parseNavCsv(text, funds).errors.map((e) => e.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rejects an empty file', () => {
    expect(parseNavCsv('\n', funds).errors).toEqual([{ line: 1, message: '文件中没有净值数据' }]);
  });
});
