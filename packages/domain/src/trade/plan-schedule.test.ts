import { describe, expect, it } from 'vitest';
import { nextPlanDate, planCycleText, upcomingPlanDates } from './plan-schedule.ts';

const monthly = (dayOfMonth: number, startDate = '2026-01-01') => ({ unit: '0' as const, dayOfMonth, startDate });
const weekly = (weekday: '02' | '03' | '04' | '05' | '06', startDate = '2026-01-01') => ({ unit: '1' as const, weekday, startDate });
const daily = (startDate = '2026-01-01') => ({ unit: '2' as const, startDate });

describe('nextPlanDate', () => {
  it('a monthly plan day that is a trading day runs on that day', () => {
    expect(nextPlanDate(monthly(8), '2026-01-01')).toBe('2026-01-08');
  });

  it('is strictly after the given date', () => {
    expect(nextPlanDate(monthly(8), '2026-01-08')).toBe('2026-02-09');
  });

  it('a monthly plan day in the National Day holiday runs on the first trading day after it', () => {
    expect(nextPlanDate(monthly(1), '2026-09-30')).toBe('2026-10-08');
  });

  it('a plan day moved by a holiday is still due when asked from inside the holiday', () => {
    expect(nextPlanDate(monthly(1), '2026-10-05')).toBe('2026-10-08');
  });

  it('a monthly plan day on a Sunday runs on the Monday', () => {
    expect(nextPlanDate(monthly(1), '2026-10-08')).toBe('2026-11-02');
  });

  it('a plan day in the Spring Festival runs after the holiday week', () => {
    expect(nextPlanDate(monthly(15), '2026-02-10')).toBe('2026-02-24');
  });

  it('never runs before the start date', () => {
    expect(nextPlanDate(monthly(8, '2026-03-10'), '2026-03-01')).toBe('2026-04-08');
  });

  it('rolls over to the next month, onto the Monday after a Sunday plan day', () => {
    expect(nextPlanDate(monthly(20), '2026-11-21')).toBe('2026-12-21');
  });

  it('a weekly Wednesday plan runs on the Wednesday', () => {
    expect(nextPlanDate(weekly('04'), '2026-09-29')).toBe('2026-09-30');
  });

  it('a weekly plan whose Wednesday is a holiday runs on the next trading day', () => {
    expect(nextPlanDate(weekly('04'), '2026-09-30')).toBe('2026-10-08');
  });

  it('a daily plan skips the make-up working Saturday, on which exchanges stay closed', () => {
    expect(nextPlanDate(daily(), '2026-10-09')).toBe('2026-10-12');
  });

  it('refuses a monthly day outside 1–28', () => {
    expect(() => nextPlanDate(monthly(29), '2026-01-01')).toThrow(RangeError);
  });
});

describe('upcomingPlanDates', () => {
  it('lists distinct dates even when two plan days fall into one holiday', () => {
    expect(upcomingPlanDates(weekly('03'), '2026-09-28', 3)).toEqual(['2026-09-29', '2026-10-08', '2026-10-13']);
  });
});

describe('planCycleText', () => {
  it('names month, week and day cycles', () => {
    expect(planCycleText({ unit: '0', dayOfMonth: 8 })).toBe('每月8日');
    expect(planCycleText({ unit: '1', weekday: '04' })).toBe('每周三');
    expect(planCycleText({ unit: '2' })).toBe('每个交易日');
  });
});

describe('upcomingPlanDates near the end of the calendar', () => {
  it('lists the dates the calendar knows and stops', () => {
    expect(upcomingPlanDates(monthly(8), '2026-11-20', 3)).toEqual(['2026-12-08']);
  });
});
