import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { compareMoney, isDecimalInput, MoneyDecimal, moneyEquals, moneyGt, moneyLt, sumMoney, toDecimal } from './decimal.ts';

describe('toDecimal', () => {
  it('reads decimal strings exactly, never through a float', () => {
    expect(toDecimal('0.1').plus(toDecimal('0.2')).toString()).toBe('0.3');
    expect(toDecimal('12345678901234567.89').toFixed(2)).toBe('12345678901234567.89');
  });

  it('accepts numbers and Decimal instances of any clone', () => {
    expect(toDecimal(1.5).toString()).toBe('1.5');
    expect(toDecimal(new Decimal('2.25')).toString()).toBe('2.25');
  });

  it('rejects non-numeric input with a TypeError', () => {
    expect(() => toDecimal('1,000')).toThrow(TypeError);
    expect(() => toDecimal('abc')).toThrow(TypeError);
    expect(() => toDecimal('0x10')).toThrow(TypeError);
    expect(() => toDecimal(Number.NaN)).toThrow(TypeError);
    expect(() => toDecimal('Infinity')).toThrow(TypeError);
    expect(isDecimalInput('')).toBe(false);
  });

  it('does not change the global Decimal configuration', () => {
    expect(Decimal.precision).toBe(20);
    expect(MoneyDecimal.precision).toBe(40);
  });
});

describe('sums and comparisons', () => {
  it('sums mixed inputs exactly', () => {
    expect(sumMoney(['0.10', 0.2, new Decimal('0.3')]).toString()).toBe('0.6');
    expect(sumMoney([]).toString()).toBe('0');
  });

  it('compares values of different forms', () => {
    expect(compareMoney('1.10', 1.1)).toBe(0);
    expect(moneyEquals('100', '100.00')).toBe(true);
    expect(moneyGt('100.01', 100)).toBe(true);
    expect(moneyLt('-1', 0)).toBe(true);
  });
});
