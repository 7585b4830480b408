import { describe, expect, it } from 'vitest';
import type { NavPoint } from './adjusted.ts';
import { computeYields, cumulativeReturns, dailyChanges, returnBetween } from './periods.ts';

const growth: NavPoint[] = [
  { date: '2023-06-30', unitNav: '1.0000' },
  { date: '2024-06-28', unitNav: '1.2000' },
  { date: '2024-12-31', unitNav: '1.1000' },
  { date: '2025-03-31', unitNav: '1.3200' },
  { date: '2025-05-30', unitNav: '1.2500' },
  { date: '2025-06-23', unitNav: '1.3000' },
  { date: '2025-06-27', unitNav: '1.3500' },
  { date: '2025-06-30', unitNav: '1.3770' },
];

describe('computeYields: simple growth', () => {
  const yields = computeYields(growth, { kind: 'nav', asOf: '2025-06-30' });

  it('takes each start at the last published day on or before asOf − period', () => {
    expect(yields.day).toBe('0.020000'); // 1.3770 / 1.3500
    expect(yields.week).toBe('0.059231'); // 1.3770 / 1.3000 (2025-06-23)
    expect(yields.month).toBe('0.101600'); // 1.3770 / 1.2500 (2025-05-30)
    // 2025-03-30 is a Sunday before the 2025-03-31 point, so the start is 2024-12-31.
    expect(yields.season).toBe('0.251818');
    expect(yields.halfYear).toBe('0.147500'); // 2024-12-30 → 2024-06-28
    expect(yields.year).toBe('0.147500'); // 2024-06-30 → 2024-06-28
    expect(yields.twoYear).toBe('0.377000'); // 2023-06-30, the first day
  });

  it('is null for periods longer than the history', () => {
    expect(yields.threeYear).toBeNull();
    expect(yields.fiveYear).toBeNull();
  });

  it('counts this year from the last day of the previous year and since setup from the first day', () => {
    expect(yields.thisYear).toBe('0.251818'); // 1.3770 / 1.1000
    expect(yields.sinceSetup).toBe('0.377000');
  });

  it('ends at the last published day on or before a weekend asOf', () => {
    const sunday = computeYields(growth, { kind: 'nav', asOf: '2025-06-29' });
    expect(sunday.day).toBe('0.038462'); // 1.3500 / 1.3000
    expect(sunday.sinceSetup).toBe('0.350000');
  });

  it('defaults asOf to the last point', () => {
    expect(computeYields(growth, { kind: 'nav' })).toEqual(yields);
  });

  it('answers all null without history', () => {
    expect(computeYields([], { kind: 'nav' }).sinceSetup).toBeNull();
  });
});

describe('computeYields: a cash dividend is reinvested at the ex-date NAV', () => {
  const points: NavPoint[] = [
    { date: '2025-01-02', unitNav: '1.0000' },
    { date: '2025-01-03', unitNav: '1.1000' },
    // 1.1450 before paying 0.1000 per share: one unit becomes 1 + 0.1 / 1.045 units.
    { date: '2025-01-06', unitNav: '1.0450', dividendPerShare: '0.1000' },
    { date: '2025-01-07', unitNav: '1.0868' }, // +4 %
  ];

  it('keeps the dividend in the return', () => {
    const yields = computeYields(points, { kind: 'nav' });
    expect(yields.day).toBe('0.040000');
    expect(yields.sinceSetup).toBe('0.190800'); // 1.0868 × 1.145 / 1.045
  });

  it('gives the ex-date its pre-dividend change', () => {
    expect(dailyChanges(points, 'nav')).toEqual([null, '0.100000', '0.040909', '0.040000']);
  });
});

describe('computeYields: a split', () => {
  const points: NavPoint[] = [
    { date: '2025-01-02', unitNav: '1.0000' },
    { date: '2025-01-03', unitNav: '2.0000' },
    { date: '2025-01-06', unitNav: '1.0100', splitRatio: '2' }, // 2.0200 per old unit
    { date: '2025-01-07', unitNav: '1.0605' },
  ];

  it('multiplies units by the split ratio', () => {
    const yields = computeYields(points, { kind: 'nav' });
    expect(yields.day).toBe('0.050000');
    expect(yields.sinceSetup).toBe('1.121000');
    expect(dailyChanges(points, 'nav')[2]).toBe('0.010000');
  });
});

describe('computeYields: a young fund', () => {
  const points: NavPoint[] = [
    { date: '2025-05-15', unitNav: '1.0000' },
    { date: '2025-05-30', unitNav: '1.0100' },
    { date: '2025-06-30', unitNav: '1.0302' },
  ];
  const yields = computeYields(points, { kind: 'nav', asOf: '2025-06-30' });

  it('has the periods it is old enough for', () => {
    expect(yields.month).toBe('0.020000');
  });

  it('has null for longer periods', () => {
    expect(yields.season).toBeNull();
    expect(yields.year).toBeNull();
  });

  it('counts this year from its setup when set up this year', () => {
    expect(yields.thisYear).toBe('0.030200');
    expect(yields.sinceSetup).toBe('0.030200');
  });
});

describe('computeYields: a money fund compounds its daily income', () => {
  const points: NavPoint[] = [
    { date: '2025-06-01', incomePer10k: '0.5000' },
    { date: '2025-06-02', incomePer10k: '100.0000' }, // 1 %
    { date: '2025-06-03', incomePer10k: '200.0000' }, // 2 %
  ];

  it('excludes the start day income and compounds the rest', () => {
    const yields = computeYields(points, { kind: 'money' });
    expect(yields.sinceSetup).toBe('0.030200'); // 1.01 × 1.02 − 1
    expect(yields.day).toBe('0.020000');
    expect(yields.week).toBeNull();
  });

  it('ignores unit NAV', () => {
    const withNav = points.map((p) => ({ ...p, unitNav: '1.0000' }));
    expect(computeYields(withNav, { kind: 'money' }).sinceSetup).toBe('0.030200');
  });
});

describe('returnBetween', () => {
  it('measures a tenure between two dates', () => {
    expect(returnBetween(growth, 'nav', '2024-07-01', '2025-05-31')).toBe('0.041667'); // 1.25 / 1.2
  });

  it('starts at the first day when the tenure began before the history', () => {
    expect(returnBetween(growth, 'nav', '2020-01-01', '2024-06-28')).toBe('0.200000');
  });

  it('is null when the tenure ended before the history', () => {
    expect(returnBetween(growth, 'nav', '2020-01-01', '2021-01-01')).toBeNull();
  });
});

describe('cumulativeReturns', () => {
  it('measures every point against the start of the chart period', () => {
    expect(cumulativeReturns(growth, 'nav', '2025-06-01')).toEqual([
      { date: '2025-05-30', cumulativeReturn: '0.000000' },
      { date: '2025-06-23', cumulativeReturn: '0.040000' },
      { date: '2025-06-27', cumulativeReturn: '0.080000' },
      { date: '2025-06-30', cumulativeReturn: '0.101600' },
    ]);
  });

  it('starts at the first point without a start date', () => {
    expect(cumulativeReturns(growth, 'nav', null)).toHaveLength(growth.length);
  });
});
