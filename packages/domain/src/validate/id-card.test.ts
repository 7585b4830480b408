import { afterEach, describe, expect, it, vi } from 'vitest';
import { idCardCheckChar, isIdCardNo, parseIdCard } from './id-card.ts';

describe('parseIdCard', () => {
  it('accepts a valid number with an X check character and reads a female birthday', () => {
    expect(parseIdCard('11010519491231002X')).toEqual({ idno: '11010519491231002X', birthday: '19491231', sex: '2' });
  });

  it('reads an odd 17th digit as male', () => {
    expect(parseIdCard('110101199003074477')?.sex).toBe('1');
  });

  it('accepts a lowercase x and normalises it', () => {
    expect(parseIdCard('11010519491231002x')?.idno).toBe('11010519491231002X');
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseIdCard('320106200002290019')?.birthday).toBe('20000229');
  });

  it('refuses a wrong check character', () => {
    expect(parseIdCard('110101199003074478')).toBeNull();
  });

  it('refuses an impossible birth date even with a matching check character', () => {
    const first17 = '32010619990229001';
    expect(parseIdCard(first17 + idCardCheckChar(first17))).toBeNull();
  });

  it('refuses wrong lengths and characters', () => {
    expect(isIdCardNo('11010519491231002')).toBe(false);
    expect(isIdCardNo('11010519491231002XX')).toBe(false);
    expect(isIdCardNo('1101051949123100AX')).toBe(false);
    expect(isIdCardNo(undefined)).toBe(false);
  });

  it('refuses a birth date after the given day and accepts one on it', () => {
    const first17 = '11010520250302001';
    const idno = first17 + idCardCheckChar(first17);
    expect(parseIdCard(idno, '20250301')).toBeNull();
    expect(parseIdCard(idno, '20250302')?.birthday).toBe('20250302');
  });

  describe('with a frozen clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a birth date after today in China', () => {
      // 2025-03-01 20:00 UTC is already 2 March in Shanghai.
      vi.useFakeTimers({ now: Date.UTC(2025, 2, 1, 20, 0, 0) });
      const tomorrow = '11010520250303001';
      const today = '11010520250302001';
      expect(isIdCardNo(tomorrow + idCardCheckChar(tomorrow))).toBe(false);
      expect(isIdCardNo(today + idCardCheckChar(today))).toBe(true);
    });
  });
});
