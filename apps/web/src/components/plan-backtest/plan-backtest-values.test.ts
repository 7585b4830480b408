import { describe, expect, it } from 'vitest';
import { backtestParams, fixPlanHref, planDraftFrom } from './plan-backtest-values.ts';

describe('plan backtest values', () => {
  it('asks for a backtest only once the cycle has its day', () => {
    expect(backtestParams('000512', { amount: '1000', unit: '0', startDate: '2024-01-01' })).toBeNull();
    expect(backtestParams('000512', { amount: '1000', unit: '1', startDate: '2024-01-01' })).toBeNull();
    expect(backtestParams('000512', { amount: '1000', unit: '0', dayOfMonth: 8, startDate: '2024-01-01' })).toEqual({
      fundCode: '000512',
      amount: '1000',
      unit: '0',
      dayOfMonth: '8',
      startDate: '2024-01-01',
    });
    expect(backtestParams('000512', { amount: '1000', unit: '2', startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual({
      fundCode: '000512',
      amount: '1000',
      unit: '2',
      startDate: '2024-01-01',
      endDate: '2025-01-01',
    });
  });

  it('carries a plan to /trade/fix and reads it back there', () => {
    const href = fixPlanHref('000512', { amount: '500', unit: '1', weekday: '04' });
    expect(href).toBe('/trade/fix?fundCode=000512&amount=500&unit=1&weekday=04');
    expect(planDraftFrom(new URL(href, 'http://x').searchParams)).toEqual({ amount: '500', unit: '1', weekday: '04' });
    expect(planDraftFrom(new URLSearchParams('amount=100.5&unit=0&dayOfMonth=28'))).toEqual({ amount: '100.5', unit: '0', dayOfMonth: 28 });
  });

  it('leaves out what is malformed', () => {
    expect(planDraftFrom(new URLSearchParams('amount=-5&unit=9&dayOfMonth=29&weekday=07'))).toEqual({});
    expect(planDraftFrom(new URLSearchParams('amount=1.234&dayOfMonth=abc'))).toEqual({});
  });
});
