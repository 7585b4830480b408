import { shanghaiWallClock } from '../format/date.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function assertInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('无效的时间');
}

// The calendar date of an instant in China (YYYY-MM-DD), whatever the host time zone.
export function shanghaiDate(instant: Date): string {
  assertInstant(instant);
  const { year, month, day } = shanghaiWallClock(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

// The wall-clock time of an instant in China (HH:mm:ss).
export function shanghaiTime(instant: Date): string {
  assertInstant(instant);
  const { hour, minute, second } = shanghaiWallClock(instant);
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

// The instant a China calendar day begins (UTC+8, no daylight saving): daily limits count from it.
export function shanghaiDayStart(now: Date): Date {
  assertInstant(now);
  return new Date(`${shanghaiDate(now)}T00:00:00+08:00`);
}
