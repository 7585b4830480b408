// Calendar dates as whole days since 1970-01-01, so the calendar works on integers and never on
// the host time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isCalendarDate(value: string): boolean {
  try {
    toDayNumber(value);
    return true;
  } catch {
    return false;
  }
}

export function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const check = new Date(ms);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return ms / MS_PER_DAY;
    }
  }
  throw new RangeError(`不是有效的日期（YYYY-MM-DD）：${date}`);
}

export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

// 0 = Sunday … 6 = Saturday; 1970-01-01 was a Thursday.
export function dayOfWeek(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: number): boolean {
  const d = dayOfWeek(day);
  return d === 0 || d === 6;
}
