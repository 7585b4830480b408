import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatLimit } from './limit.ts';
import { formatLargeNumber } from './magnitude.ts';
import { formatMoney, formatValue } from './money.ts';

describe('formatMoney', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('1000')).toBe('1,000.00');
    expect(formatMoney(999)).toBe('999.00');
  });

  it('rounds half up from decimal strings without float error', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('12345678901234567.895')).toBe('12,345,678,901,234,567.90');
  });

  it('accepts Decimal values and negatives', () => {
    expect(formatMoney(new Decimal('-98765.4'))).toBe('-98,765.40');
    expect(formatMoney('-0.001')).toBe('0.00');
  });

  it('shows the fallback when missing', () => {
    expect(formatMoney(undefined)).toBe('--');
    expect(formatMoney('  ', { fallback: '0.00元' })).toBe('0.00元');
    expect(formatMoney(null, { fallback: '0.00元' })).toBe('0.00元');
  });

  it('appends a unit to present values', () => {
    expect(formatMoney('10', { unit: '元' })).toBe('10.00元');
  });

  it('throws a Chinese TypeError for bad input types', () => {
    expect(() => formatMoney({})).toThrow(TypeError);
    expect(() => formatMoney('abc')).toThrow('千分位格式化的参数须为数字或数字字符串');
    expect(() => formatMoney(Number.NaN)).toThrow(TypeError);
  });
});

describe('formatValue', () => {
  it('defaults to 4 decimals', () => {
    expect(formatValue('1.23456')).toBe('1.2346');
    expect(formatValue(1)).toBe('1.0000');
  });

  it('takes the number of decimals', () => {
    expect(formatValue('2.5', 2)).toBe('2.50');
  });

  it('shows -- when empty or unreadable', () => {
    expect(formatValue('')).toBe('--');
    expect(formatValue('n/a')).toBe('--');
  });
});

describe('formatLimit', () => {
  it('shows 0 as 无限额', () => {
    expect(formatLimit(0)).toBe('无限额');
    expect(formatLimit('0.00')).toBe('无限额');
  });

  it('shows amounts under 10000 in 元', () => {
    expect(formatLimit(5000)).toBe('5000元');
    expect(formatLimit('9999.5')).toBe('9999.5元');
  });

  it('shows exact multiples of 10000 in whole 万元', () => {
    expect(formatLimit(10000)).toBe('1万元');
    expect(formatLimit('500000')).toBe('50万元');
  });

  it('shows other amounts from 10000 in 万元 with 1 decimal', () => {
    expect(formatLimit(15000)).toBe('1.5万元');
    expect(formatLimit(12345)).toBe('1.2万元');
    expect(formatLimit(10001)).toBe('1.0万元');
  });

  it('cuts the decimal instead of rounding up, so a limit is never shown above its value', () => {
    expect(formatLimit(99950)).toBe('9.9万元');
    expect(formatLimit('99999.99')).toBe('9.9万元');
    expect(formatLimit(19999)).toBe('1.9万元');
  });

  it('shows -- when empty', () => {
    expect(formatLimit(undefined)).toBe('--');
  });
});

describe('formatLargeNumber', () => {
  it('uses 亿 from 1e8, the boundary included', () => {
    expect(formatLargeNumber(123456789)).toBe('1.23亿');
    expect(formatLargeNumber('100000000')).toBe('1.00亿');
  });

  it('uses 万 from 1e4, the boundary included', () => {
    expect(formatLargeNumber(12345)).toBe('1.23万');
    expect(formatLargeNumber(10000)).toBe('1.00万');
  });

  it('uses 千 from 1e3, the boundary included', () => {
    expect(formatLargeNumber(1500)).toBe('1.50千');
    expect(formatLargeNumber(1000)).toBe('1.00千');
    expect(formatLargeNumber(999.99)).toBe('999.99');
  });

  it('takes the next unit when rounding reaches its boundary', () => {
    expect(formatLargeNumber(99999999)).toBe('1.00亿');
    expect(formatLargeNumber(9999.999)).toBe('1.00万');
    expect(formatLargeNumber(999.999)).toBe('1.00千');
  });

  it('keeps the sign of negatives', () => {
    expect(formatLargeNumber(-250000000)).toBe('-2.50亿');
  });

  it('shows -- when empty', () => {
    expect(formatLargeNumber(null)).toBe('--');
  });
});
