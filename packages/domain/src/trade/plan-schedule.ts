import { CALENDAR_LAST_DATE } from '../calendar/coverage.ts';
import { dayOfWeek, fromDayNumber, toDayNumber } from '../calendar/day-number.ts';
import { isTradingDay } from '../calendar/exchange-calendar.ts';
import { nextTradingDay } from '../calendar/trading-days.ts';
import { isoWeekdayOf, PLAN_UNIT, WEEKDAYS, type PlanUnit, type WeekdayCode } from '../codes/fixed-plan.ts';

export interface PlanSchedule {
  unit: PlanUnit;
  // Month plans: 1–28.
  dayOfMonth?: number | null;
  // Week plans: §3 codes 02–06 (Monday–Friday).
  weekday?: WeekdayCode | null;
  // No deduction before this date.
  startDate: string;
}

function assertSchedule(plan: PlanSchedule): void {
  if (plan.unit === PLAN_UNIT.month) {
    const day = plan.dayOfMonth;
    if (day === undefined || day === null || !Number.isInteger(day) || day < 1 || day > 28) {
      throw new RangeError(`每月扣款日须为1-28日：${String(day)}`);
    }
  } else if (plan.unit === PLAN_UNIT.week) {
    if (!plan.weekday || !(plan.weekday in WEEKDAYS)) throw new RangeError(`每周扣款日不正确：${String(plan.weekday)}`);
  } else if (plan.unit !== PLAN_UNIT.day) {
    throw new RangeError(`定投周期不正确：${String(plan.unit)}`);
  }
}

// The nominal plan day on or after `day` (a day number), before moving to a trading day.
function nominalOnOrAfter(plan: PlanSchedule, day: number): number {
  if (plan.unit === PLAN_UNIT.day) return day;
  if (plan.unit === PLAN_UNIT.week) {
    // dayOfWeek: 0 = Sunday; ISO 1 = Monday, which is also dayOfWeek 1.
    const wanted = isoWeekdayOf(plan.weekday as WeekdayCode);
    return day + ((wanted - dayOfWeek(day) + 7) % 7);
  }
  const date = fromDayNumber(day);
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const dom = plan.dayOfMonth as number;
  const thisMonth = toDayNumber(`${date.slice(0, 8)}${String(dom).padStart(2, '0')}`);
  if (thisMonth >= day) return thisMonth;
  const next =
    month === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;
  return toDayNumber(`${next}-${String(dom).padStart(2, '0')}`);
}

// The first deduction date strictly after `after` (YYYY-MM-DD): a plan day on or after the start
// date, moved to the next trading day when it is not one. Day plans run on every trading day.
export function nextPlanDate(plan: PlanSchedule, after: string): string {
  assertSchedule(plan);
  const afterDay = toDayNumber(after);
  let cursor = Math.max(toDayNumber(plan.startDate), afterDay - 40);
  // A holiday moves a plan day forward, so a plan day a little before `after` may still run after it.
  for (;;) {
    const nominal = nominalOnOrAfter(plan, cursor);
    const nominalDate = fromDayNumber(nominal);
    const run = isTradingDay(nominalDate) ? nominalDate : nextTradingDay(nominalDate);
    if (toDayNumber(run) > afterDay) return run;
    cursor = nominal + 1;
  }
}

// The next `count` deduction dates strictly after `after`, without repeats; fewer near the end of
// the calendar's data (trading days of a year are known once its holidays are announced).
export function upcomingPlanDates(plan: PlanSchedule, after: string, count: number): string[] {
  const dates: string[] = [];
  let from = after;
  while (dates.length < count) {
    try {
      from = nextPlanDate(plan, from);
    } catch (error) {
      if (dates.length > 0 && error instanceof RangeError && from <= CALENDAR_LAST_DATE) break;
      throw error;
    }
    dates.push(from);
  }
  return dates;
}

// 每月8日 / 每周三 / 每个交易日
export function planCycleText(plan: Pick<PlanSchedule, 'unit' | 'dayOfMonth' | 'weekday'>): string {
  if (plan.unit === PLAN_UNIT.month) return `每月${String(plan.dayOfMonth ?? '--')}日`;
  if (plan.unit === PLAN_UNIT.week) return `每${plan.weekday ? WEEKDAYS[plan.weekday] : '周--'}`.replace('每星期', '每周');
  return '每个交易日';
}
