import { describe, expect, it } from 'vitest';
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
});
