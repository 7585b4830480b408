import { describe, expect, it } from 'vitest';
import { CALENDAR_YEARS } from './holidays-data.ts';
import { CalendarDataError, parseCalendarYear } from './calendar-year-schema.ts';
import { daysOfYear, summariseCalendarYear } from './calendar-year-summary.ts';
import { isTradingDay } from './exchange-calendar.ts';

const year2025 = CALENDAR_YEARS.find((y) => y.year === 2025);

describe('summariseCalendarYear', () => {
  it('counts trading days from the data alone, as the installed calendar answers them', () => {
    if (!year2025) throw new Error('2025 is built in');
    const summary = summariseCalendarYear(year2025);
    expect(summary.tradingDays).toBe(daysOfYear(2025).filter(isTradingDay).length);
    expect(summary.holidays[0]).toMatchObject({ name: '元旦', from: '2025-01-01', to: '2025-01-01', days: 1, closedWeekdays: 1 });
  });

  it('closes an extra exchange closure on a weekday', () => {
    const base = { year: 2030, holidays: [{ name: '元旦', from: '2030-01-01', to: '2030-01-01' }], makeUpWorkdays: [] };
    const plain = summariseCalendarYear(parseCalendarYear(base)).tradingDays;
    const closed = summariseCalendarYear(parseCalendarYear({ ...base, exchangeClosures: [{ date: '2030-03-05', name: '休市' }] }));
    expect(closed.tradingDays).toBe(plain - 1);
  });

  it('lists every day of a leap year', () => {
    expect(daysOfYear(2028)).toHaveLength(366);
    expect(daysOfYear(2028)[59]).toBe('2028-02-29');
  });
});

describe('CalendarDataError fields', () => {
  it('names each refused field by its path and Chinese label', () => {
    const bad = { year: 2030, holidays: [{ name: '元旦', from: '2030-01-01', to: '2029-12-30' }], makeUpWorkdays: ['2030-13-01'] };
    let error: unknown;
    try {
      parseCalendarYear(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CalendarDataError);
    expect((error as CalendarDataError).fields).toContainEqual({
      field: 'makeUpWorkdays[0]',
      label: '调休上班日',
      message: '不是存在的日期',
    });
    expect((error as CalendarDataError).problems).toContain('makeUpWorkdays[0]（调休上班日）：不是存在的日期');
  });
});
