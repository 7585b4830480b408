import { describe, expect, it } from 'vitest';
import { shanghaiDate, shanghaiTime } from './shanghai-clock.ts';
import { arrivalDate, confirmationDate, tradeDateFor } from './trade-date.ts';

describe('tradeDateFor', () => {
  it('moves a Friday order after 15:00 before the National Day week past the holiday', () => {
    // 2022-10-01 to 10-07 are closed and the make-up weekend 10-08/10-09 is closed to the exchanges.
    expect(tradeDateFor(new Date('2022-09-30T15:30:00+08:00'))).toBe('2022-10-10');
  });

  it('keeps an order at 14:59:59 on the same trading day', () => {
    expect(tradeDateFor(new Date('2025-06-03T14:59:59+08:00'))).toBe('2025-06-03');
  });

  it('moves an order at exactly 15:00:00 to the next trading day', () => {
    expect(tradeDateFor(new Date('2025-06-03T15:00:00+08:00'))).toBe('2025-06-04');
  });

  it('reads the cut-off in Shanghai time, not UTC', () => {
    // 06:59:59 and 07:00:00 UTC are 14:59:59 and 15:00:00 in Shanghai.
    expect(tradeDateFor(new Date('2025-06-03T06:59:59Z'))).toBe('2025-06-03');
    expect(tradeDateFor(new Date('2025-06-03T07:00:00Z'))).toBe('2025-06-04');
  });

  it('uses the Shanghai date when UTC is still on a weekday', () => {
    // Friday 16:30 UTC is Saturday 00:30 in Shanghai.
    expect(tradeDateFor(new Date('2025-06-06T16:30:00Z'))).toBe('2025-06-09');
  });

  it('takes an early-morning Shanghai order on that day while UTC is still on the day before', () => {
    // Thursday 17:00 UTC is Friday 01:00 in Shanghai, before the cut-off.
    expect(tradeDateFor(new Date('2025-06-05T17:00:00Z'))).toBe('2025-06-06');
  });

  it('moves a morning order on a make-up working Saturday to Monday', () => {
    expect(tradeDateFor(new Date('2025-10-11T10:00:00+08:00'))).toBe('2025-10-13');
  });

  it('honours another cut-off', () => {
    expect(tradeDateFor(new Date('2025-06-03T14:30:00+08:00'), '14:30')).toBe('2025-06-04');
    expect(tradeDateFor(new Date('2025-06-03T14:29:59+08:00'), '14:30:00')).toBe('2025-06-03');
  });

  it('refuses a malformed cut-off', () => {
    expect(() => tradeDateFor(new Date('2025-06-03T10:00:00+08:00'), '3pm')).toThrow(RangeError);
  });

  it('refuses an order whose trade date lies beyond the calendar data', () => {
    expect(() => tradeDateFor(new Date('2026-12-31T15:00:00+08:00'))).toThrow(RangeError);
  });

  it('does not depend on the host time zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(tradeDateFor(new Date('2025-06-06T16:30:00Z'))).toBe('2025-06-09');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('confirmation and arrival', () => {
  it('confirms on T+1 over a weekend', () => {
    expect(confirmationDate('2025-06-06', 1)).toBe('2025-06-09');
  });

  it('confirms a QDII order on T+2 over the National Day week', () => {
    expect(confirmationDate('2025-09-29', 2)).toBe('2025-10-09');
  });

  it('pays redemption money on T+n trading days', () => {
    expect(arrivalDate('2026-02-12', 3)).toBe('2026-02-25');
  });

  it('refuses a trade date that is not a trading day', () => {
    expect(() => confirmationDate('2025-10-11', 1)).toThrow(/不是交易日/);
  });

  it('refuses a negative lag', () => {
    expect(() => arrivalDate('2025-06-06', -1)).toThrow(RangeError);
  });
});

describe('Shanghai clock', () => {
  it('shows the Shanghai date and time of an instant', () => {
    const instant = new Date('2025-12-31T16:05:09Z');
    expect(shanghaiDate(instant)).toBe('2026-01-01');
    expect(shanghaiTime(instant)).toBe('00:05:09');
  });

  it('refuses an invalid instant', () => {
    expect(() => shanghaiDate(new Date('nope'))).toThrow(RangeError);
  });
});
