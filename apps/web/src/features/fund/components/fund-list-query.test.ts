import { describe, expect, it } from 'vitest';
import { STATUS_FILTERS, filterCount, readListState, shownPeriod, toRequest, withoutFilters, writeListState } from './fund-list-query.ts';

describe('fund list state in the URL', () => {
  it('reads known codes and ignores anything else', () => {
    const state = readListState(new URLSearchParams('type=3&risk=R9&status=7&sort=threeYear&order=asc&page=2'));
    expect(state).toEqual({ fundType: '3', sortField: 'threeYear', sortOrder: 'asc', pageNum: 2 });
    expect(readListState(new URLSearchParams('sort=bogus&page=-1'))).toEqual({ sortField: 'year', sortOrder: 'desc', pageNum: 1 });
  });

  it('writes only what differs from the defaults, and reads it back unchanged', () => {
    const state = { fundType: '5' as const, riskLevel: 'R1' as const, sortField: 'nav' as const, sortOrder: 'desc' as const, pageNum: 1 };
    const search = writeListState(state);
    expect(search.toString()).toBe('type=5&risk=R1&sort=nav');
    expect(readListState(search)).toEqual(state);
  });

  it('groups status codes with the same label: 封闭期 asks for 2, 4 and 9', () => {
    expect(STATUS_FILTERS.map((s) => s.label)).toEqual(['开放期', '募集期', '封闭期', '暂停申购', '暂停赎回']);
    const request = toRequest(readListState(new URLSearchParams('status=2&page=3')));
    expect(request).toMatchObject({ status: ['2', '4', '9'], pageNum: 3, pageSize: 20, fundListType: 'ALL' });
  });

  it('shows the sorted period in the yield column, 近一年 for NAV sorts', () => {
    expect(shownPeriod('fiveYear')).toBe('fiveYear');
    expect(shownPeriod('navDate')).toBe('year');
  });
});

describe('the filters of a screen', () => {
  it('counts each set filter once, a return range as one, and not the period alone', () => {
    const state = readListState(new URLSearchParams('type=1&risk=R3&yp=year&ymin=5&ymax=20&years=3&mfee=0.010&manager=7&sort=nav'));
    expect(filterCount(state)).toBe(6);
    expect(filterCount(readListState(new URLSearchParams('yp=month')))).toBe(0);
  });

  it('clears every filter and keeps the sort', () => {
    const state = readListState(new URLSearchParams('type=1&status=0&years=1&sort=nav&order=asc&page=3'));
    expect(writeListState(withoutFilters(state)).toString()).toBe('sort=nav&order=asc');
  });
});
