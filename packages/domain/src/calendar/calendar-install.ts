import { activeCalendarYears, buildCalendarIndex, switchCalendarYears } from './calendar-index.ts';
import { parseCalendarYear } from './calendar-year-schema.ts';
import { CALENDAR_YEARS, type CalendarYear } from './holidays-data.ts';

// Years announced after a release are installed at runtime from stored data (the server loads them
// at start and when one is imported). The built-in years are reviewed with the code: data can only
// extend them, and coverage stays one unbroken range so no date inside it is ever guessed.

const BUILT_IN_YEARS = new Map(CALENDAR_YEARS.map((y) => [y.year, y]));

export function isBuiltInCalendarYear(year: number): boolean {
  return BUILT_IN_YEARS.has(year);
}

// The years the calendar answers for now, built-in and installed, in order.
export function coveredCalendarYears(): readonly CalendarYear[] {
  return activeCalendarYears();
}

// Same announcement: holidays as listed, make-up days and extra closures in any order.
function canonical(y: CalendarYear): string {
  return JSON.stringify({
    year: y.year,
    holidays: y.holidays.map(({ name, from, to }) => ({ name, from, to })),
    makeUpWorkdays: [...y.makeUpWorkdays].sort(),
    exchangeClosures: [...(y.exchangeClosures ?? [])]
      .map(({ date, name }) => ({ date, name }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  });
}

export function sameCalendarYear(a: CalendarYear, b: CalendarYear): boolean {
  return canonical(a) === canonical(b);
}

export interface CalendarInstallPlan {
  years: CalendarYear[];
  added: number[];
  // An installed (not built-in) year given with other data: a revised notice (as in 2019 and 2020).
  revised: number[];
  unchanged: number[];
}

// What installing `inputs` would do, without doing it; refused with a RangeError (CalendarDataError
// for a year's own data) naming the year.
export function planCalendarYears(inputs: readonly unknown[]): CalendarInstallPlan {
  const parsed = inputs.map(parseCalendarYear).sort((a, b) => a.year - b.year);
  const current = new Map(activeCalendarYears().map((y) => [y.year, y]));
  const plan: CalendarInstallPlan = { years: [], added: [], revised: [], unchanged: [] };
  let last = Math.max(...current.keys());
  parsed.forEach((y, i) => {
    if (parsed[i - 1]?.year === y.year) throw new RangeError(`${String(y.year)} 年的数据给了不止一份`);
    const installed = current.get(y.year);
    if (installed && sameCalendarYear(installed, y)) {
      plan.unchanged.push(y.year);
    } else if (isBuiltInCalendarYear(y.year)) {
      throw new RangeError(`${String(y.year)} 年是随版本发布的内置数据，不能用不同的内容替换`);
    } else if (installed) {
      plan.revised.push(y.year);
      current.set(y.year, y);
    } else if (y.year === last + 1) {
      plan.added.push(y.year);
      current.set(y.year, y);
      last = y.year;
    } else {
      const first = Math.min(...current.keys());
      throw new RangeError(
        `${String(y.year)} 年不能加入：交易日历覆盖 ${String(first)} 至 ${String(last)} 年，新的年份须紧接其后（下一个应为 ${String(last + 1)} 年）`,
      );
    }
  });
  plan.years = [...current.values()].sort((a, b) => a.year - b.year);
  // Each year passed its own checks; this finds clashes between neighbours (a 元旦 reaching back).
  try {
    buildCalendarIndex(plan.years);
  } catch (error) {
    throw new RangeError(`与相邻年份的数据冲突：${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return plan;
}

// Extends the calendar with announced years; repeating a call changes nothing. Every lookup
// (trading days, T+n, coverage, CALENDAR_LAST_DATE) answers for the new years at once.
export function installCalendarYears(inputs: readonly unknown[]): CalendarInstallPlan {
  const plan = planCalendarYears(inputs);
  if (plan.added.length > 0 || plan.revised.length > 0) switchCalendarYears(plan.years);
  return plan;
}

// Tests only: back to the built-in years, so one test's installed year never reaches the next.
export function resetCalendarYearsForTests(): void {
  switchCalendarYears(CALENDAR_YEARS);
}
