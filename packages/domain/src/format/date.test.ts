import { describe, expect, it } from 'vitest';
import { formatDate, formatTenure, shanghaiYmd } from './date.ts';

// 2024-03-05 23:30:15 in Shanghai is 15:30:15 UTC.
const INSTANT = Date.UTC(2024, 2, 5, 15, 30, 15);

describe('formatDate', () => {
  it('formats a Date in China time with the default pattern', () => {
    expect(formatDate(new Date(INSTANT))).toBe('2024-03-05');
  });

  it('formats a millisecond timestamp across the UTC day boundary', () => {
    // 2024-03-05 16:30 UTC is already 3月6日 in Shanghai.
    expect(formatDate(INSTANT + 60 * 60 * 1000)).toBe('2024-03-06');
  });

  it('formats an ISO string with a zone', () => {
    expect(formatDate('2024-03-05T15:30:15Z', 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 23:30:15');
  });

  it('reads an 8-digit string as a date', () => {
    expect(formatDate('20240305')).toBe('2024-03-05');
    expect(formatDate('20240305', 'YYYY年MM月DD日')).toBe('2024年03月05日');
  });

  it('reads an 8-digit number as a date, not as milliseconds since 1970', () => {
    expect(formatDate(20240101)).toBe('2024-01-01');
    expect(formatDate(20240305123005, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 12:30:05');
    expect(formatDate(20240230)).toBe('--');
  });

  it('reads zone-less date-times as China wall clock', () => {
    expect(formatDate('2024-03-05 09:05:01', 'HH:mm:ss')).toBe('09:05:01');
    expect(formatDate('2024/3/5', 'YYYY-MM-DD')).toBe('2024-03-05');
  });

  it('shows -- when empty or unreadable', () => {
    expect(formatDate('')).toBe('--');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('20240230')).toBe('--');
    expect(formatDate('yesterday')).toBe('--');
    expect(formatDate(new Date(Number.NaN))).toBe('--');
  });
});

describe('shanghaiYmd', () => {
  it('gives the China calendar date', () => {
    expect(shanghaiYmd(INSTANT)).toBe('20240305');
    expect(shanghaiYmd(new Date(INSTANT + 60 * 60 * 1000))).toBe('20240306');
  });
});

describe('formatTenure', () => {
  it('joins start and end, or 今 while in office', () => {
    expect(formatTenure({ startDate: '2020-01-02', endDate: '2023-04-05' })).toBe('2020-01-02 至 2023-04-05');
    expect(formatTenure({ startDate: '2020-01-02', endDate: null })).toBe('2020-01-02 至 今');
  });
});
