import { describe, expect, it } from 'vitest';
import { PLAN_UNIT } from '../codes/fixed-plan.ts';
import type { AmountTier } from '../money/fees.ts';
import { backtestPlan, type BacktestRequest } from './plan-backtest.ts';

const ONE_AND_A_HALF_PERCENT: AmountTier[] = [{ min: '0', rule: { kind: 'rate', rate: '0.015' } }];
const nav = (date: string, unitNav: string, dividendPerShare?: string) => ({
  date,
  unitNav,
  ...(dividendPerShare ? { dividendPerShare } : {}),
});

function request(overrides: Partial<BacktestRequest>): BacktestRequest {
  return {
    schedule: { unit: PLAN_UNIT.month, dayOfMonth: 8 },
    amount: '1000',
    startDate: '2025-01-01',
    endDate: '2025-03-31',
    tiers: [],
    discount: '1',
    points: [],
    maxCurvePoints: 100,
    ...overrides,
  };
}

describe('regular-investment backtest', () => {
  it('deducts on each plan day moved to a trading day, with the discounted tier fee and truncated shares', () => {
    // The 8th: 2025-02-08 and 2025-03-08 are Saturdays, so the deductions run on the Mondays after.
    // 1.5 % × 一折 = 0.15 %: net = round(1000 / 1.0015, 2) = 998.50, fee 1.50.
    const result = backtestPlan(
      request({
        tiers: ONE_AND_A_HALF_PERCENT,
        discount: '0.1',
        points: [nav('2025-01-08', '1.0000'), nav('2025-02-10', '0.8000'), nav('2025-03-10', '1.2500'), nav('2025-03-31', '1.1000')],
      }),
    );
    expect(result.deductions).toEqual([
      { date: '2025-01-08', amount: '1000.00', fee: '1.50', nav: '1.0000', shares: '998.50' },
      // 998.50 / 0.8 = 1248.125, truncated.
      { date: '2025-02-10', amount: '1000.00', fee: '1.50', nav: '0.8000', shares: '1248.12' },
      { date: '2025-03-10', amount: '1000.00', fee: '1.50', nav: '1.2500', shares: '798.80' },
    ]);
    // 3045.42 shares × 1.1 = 3349.962.
    expect(result.plan).toMatchObject({
      invested: '3000.00',
      fees: '4.50',
      shares: '3045.42',
      value: '3349.96',
      profit: '349.96',
      returnRate: '0.116653',
    });
    expect(result.valuationDate).toBe('2025-03-31');
    // The curve: money in so far against its value; on 02-10, (998.50 + 1248.12) × 0.8 = 1797.296.
    expect(result.curve[1]).toMatchObject({ date: '2025-02-10', invested: '2000.00', value: '1797.30' });
  });

  it('invests the same money at once on the first deduction day for comparison', () => {
    // 3000 / 1.0015 = 2995.5067 → net 2995.51, fee 4.49; 2995.51 × 1.1 = 3295.061.
    const result = backtestPlan(
      request({
        tiers: ONE_AND_A_HALF_PERCENT,
        discount: '0.1',
        points: [nav('2025-01-08', '1.0000'), nav('2025-02-10', '0.8000'), nav('2025-03-10', '1.2500'), nav('2025-03-31', '1.1000')],
      }),
    );
    expect(result.lumpSum).toMatchObject({
      date: '2025-01-08',
      invested: '3000.00',
      fees: '4.49',
      shares: '2995.51',
      value: '3295.06',
      profit: '295.06',
    });
    expect(result.curve.at(-1)?.lumpSumValue).toBe('3295.06');
  });

  it('moves a weekly deduction over the National Day holiday to the next trading day, without a repeat', () => {
    // Fridays from 2025-09-29: 10-03 is a holiday, so it runs on Thursday 10-09; then 10-10 and 10-17.
    const result = backtestPlan(
      request({
        schedule: { unit: PLAN_UNIT.week, weekday: '06' },
        startDate: '2025-09-29',
        endDate: '2025-10-17',
        points: ['2025-09-30', '2025-10-09', '2025-10-10', '2025-10-17'].map((date) => nav(date, '1.0000')),
      }),
    );
    expect(result.deductions.map((d) => d.date)).toEqual(['2025-10-09', '2025-10-10', '2025-10-17']);
  });

  it('reinvests dividends on the shares held before the ex-date only', () => {
    // Day 1: 100 shares. Day 2 (ex-date, 0.05 a share, NAV 0.95): 5.00 → 5.26 shares, then 100 / 0.95 = 105.26
    // bought that day (not entitled). Day 3: 100 more at 1.0000. 310.52 shares.
    const result = backtestPlan(
      request({
        schedule: { unit: PLAN_UNIT.day },
        amount: '100',
        startDate: '2025-06-03',
        endDate: '2025-06-05',
        points: [nav('2025-06-03', '1.0000'), nav('2025-06-04', '0.9500', '0.05'), nav('2025-06-05', '1.0000')],
      }),
    );
    expect(result.deductions.map((d) => d.shares)).toEqual(['100.00', '105.26', '100.00']);
    expect(result.plan).toMatchObject({ shares: '310.52', value: '310.52', profit: '10.52' });
    // 300 at once: 15.00 of dividend → 15.78 shares.
    expect(result.lumpSum).toMatchObject({ shares: '315.78', value: '315.78' });
  });

  it('does not deduct on a plan day without a published NAV, and invests only the deducted days at once', () => {
    const result = backtestPlan(
      request({ points: [nav('2025-01-08', '1.0000'), nav('2025-03-10', '1.0000'), nav('2025-03-31', '1.0000')] }),
    );
    expect(result.missedDates).toEqual(['2025-02-10']);
    expect(result.deductions).toHaveLength(2);
    expect(result.lumpSum?.invested).toBe('2000.00');
  });

  it('gives the money-weighted yearly return: 1000 grown to 1100 in 365 days is 10 %', () => {
    // Wednesdays from 2025-01-08; only that day has a NAV before the valuation day a year later.
    const result = backtestPlan(
      request({
        schedule: { unit: PLAN_UNIT.week, weekday: '04' },
        startDate: '2025-01-08',
        endDate: '2026-01-08',
        points: [nav('2025-01-08', '1.0000'), nav('2026-01-08', '1.1000')],
      }),
    );
    expect(result.deductions).toHaveLength(1);
    expect(result.plan.xirr).toBe('0.100000');
    expect(result.lumpSum?.xirr).toBe('0.100000');
  });

  it('answers nothing deducted when no plan day has a NAV', () => {
    const result = backtestPlan(request({ points: [nav('2025-03-31', '1.0000')] }));
    expect(result.deductions).toEqual([]);
    expect(result.lumpSum).toBeNull();
    expect(result.plan.invested).toBe('0.00');
  });

  it('refuses a zero amount and an end before the start', () => {
    expect(() => backtestPlan(request({ amount: '0' }))).toThrow(RangeError);
    expect(() => backtestPlan(request({ endDate: '2024-12-31' }))).toThrow(RangeError);
  });
});
