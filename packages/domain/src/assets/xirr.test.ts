import { describe, expect, it } from 'vitest';
import { xirr } from './xirr.ts';

describe('xirr', () => {
  it('is 10% when 1000 元 becomes 1100 元 after 365 days', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2026-01-01', amount: '1100' },
      ]),
    ).toBe('0.100000');
  });

  it('compounds over two years: 1000 元 → 1210 元 after 730 days is 10% a year', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000.00' },
        { date: '2027-01-01', amount: '1210.00' },
      ]),
    ).toBe('0.100000');
  });

  it('counts a leap year as 366/365 of a year: 1000 → 1100 over 2024 is 1.1^(365/366) − 1', () => {
    // exp(ln 1.1 × 365 / 366) − 1 = 0.0997139…
    expect(
      xirr([
        { date: '2024-01-01', amount: '-1000' },
        { date: '2025-01-01', amount: '1100' },
      ]),
    ).toBe('0.099714');
  });

  it('is negative for a loss: 1000 元 → 900 元 after a year is −10%', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2026-01-01', amount: '900' },
      ]),
    ).toBe('-0.100000');
  });

  it('matches the classic spreadsheet example (37.34%)', () => {
    const flows = [
      { date: '2008-01-01', amount: '-10000' },
      { date: '2008-03-01', amount: '2750' },
      { date: '2008-10-30', amount: '4250' },
      { date: '2009-02-15', amount: '3250' },
      { date: '2009-04-01', amount: '2750' },
    ];
    expect(xirr(flows)).toBe('0.373363');
  });

  it('weights money by the time it was invested: a second purchase half-way earns for half a year', () => {
    // −1000 at t=0, −1000 at t=½, +2100 at t=1: 1000(1+r) + 1000(1+r)^½ = 2100, r = 0.0666…
    const rate = Number(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2025-07-02', amount: '-1000' },
        { date: '2026-01-01', amount: '2100' },
      ]),
    );
    const half = 182 / 365;
    expect(1000 * (1 + rate) + 1000 * Math.pow(1 + rate, 1 - half)).toBeCloseTo(2100, 3);
    expect(rate).toBeGreaterThan(0.066);
    expect(rate).toBeLessThan(0.067);
  });

  it('finds a large gain over a short time: 1000 元 → 1300 元 in 30 days is 1.3^(365/30) − 1', () => {
    const rate = xirr([
      { date: '2025-01-01', amount: '-1000' },
      { date: '2025-01-31', amount: '1300' },
    ]);
    expect(Number(rate)).toBeCloseTo(Math.pow(1.3, 365 / 30) - 1, 4);
  });

  it('finds a 99% loss by bisection, where Newton from 10% jumps below −100%', () => {
    // f(0.1) = −1000 + 10/1.1, f'(0.1) = −10/1.21: the Newton step lands near −120.
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2026-01-01', amount: '10' },
      ]),
    ).toBe('-0.990000');
  });

  it('nets same-day flows in decimals before solving', () => {
    // −1000.10 and +0.10 on the first day are −1000.00 exactly.
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000.10' },
        { date: '2025-01-01', amount: '0.10' },
        { date: '2026-01-01', amount: '1100.00' },
      ]),
    ).toBe('0.100000');
  });

  it('has no solution when all flows have one sign', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2026-01-01', amount: '-500' },
      ]),
    ).toBeNull();
  });

  it('has no solution when the NPV never reaches zero: +100, −300, +250 a year apart', () => {
    // With x = 1/(1+r): 250x² − 300x + 100 = 0 has a negative discriminant (90000 − 100000).
    expect(
      xirr([
        { date: '2025-01-01', amount: '100' },
        { date: '2026-01-01', amount: '-300' },
        { date: '2027-01-01', amount: '250' },
      ]),
    ).toBeNull();
  });

  it('has no solution for one cash flow, or flows that net to one date', () => {
    expect(xirr([{ date: '2025-01-01', amount: '-1000' }])).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2025-01-01', amount: '1050' },
      ]),
    ).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('is zero, not −0, when the money comes back unchanged', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: '-1000' },
        { date: '2025-06-01', amount: '1000' },
      ]),
    ).toBe('0.000000');
  });
});
