import { describe, expect, it } from 'vitest';
import { TRADE_PASSWORD_WEAKNESS, tradePasswordWeakness } from './trade-password.ts';

describe('tradePasswordWeakness', () => {
  it('accepts an ordinary 6-digit password', () => {
    expect(tradePasswordWeakness('135792')).toBeNull();
  });

  it('refuses anything but 6 digits', () => {
    expect(tradePasswordWeakness('12a456')).toBe(TRADE_PASSWORD_WEAKNESS.format);
  });

  it('refuses all-same digits', () => {
    expect(tradePasswordWeakness('888888')).toBe(TRADE_PASSWORD_WEAKNESS.sameDigits);
  });

  it('refuses ascending and descending sequences', () => {
    expect(tradePasswordWeakness('123456')).toBe(TRADE_PASSWORD_WEAKNESS.sequence);
    expect(tradePasswordWeakness('012345')).toBe(TRADE_PASSWORD_WEAKNESS.sequence);
    expect(tradePasswordWeakness('987654')).toBe(TRADE_PASSWORD_WEAKNESS.sequence);
    expect(tradePasswordWeakness('124567')).toBeNull();
  });

  it('refuses the birthday as YYMMDD (the last 6 digits of yyyymmdd)', () => {
    expect(tradePasswordWeakness('900307', '19900307')).toBe(TRADE_PASSWORD_WEAKNESS.birthday);
  });

  it('refuses a password containing the birthday MMDD', () => {
    expect(tradePasswordWeakness('030791', '19900307')).toBe(TRADE_PASSWORD_WEAKNESS.birthday);
    expect(tradePasswordWeakness('910307', '1990-03-07')).toBe(TRADE_PASSWORD_WEAKNESS.birthday);
  });

  it('ignores the birthday rule without a usable birthday', () => {
    expect(tradePasswordWeakness('900307')).toBeNull();
    expect(tradePasswordWeakness('900307', '1990')).toBeNull();
  });
});
