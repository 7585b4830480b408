import { describe, expect, it } from 'vitest';
import { readListState, toRequest, writeListState } from './fund-list-query.ts';

const state = (query: string) => readListState(new URLSearchParams(query));

describe('the screener in the /fund address', () => {
  it('reads a return range, years, manager and management rate, and asks the API in fractions', () => {
    const read = state('yp=threeYear&ymin=10&ymax=-5.5&years=3&manager=1001&mfee=0.010');
    expect(read).toMatchObject({
      yieldPeriod: 'threeYear',
      yieldMinPercent: '10',
      yieldMaxPercent: '-5.5',
      minYears: 3,
      manId: '1001',
      maxManagementRate: '0.010',
    });
    expect(toRequest(read)).toMatchObject({
      yieldPeriod: 'threeYear',
      yieldMin: '0.1',
      yieldMax: '-0.055',
      minYears: 3,
      manId: '1001',
      maxManagementRate: '0.010',
    });
  });

  it('writes back what it read, so a screen can be shared', () => {
    const query = 'yp=threeYear&ymin=10&years=3&manager=1001&mfee=0.010';
    expect(writeListState(state(query)).toString()).toBe(query);
  });

  it('takes 近一年 for a range without a period, and drops what it does not know', () => {
    expect(state('ymin=20')).toMatchObject({ yieldPeriod: 'year', yieldMinPercent: '20' });
    const junk = state('yp=decade&ymin=ten&years=2&manager=x1&mfee=0.3');
    expect(junk).not.toHaveProperty('yieldMinPercent');
    expect(junk).not.toHaveProperty('yieldPeriod');
    expect(junk).not.toHaveProperty('minYears');
    expect(junk).not.toHaveProperty('manId');
    expect(junk).not.toHaveProperty('maxManagementRate');
    expect(toRequest(junk)).not.toHaveProperty('yieldMin');
  });

  it('reads a size range in 亿元 and asks the API in 亿元, writing it back as read', () => {
    const read = state('smin=2&smax=50.5');
    expect(read).toMatchObject({ sizeMinYi: '2', sizeMaxYi: '50.5' });
    expect(toRequest(read)).toMatchObject({ sizeMin: '2', sizeMax: '50.5' });
    expect(writeListState(read).toString()).toBe('smin=2&smax=50.5');
  });

  it('drops a size that is not a plain number of 亿元', () => {
    const junk = state('smin=-3&smax=1e9');
    expect(junk).not.toHaveProperty('sizeMinYi');
    expect(junk).not.toHaveProperty('sizeMaxYi');
    expect(toRequest(junk)).not.toHaveProperty('sizeMin');
  });

  it('sends no period without a range', () => {
    expect(toRequest(state('yp=year'))).not.toHaveProperty('yieldPeriod');
    expect(writeListState(state('yp=year')).toString()).toBe('');
  });
});
