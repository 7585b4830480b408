import { describe, expect, it } from 'vitest';
import { readRecordState, recordKindLabel, recordKindsOf, switchTab, toRecordRequest, writeRecordState } from './trade-record-query.ts';

describe('trade record filters in the URL', () => {
  it('reads every filter and asks the server for the record codes of the chosen business', () => {
    const state = readRecordState(
      new URLSearchParams('kind=ds&type=fixed&status=9&fundCode=000512&start=2026-01-05&end=2026-03-31&page=3'),
    );
    expect(state).toEqual({
      tab: 'ds',
      recordKind: 'fixed',
      status: '9',
      fundCode: '000512',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
      pageNum: 3,
    });
    expect(toRecordRequest(state)).toEqual({
      kind: 'ds',
      recordCodes: ['90', '39', '93', '77'],
      status: '9',
      fundCode: '000512',
      startDate: '2026-01-05',
      endDate: '2026-03-31',
      pageNum: 3,
      pageSize: 10,
    });
  });

  it('ignores what it does not know: a bad code, a status on confirmations, an impossible date, a bad page', () => {
    expect(readRecordState(new URLSearchParams('kind=dc&type=established&status=9&fundCode=12&start=2026-13-40&page=-2'))).toEqual({
      tab: 'dc',
      pageNum: 1,
    });
    expect(readRecordState(new URLSearchParams('type=dividend'))).toEqual({ tab: 'ds', pageNum: 1 });
    expect(toRecordRequest(readRecordState(new URLSearchParams('')))).toEqual({ kind: 'ds', recordCodes: [], pageNum: 1, pageSize: 10 });
  });

  it('puts a reversed date range the right way round', () => {
    const state = readRecordState(new URLSearchParams('start=2026-06-30&end=2026-01-01'));
    expect([state.startDate, state.endDate]).toEqual(['2026-01-01', '2026-06-30']);
  });

  it('writes only what is set, and reads it back unchanged', () => {
    const state = { tab: 'dc' as const, recordKind: 'dividend' as const, fundCode: '000001', startDate: '2026-02-01', pageNum: 2 };
    const search = writeRecordState(state);
    expect(search.toString()).toBe('kind=dc&type=dividend&fundCode=000001&start=2026-02-01&page=2');
    expect(readRecordState(search)).toEqual(state);
    expect(writeRecordState({ tab: 'ds', pageNum: 1 }).toString()).toBe('');
  });

  it('offers dividends only among confirmations, labelled by the §4 record codes', () => {
    expect(recordKindsOf('ds').map(recordKindLabel)).toEqual(['认购', '申购', '赎回', '基金转换', '定投', '修改分红方式']);
    expect(recordKindsOf('dc').map(recordKindLabel)).toEqual(['认购', '申购', '赎回', '基金转换', '定投', '修改分红方式', '分红']);
  });

  it('switching tabs keeps the fund and dates, drops what the other tab lacks, and starts at page 1', () => {
    const ds = {
      tab: 'ds' as const,
      recordKind: 'redeem' as const,
      status: '0' as const,
      fundCode: '000001',
      endDate: '2026-05-01',
      pageNum: 4,
    };
    expect(switchTab(ds, 'dc')).toEqual({ tab: 'dc', recordKind: 'redeem', fundCode: '000001', endDate: '2026-05-01', pageNum: 1 });
    expect(switchTab({ tab: 'dc', recordKind: 'dividend', pageNum: 2 }, 'ds')).toEqual({ tab: 'ds', pageNum: 1 });
  });
});
