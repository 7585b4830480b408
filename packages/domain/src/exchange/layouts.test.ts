import { describe, expect, it } from 'vitest';
import { LAID_OUT_FILE_TYPES, layoutOf, recordByteLength } from './layouts.ts';
import { digitsToNumeric, numericToDigits } from './field-values.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';

const amount = { name: 'ApplicationAmount', label: '申请金额', type: 'N', length: 16, decimals: 2 } as const;

describe('layouts', () => {
  it('version 20 is version 22 without the fields added later', () => {
    expect(layoutOf('22', '07').map((field) => field.name)).toContain('FundIncome');
    expect(layoutOf('20', '07').map((field) => field.name)).not.toContain('FundIncome');
    expect(layoutOf('20', '03')).toEqual(layoutOf('22', '03'));
  });

  it('names each field once and gives N fields their places', () => {
    for (const fileType of LAID_OUT_FILE_TYPES) {
      const names = layoutOf('22', fileType).map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(layoutOf('22', '04').find((field) => field.name === 'NAV')).toMatchObject({ type: 'N', length: 7, decimals: 4 });
    expect(recordByteLength(layoutOf('22', '05'))).toBe(8 + 6 + 9 + 17 + 12 + 16 * 3);
  });
});

describe('numeric fields', () => {
  it('writes implied decimals right-aligned with zeros', () => {
    expect(numericToDigits(amount, '1000.5')).toBe('0000000000100050');
    expect(numericToDigits(amount, '0')).toBe('0000000000000000');
    expect(numericToDigits(amount, '')).toBe('0000000000000000');
    expect(numericToDigits(amount, '12.3400')).toBe('0000000000001234');
  });

  it('refuses negatives, extra decimals, overflow and text', () => {
    expect(() => numericToDigits(amount, '-1')).toThrow(ExchangeFieldError);
    expect(() => numericToDigits(amount, '1.234')).toThrow('小数位超过2位');
    expect(() => numericToDigits(amount, '12345678901234567')).toThrow('超过16位数字');
    expect(() => numericToDigits(amount, '1e3')).toThrow('不是数字');
  });

  it('reads digits back as decimal strings', () => {
    expect(digitsToNumeric(amount, '0000000000100050')).toBe('1000.50');
    expect(digitsToNumeric(amount, '0000000000000000')).toBe('0.00');
    expect(digitsToNumeric({ ...amount, length: 10, decimals: 0 }, '0000000100')).toBe('100');
    expect(() => digitsToNumeric(amount, '00000000001000A0')).toThrow('只能是数字');
  });
});
