import { describe, expect, it } from 'vitest';
import { adjustedSeries } from './adjusted.ts';
import { annualisedVolatility, sharpeRatio } from './risk-metrics.ts';
import { comparedFigures, comparisonWindow, fundPerformance } from './comparison.ts';

function series(points: Record<string, string>) {
  return adjustedSeries(
    Object.entries(points).map(([date, unitNav]) => ({ date, unitNav })),
    'nav',
  );
}

const OLD = series({ '2026-01-05': '1.00', '2026-02-02': '1.10', '2026-03-02': '1.21', '2026-04-01': '1.10', '2026-05-04': '1.32' });
// Set up in February: the comparison of both starts on its first day.
const YOUNG = series({ '2026-02-16': '1.00', '2026-03-02': '0.90', '2026-04-01': '0.99', '2026-05-04': '1.08' });

describe('the comparison window', () => {
  it('starts on the last day on or before the period start when every fund was there', () => {
    expect(comparisonWindow([OLD], '2026-02-10', '2026-05-04')).toEqual({ from: '2026-02-02', to: '2026-05-04' });
  });

  it('moves the start of all funds to the first day of a fund set up inside the period', () => {
    expect(comparisonWindow([OLD, YOUNG], '2026-01-10', '2026-05-04')).toEqual({ from: '2026-02-16', to: '2026-05-04' });
    expect(comparisonWindow([OLD, YOUNG], null, '2026-05-04')).toEqual({ from: '2026-02-16', to: '2026-05-04' });
  });

  it('is empty when a fund has published nothing by the end', () => {
    expect(comparisonWindow([OLD, YOUNG], null, '2026-02-01')).toBeNull();
  });
});

describe('the figures of a fund over the window', () => {
  it('measures the return and curve from the window start, the older fund from its last day before it', () => {
    const window = { from: '2026-02-16', to: '2026-05-04' };
    const old = comparedFigures(fundPerformance(OLD), window, '0.015', 600);
    // From 1.10 (2026-02-02, the last day on or before 02-16) to 1.32: +20 %.
    expect(old.periodReturn).toBe('0.200000');
    expect(old.curve.map((point) => point.value)).toEqual(['0.000000', '0.100000', '0.000000', '0.200000']);
    // 1.21 → 1.10 is the largest fall (9.0909 %), recovered on 05-04.
    expect(old.drawdown).toEqual({ drawdown: '0.090909', peakDate: '2026-03-02', troughDate: '2026-04-01', recoveryDate: '2026-05-04' });

    const young = comparedFigures(fundPerformance(YOUNG), window, '0.015', 600);
    expect(young.periodReturn).toBe('0.080000');
    expect(young.drawdown).toMatchObject({
      drawdown: '0.100000',
      peakDate: '2026-02-16',
      troughDate: '2026-03-02',
      recoveryDate: '2026-05-04',
    });
  });

  it('keeps at most the given number of curve points, the first and the last among them', () => {
    const curve = comparedFigures(fundPerformance(OLD), { from: '2026-01-05', to: '2026-05-04' }, '0.015', 3).curve;
    expect(curve.map((point) => point.date)).toEqual(['2026-01-05', '2026-03-02', '2026-05-04']);
  });

  it('has the volatility and Sharpe ratio of the days inside the window only', () => {
    const window = { from: '2026-02-02', to: '2026-04-01' };
    const inside = OLD.slice(1, 4);
    const figures = comparedFigures(fundPerformance(OLD), window, '0.015', 600);
    expect(figures.volatility).toBe(annualisedVolatility(inside));
    expect(figures.sharpe).toBe(sharpeRatio(inside, '0.015'));
    // 1.10 → 1.21 → 1.10: +10 %, −9.0909 %; sample deviation 0.1349931, × √250 = 2.1344285.
    expect(figures.volatility).toBe('2.134429');
  });
});
