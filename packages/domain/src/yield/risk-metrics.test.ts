import { describe, expect, it } from 'vitest';
import { adjustedSeries, type NavPoint } from './adjusted.ts';
import { annualisedVolatility, dailyReturns, maxDrawdown, sharpeRatio } from './risk-metrics.ts';

const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'];

function navs(...values: string[]) {
  return adjustedSeries(
    values.map((unitNav, i) => ({ date: days[i] as string, unitNav })),
    'nav',
  );
}

// +10 %, −10 %, +10 %: mean 1/30, deviations 2/30, −4/30, 2/30; squares sum 24/900, / (3 − 1) = 0.013333…,
// √ = 0.1154700538.
const UP_DOWN_UP = navs('1.0000', '1.1000', '0.9900', '1.0890');

describe('daily returns', () => {
  it('are each day against the one before, on the dividend-adjusted value', () => {
    expect(dailyReturns(UP_DOWN_UP).map(String)).toEqual(['0.1', '-0.1', '0.1']);
  });
});

describe('annualised volatility', () => {
  it('is the sample deviation of the daily returns × √250', () => {
    // 0.1154700538 × 15.8113883008 = 1.8257418584
    expect(annualisedVolatility(UP_DOWN_UP)).toBe('1.825742');
  });

  it('is zero for a fund that rose by the same each day, and unknown under two daily returns', () => {
    expect(annualisedVolatility(navs('1.00', '1.01', '1.0201'))).toBe('0.000000');
    expect(annualisedVolatility(navs('1.00', '1.01'))).toBeNull();
  });
});

describe('maximum drawdown', () => {
  it('is the largest fall from a running peak, with its peak, trough and recovery days', () => {
    // Peaks 1.2 (→ 0.9: 25 %) and 1.3 (→ 1.04: 20 %); back at 1.2 on the fifth day.
    expect(maxDrawdown(navs('1.0', '1.2', '0.9', '1.1', '1.2', '1.3', '1.04'))).toEqual({
      drawdown: '0.250000',
      peakDate: days[1],
      troughDate: days[2],
      recoveryDate: days[4],
    });
  });

  it('has no recovery day while the fund stays below the peak', () => {
    expect(maxDrawdown(navs('1.0', '1.3', '1.04', '1.2'))).toMatchObject({ drawdown: '0.200000', recoveryDate: null });
  });

  it('does not count a dividend paid out as a fall', () => {
    const points: NavPoint[] = [
      { date: days[0] as string, unitNav: '1.0000' },
      { date: days[1] as string, unitNav: '1.1000' },
      // 0.10 per unit paid out: the unit NAV drops to 1.00, the holder's value does not.
      { date: days[2] as string, unitNav: '1.0000', dividendPerShare: '0.1000' },
    ];
    expect(maxDrawdown(adjustedSeries(points, 'nav'))).toEqual({
      drawdown: '0.000000',
      peakDate: null,
      troughDate: null,
      recoveryDate: null,
    });
  });
});

describe('Sharpe ratio', () => {
  it('is the mean daily return over the risk-free rate / 250, over the deviation, × √250', () => {
    // (1/30 − 0.025/250) / 0.1154700538 × 15.8113883008 = 0.0332333… / 0.1154700538 × 15.8113883008 = 4.5507
    expect(sharpeRatio(UP_DOWN_UP, '0.025')).toBe('4.5507');
  });

  it('falls as the risk-free rate rises, and is unknown when the returns never vary', () => {
    expect(Number(sharpeRatio(UP_DOWN_UP, '0.5'))).toBeLessThan(Number(sharpeRatio(UP_DOWN_UP, '0.025')));
    expect(sharpeRatio(navs('1.00', '1.01', '1.0201'), '0.015')).toBeNull();
  });
});
