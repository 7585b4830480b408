import { describe, expect, it } from 'vitest';
import { lastSeedTradingDay } from './fund.seed.ts';

describe('lastSeedTradingDay', () => {
  it('is the trading day before today in Shanghai', () => {
    // Monday 2026-11-23 09:00 in Shanghai: the last NAV is Friday's.
    expect(lastSeedTradingDay(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-20');
  });

  it('stops at the last trading day of the calendar data instead of refusing to seed', () => {
    expect(lastSeedTradingDay(new Date('2027-03-01T01:00:00Z'))).toBe('2026-12-31');
  });
});
