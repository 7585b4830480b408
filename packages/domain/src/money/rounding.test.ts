import { describe, expect, it } from 'vitest';
import { roundFen, roundNav, toMoneyString, toNavString, toSharesString, truncShares } from './rounding.ts';

describe('rounding rules', () => {
  it('rounds money half up to the fen', () => {
    expect(roundFen('1.005').toFixed(2)).toBe('1.01');
    expect(roundFen('1.004999').toFixed(2)).toBe('1.00');
    expect(roundFen('-1.005').toFixed(2)).toBe('-1.01');
  });

  it('truncates shares down to 0.01', () => {
    expect(truncShares('1234.5699').toFixed(2)).toBe('1234.56');
    expect(truncShares('0.009').toFixed(2)).toBe('0.00');
  });

  it('rounds NAV half up to 4 decimals', () => {
    expect(roundNav('1.23455').toFixed(4)).toBe('1.2346');
  });

  it('writes wire strings with fixed places', () => {
    expect(toMoneyString(100)).toBe('100.00');
    expect(toSharesString('99.999')).toBe('99.99');
    expect(toNavString('1')).toBe('1.0000');
  });
});
