import { describe, expect, it } from 'vitest';
import { compareDecimalText } from './decimal-order.ts';

describe('ordering decimal texts', () => {
  it('orders by value, not by text', () => {
    expect(compareDecimalText('-0.050000', '0.000000')).toBe(-1);
    expect(compareDecimalText('10.5', '9.75')).toBe(1);
  });

  it('treats the same value written with more places as equal', () => {
    expect(compareDecimalText('0.1', '0.100000')).toBe(0);
  });

  it('tells apart values that round to the same double', () => {
    // Both are 1 as doubles; the eighteenth digit decides.
    expect(Number('1.00000000000000001')).toBe(Number('1'));
    expect(compareDecimalText('1.00000000000000001', '1')).toBe(1);
    expect(compareDecimalText('-1.00000000000000001', '-1')).toBe(-1);
  });
});
