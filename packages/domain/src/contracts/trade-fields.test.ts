import { describe, expect, it } from 'vitest';
import { isoDate } from './trade-fields.ts';

describe('isoDate', () => {
  it('accepts a real calendar date', () => {
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
  });

  // Found by the fuzz suite: the pattern alone let these through to the calendar code and SQL date casts (HTTP 500).
  it('refuses a date that does not exist', () => {
    for (const value of ['2103-52-75', '2025-02-29', '2025-00-10']) {
      expect(isoDate.safeParse(value).error?.issues[0]?.message).toBe('日期不存在，应为有效的YYYY-MM-DD日期');
    }
  });
});
