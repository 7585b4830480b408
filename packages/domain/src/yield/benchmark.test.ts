import { describe, expect, it } from 'vitest';
import { benchmarkSeries, type BenchmarkComponent } from './benchmark.ts';

const levels = (series: ReturnType<typeof benchmarkSeries>) => series.map((point) => [point.date, point.value.toFixed(8)]);

// An equity index and a bond index closing on the same three trading days.
const CSI300: BenchmarkComponent = {
  kind: 'index',
  weight: '0.8',
  closes: [
    { date: '2026-03-02', close: '4000.0000' },
    { date: '2026-03-03', close: '4040.0000' },
    { date: '2026-03-04', close: '3999.6000' },
  ],
};
const BOND: BenchmarkComponent = {
  kind: 'index',
  weight: '0.2',
  closes: [
    { date: '2026-03-02', close: '200.0000' },
    { date: '2026-03-03', close: '200.1000' },
    { date: '2026-03-04', close: '200.3001' },
  ],
};

describe('the benchmark series from its components', () => {
  it('compounds the weighted sum of the indexes’ daily returns (沪深300×80%＋中债×20%)', () => {
    // Day 2: 0.8 × (4040 / 4000 − 1) + 0.2 × (200.1 / 200 − 1) = 0.8 × 0.01 + 0.2 × 0.0005 = 0.0081 → 1.0081
    // Day 3: 0.8 × (3999.6 / 4040 − 1) + 0.2 × (200.3001 / 200.1 − 1) = 0.8 × −0.01 + 0.2 × 0.001 = −0.0078
    //        → 1.0081 × 0.9922 = 1.00023682
    const series = benchmarkSeries(['2026-03-02', '2026-03-03', '2026-03-04'], [CSI300, BOND]);
    expect(levels(series)).toEqual([
      ['2026-03-02', '1.00000000'],
      ['2026-03-03', '1.00810000'],
      ['2026-03-04', '1.00023682'],
    ]);
  });

  it('accrues a fixed yearly rate on natural days, a year of 365 (一年期定期存款利率 1.5%)', () => {
    // Friday to Monday is 3 natural days: 0.015 × 3 / 365 = 0.000123287671…; Monday to Tuesday 1 day: 0.0000410958904…
    const deposit: BenchmarkComponent = { kind: 'rate', weight: '1', annualRate: '0.015' };
    const series = benchmarkSeries(['2026-03-06', '2026-03-09', '2026-03-10'], [deposit]);
    expect(levels(series)).toEqual([
      ['2026-03-06', '1.00000000'],
      ['2026-03-09', '1.00012329'],
      // 1.000123287671 × 1.0000410958904 = 1.00016438863…
      ['2026-03-10', '1.00016439'],
    ]);
  });

  it('gives an index without a close that day no return, and counts the rate over the days between', () => {
    // 纳斯达克100×80%＋活期存款利率×20%: the index misses 2026-03-03 (a holiday abroad).
    const nasdaq: BenchmarkComponent = {
      kind: 'index',
      weight: '0.8',
      closes: [
        { date: '2026-03-02', close: '100' },
        { date: '2026-03-04', close: '102' },
      ],
    };
    const cash: BenchmarkComponent = { kind: 'rate', weight: '0.2', annualRate: '0.365' };
    const series = benchmarkSeries(['2026-03-02', '2026-03-03', '2026-03-04'], [nasdaq, cash]);
    // Day 2: index 0, rate 0.2 × 0.365 / 365 = 0.0002 → 1.0002. Day 3: 0.8 × 0.02 + 0.0002 = 0.0162 → 1.0002 × 1.0162.
    expect(levels(series)).toEqual([
      ['2026-03-02', '1.00000000'],
      ['2026-03-03', '1.00020000'],
      ['2026-03-04', '1.01640324'],
    ]);
  });

  it('starts on the first day every index has a close on or before', () => {
    const late: BenchmarkComponent = { kind: 'index', weight: '1', closes: [{ date: '2026-03-03', close: '10' }] };
    expect(levels(benchmarkSeries(['2026-03-02', '2026-03-03'], [late]))).toEqual([['2026-03-03', '1.00000000']]);
    expect(benchmarkSeries(['2026-03-02'], [])).toEqual([]);
  });
});
