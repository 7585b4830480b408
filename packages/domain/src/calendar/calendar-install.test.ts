import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_UNIT } from '../codes/fixed-plan.ts';
import { upcomingPlanDates } from '../trade/plan-schedule.ts';
import { coveredCalendarYears, installCalendarYears, resetCalendarYearsForTests } from './calendar-install.ts';
import { CalendarDataError } from './calendar-year-schema.ts';
import { CALENDAR_LAST_DATE, CalendarCoverageError } from './coverage.ts';
import { holidayName, isMakeUpWorkday, isTradingDay, isWorkday } from './exchange-calendar.ts';
import { CALENDAR_YEARS } from './holidays-data.ts';
import * as calendar from './index.ts';
import { SYNTHETIC_2027, SYNTHETIC_2028 } from './synthetic-year.test-fixture.ts';
import { tradeDateFor } from './trade-date.ts';
import { addTradingDays, nextTradingDay, previousTradingDay, tradingDaysBetween } from './trading-days.ts';

afterEach(() => {
  resetCalendarYearsForTests();
});

describe('installing an announced year', () => {
  it('moves a trade date past the end of the built-in data into the new year', () => {
    expect(() => tradeDateFor(new Date('2026-12-31T16:00:00+08:00'))).toThrow(CalendarCoverageError);
    installCalendarYears([SYNTHETIC_2027]);
    // 2027-01-01 (Friday) to 01-03 are the fixture's holiday: Monday 01-04 is the first trading day.
    expect(tradeDateFor(new Date('2026-12-31T16:00:00+08:00'))).toBe('2027-01-04');
    expect(tradeDateFor(new Date('2026-12-31T14:00:00+08:00'))).toBe('2026-12-31');
  });

  it('counts trading days across the boundary both ways', () => {
    installCalendarYears([SYNTHETIC_2027]);
    expect(addTradingDays('2026-12-30', 2)).toBe('2027-01-04');
    expect(addTradingDays('2027-01-04', -1)).toBe('2026-12-31');
    expect(nextTradingDay('2026-12-31')).toBe('2027-01-04');
    expect(previousTradingDay('2027-01-04')).toBe('2026-12-31');
    expect(tradingDaysBetween('2026-12-30', '2027-01-05')).toBe(3);
  });

  it('answers the new year’s holidays and make-up days', () => {
    installCalendarYears([SYNTHETIC_2027]);
    expect(isTradingDay('2027-10-04')).toBe(false);
    expect(holidayName('2027-10-04')).toBe('测试长假');
    expect(isMakeUpWorkday('2027-10-09')).toBe(true);
    expect(isWorkday('2027-10-09')).toBe(true);
    expect(isTradingDay('2027-10-09')).toBe(false);
    expect(isTradingDay('2027-10-08')).toBe(true);
  });

  it('moves the covered range and still refuses the year after', () => {
    installCalendarYears([SYNTHETIC_2027]);
    expect(CALENDAR_LAST_DATE).toBe('2027-12-31');
    expect(calendar.CALENDAR_LAST_DATE).toBe('2027-12-31');
    expect(coveredCalendarYears().at(-1)?.year).toBe(2027);
    expect(() => isTradingDay('2028-01-04')).toThrow(/交易日历只覆盖 2012-01-01 至 2027-12-31/);
    expect(() => addTradingDays('2027-12-30', 2)).toThrow(CalendarCoverageError);
  });

  it('lets a consumer of the last covered date continue into the new year', () => {
    const daily = { unit: PLAN_UNIT.day, startDate: '2026-01-01' };
    expect(upcomingPlanDates(daily, '2026-12-29', 3)).toEqual(['2026-12-30', '2026-12-31']);
    installCalendarYears([SYNTHETIC_2027]);
    expect(upcomingPlanDates(daily, '2026-12-29', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-04']);
  });

  it('changes nothing when the same year is installed again', () => {
    expect(installCalendarYears([SYNTHETIC_2027])).toMatchObject({ added: [2027], unchanged: [] });
    const again = installCalendarYears([JSON.parse(JSON.stringify(SYNTHETIC_2027))]);
    expect(again).toMatchObject({ added: [], revised: [], unchanged: [2027] });
    expect(nextTradingDay('2026-12-31')).toBe('2027-01-04');
  });

  it('accepts a built-in year given again unchanged, and refuses it changed', () => {
    const y2025 = CALENDAR_YEARS.find((y) => y.year === 2025);
    expect(installCalendarYears([y2025])).toMatchObject({ unchanged: [2025] });
    const changed = { ...y2025, makeUpWorkdays: ['2025-01-26', '2025-02-08'] };
    expect(() => installCalendarYears([changed])).toThrow('2025 年是随版本发布的内置数据，不能用不同的内容替换');
    expect(isMakeUpWorkday('2025-09-28')).toBe(true);
  });

  it('refuses a year that leaves a gap, and takes several consecutive years in any order', () => {
    expect(() => installCalendarYears([SYNTHETIC_2028])).toThrow(
      '2028 年不能加入：交易日历覆盖 2012 至 2026 年，新的年份须紧接其后（下一个应为 2027 年）',
    );
    expect(CALENDAR_LAST_DATE).toBe('2026-12-31');
    installCalendarYears([SYNTHETIC_2028, SYNTHETIC_2027]);
    expect(CALENDAR_LAST_DATE).toBe('2028-12-31');
    expect(nextTradingDay('2027-12-31')).toBe('2028-01-04');
  });

  it('refuses a year before the covered range', () => {
    expect(() =>
      installCalendarYears([{ ...SYNTHETIC_2028, year: 2011, holidays: [{ name: '元旦', from: '2011-01-01', to: '2011-01-03' }] }]),
    ).toThrow(/2011 年不能加入/);
  });

  it('installs nothing when one of the years is refused', () => {
    const broken = { ...SYNTHETIC_2028, makeUpWorkdays: ['2028-01-04'] };
    expect(() => installCalendarYears([SYNTHETIC_2027, broken])).toThrow(CalendarDataError);
    expect(CALENDAR_LAST_DATE).toBe('2026-12-31');
    expect(() => isTradingDay('2027-01-04')).toThrow(CalendarCoverageError);
  });

  it('refuses the same year twice in one call', () => {
    expect(() => installCalendarYears([SYNTHETIC_2027, SYNTHETIC_2027])).toThrow('2027 年的数据给了不止一份');
  });

  it('refuses a year whose holiday reaches into the previous year’s', () => {
    const y2027 = { ...SYNTHETIC_2027, holidays: [...SYNTHETIC_2027.holidays, { name: '测试年末', from: '2027-12-30', to: '2027-12-31' }] };
    const y2028 = { ...SYNTHETIC_2028, holidays: [{ name: '测试元旦', from: '2027-12-31', to: '2028-01-02' }] };
    expect(() => installCalendarYears([y2027, y2028])).toThrow('与相邻年份的数据冲突：假期重叠：2027-12-31');
  });

  it('replaces an installed year with its revised notice', () => {
    installCalendarYears([SYNTHETIC_2027]);
    const revised = {
      ...SYNTHETIC_2027,
      holidays: [{ name: '测试元旦', from: '2027-01-01', to: '2027-01-04' }, ...SYNTHETIC_2027.holidays.slice(1)],
    };
    expect(installCalendarYears([revised])).toMatchObject({ revised: [2027] });
    expect(nextTradingDay('2026-12-31')).toBe('2027-01-05');
  });

  it('goes back to the built-in years on reset', () => {
    installCalendarYears([SYNTHETIC_2027]);
    resetCalendarYearsForTests();
    expect(CALENDAR_LAST_DATE).toBe('2026-12-31');
    expect(() => nextTradingDay('2026-12-31')).toThrow(CalendarCoverageError);
  });
});
