import { EMPTY_DISPLAY } from './empty.ts';
import { isEmpty } from '../validate/patterns.ts';

// Dates are shown in China time. Asia/Shanghai has had no daylight saving since 1991, so a
// fixed +08:00 offset gives the same wall clock without Intl or the host time zone.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function shanghaiWallClock(instant: Date | number): WallClock {
  const d = new Date((typeof instant === 'number' ? instant : instant.getTime()) + SHANGHAI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// Today's date in China as yyyymmdd.
export function shanghaiYmd(instant: Date | number): string {
  const { year, month, day } = shanghaiWallClock(instant);
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/;
// Dates and date-times without a zone are China wall-clock times.
const NAIVE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

function wallFromMatch(match: RegExpExecArray): WallClock | null {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

export function toWallClock(value: unknown): WallClock | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : shanghaiWallClock(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // §5: an 8-digit value is a date (20240101), a number as much as a string; 14 digits add HHmmss.
    const digits = Number.isInteger(value) && value > 0 ? String(value) : '';
    if (digits.length === 8 || digits.length === 14) return toWallClock(digits);
    return shanghaiWallClock(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // §5: an 8-digit string is read as a date (yyyymmdd); 14 digits add HHmmss.
  const compact = COMPACT.exec(text) ?? NAIVE.exec(text);
  if (compact) return wallFromMatch(compact);
  if (/^\d{10,13}$/.test(text)) return shanghaiWallClock(Number(text));
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : shanghaiWallClock(ms);
}

// §5: dates default to YYYY-MM-DD; empty (and unreadable) shows '--'.
// Tokens: YYYY MM DD HH mm ss.
export function formatDate(value: unknown, pattern = 'YYYY-MM-DD'): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  const wall = toWallClock(value);
  if (!wall) return EMPTY_DISPLAY;
  const tokens: Record<string, string> = {
    YYYY: pad(wall.year, 4),
    MM: pad(wall.month),
    DD: pad(wall.day),
    HH: pad(wall.hour),
    mm: pad(wall.minute),
    ss: pad(wall.second),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

// A manager's tenure: "YYYY-MM-DD 至 YYYY-MM-DD", or "至 今" while still in office.
export function formatTenure({ startDate, endDate }: { startDate: string; endDate?: string | null }): string {
  return `${formatDate(startDate)} 至 ${endDate ? formatDate(endDate) : '今'}`;
}
