import { describe, expect, it } from 'vitest';
import { addDays } from '../yield/dates.ts';
import { buildCalendarIndex } from './calendar-index.ts';
import { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE, CalendarCoverageError } from './coverage.ts';
import { holidayName, isExchangeHoliday, isMakeUpWorkday, isTradingDay, isWorkday } from './exchange-calendar.ts';
import { CALENDAR_YEARS } from './holidays-data.ts';

describe('exchange calendar', () => {
  it('keeps the exchanges closed on a make-up working Saturday', () => {
    expect(isMakeUpWorkday('2024-10-12')).toBe(true);
    expect(isWorkday('2024-10-12')).toBe(true);
    expect(isTradingDay('2024-10-12')).toBe(false);
  });

  it('keeps the exchanges closed on a make-up working Sunday', () => {
    expect(isMakeUpWorkday('2025-09-28')).toBe(true);
    expect(isTradingDay('2025-09-28')).toBe(false);
    expect(isTradingDay('2024-09-29')).toBe(false);
  });

  it('closes the exchanges on the weekdays of a holiday and names it', () => {
    expect(isTradingDay('2025-10-08')).toBe(false);
    expect(isExchangeHoliday('2025-10-08')).toBe(true);
    expect(holidayName('2025-10-08')).toBe('国庆节、中秋节');
    expect(isWorkday('2025-10-08')).toBe(false);
  });

  it('names a weekend inside a holiday without calling it an exchange holiday', () => {
    expect(holidayName('2026-02-15')).toBe('春节');
    expect(isExchangeHoliday('2026-02-15')).toBe(false);
    expect(isTradingDay('2026-02-15')).toBe(false);
  });

  it('treats an ordinary weekday as a trading and working day', () => {
    expect(isTradingDay('2026-11-20')).toBe(true);
    expect(isWorkday('2026-11-20')).toBe(true);
    expect(holidayName('2026-11-20')).toBeUndefined();
  });

  it('closes the exchanges on New Year’s Eve 2024 although offices worked', () => {
    expect(isTradingDay('2024-02-09')).toBe(false);
    expect(isWorkday('2024-02-09')).toBe(true);
    expect(holidayName('2024-02-09')).toBe('春节');
  });

  it('closes the exchanges for the extended 2020 Spring Festival', () => {
    expect(isTradingDay('2020-01-31')).toBe(false);
    expect(isMakeUpWorkday('2020-02-01')).toBe(false);
    expect(isTradingDay('2020-02-03')).toBe(true);
  });

  it('counts the trading days the exchanges published for every completed year', () => {
    const published: Record<number, number> = {
      2012: 243,
      2013: 238,
      2014: 245,
      2015: 244,
      2016: 244,
      2017: 244,
      2018: 243,
      2019: 244,
      2020: 243,
      2021: 243,
      2022: 242,
      2023: 242,
      2024: 242,
      2025: 243,
    };
    const counted: Record<number, number> = {};
    for (let d = '2012-01-01'; d <= '2025-12-31'; d = addDays(d, 1)) {
      const year = Number(d.slice(0, 4));
      if (isTradingDay(d)) counted[year] = (counted[year] ?? 0) + 1;
    }
    expect(counted).toEqual(published);
  });

  it('covers 2012 through 2026 and refuses dates outside', () => {
    expect(CALENDAR_FIRST_DATE).toBe('2012-01-01');
    expect(CALENDAR_LAST_DATE).toBe('2026-12-31');
    expect(() => isTradingDay('2027-01-04')).toThrow(CalendarCoverageError);
    expect(() => isTradingDay('2011-12-30')).toThrow(/交易日历只覆盖 2012-01-01 至 2026-12-31/);
    expect(() => isMakeUpWorkday('2027-01-02')).toThrow(RangeError);
  });

  it('refuses a malformed or impossible date', () => {
    expect(() => isTradingDay('2025-02-30')).toThrow(RangeError);
    expect(() => isTradingDay('20250203')).toThrow(RangeError);
  });

  it('refuses data with a make-up working day on a weekday', () => {
    const broken = CALENDAR_YEARS.map((y) => (y.year === 2025 ? { ...y, makeUpWorkdays: [...y.makeUpWorkdays, '2025-09-29'] } : y));
    expect(() => buildCalendarIndex(broken)).toThrow(/调休上班日应为周末：2025-09-29/);
  });

  it('refuses data with a missing year', () => {
    expect(() => buildCalendarIndex(CALENDAR_YEARS.filter((y) => y.year !== 2020))).toThrow(/缺少 2020 年/);
  });
});
