import { describe, expect, it } from 'vitest';
import { addTradingDays, nextTradingDay, previousTradingDay, tradingDayOnOrAfter, tradingDaysBetween } from './trading-days.ts';

describe('trading days', () => {
  it('steps strictly forward over a holiday week', () => {
    expect(nextTradingDay('2025-09-30')).toBe('2025-10-09');
  });

  it('steps strictly backward over a holiday week', () => {
    expect(previousTradingDay('2025-10-09')).toBe('2025-09-30');
  });

  it('answers the day itself on or after a trading day', () => {
    expect(tradingDayOnOrAfter('2025-10-09')).toBe('2025-10-09');
  });

  it('rolls a make-up working Saturday forward to Monday', () => {
    expect(tradingDayOnOrAfter('2025-10-11')).toBe('2025-10-13');
  });

  it('adds trading days across the Spring Festival', () => {
    // 2026-02-12 is a Thursday; the exchanges close 02-16 to 02-23 and ignore the 02-14 make-up Saturday.
    expect(addTradingDays('2026-02-12', 1)).toBe('2026-02-13');
    expect(addTradingDays('2026-02-12', 2)).toBe('2026-02-24');
    expect(addTradingDays('2026-02-12', 3)).toBe('2026-02-25');
  });

  it('subtracts trading days across the Spring Festival', () => {
    expect(addTradingDays('2026-02-24', -1)).toBe('2026-02-13');
  });

  it('treats n = 0 as the trading day on or after the date', () => {
    expect(addTradingDays('2026-02-17', 0)).toBe('2026-02-24');
    expect(addTradingDays('2026-02-13', 0)).toBe('2026-02-13');
  });

  it('rolls a non-trading day forward before counting', () => {
    expect(addTradingDays('2026-02-14', 1)).toBe('2026-02-25');
  });

  it('refuses a fractional number of days', () => {
    expect(() => addTradingDays('2026-02-13', 1.5)).toThrow(RangeError);
  });

  it('counts trading days after the first date up to and including the second', () => {
    expect(tradingDaysBetween('2026-02-12', '2026-02-25')).toBe(3);
    expect(tradingDaysBetween('2026-02-25', '2026-02-12')).toBe(-3);
    expect(tradingDaysBetween('2026-02-16', '2026-02-23')).toBe(0);
  });

  it('undoes addTradingDays with tradingDaysBetween', () => {
    expect(tradingDaysBetween('2024-09-27', addTradingDays('2024-09-27', 10))).toBe(10);
  });

  it('refuses to step past the last covered day', () => {
    expect(nextTradingDay('2026-12-30')).toBe('2026-12-31');
    expect(() => nextTradingDay('2026-12-31')).toThrow(RangeError);
    expect(() => addTradingDays('2026-12-30', 2)).toThrow(/无法从 2026-12-30 推算交易日/);
  });

  it('refuses to step before the first covered day', () => {
    expect(() => previousTradingDay('2012-01-04')).toThrow(RangeError);
  });
});
