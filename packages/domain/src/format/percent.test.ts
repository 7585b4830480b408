import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('adds a plus sign to positive values', () => {
    expect(formatPercent(12.345)).toBe('+12.35%');
    expect(formatPercent('0.01')).toBe('+0.01%');
  });

  it('keeps the minus sign of negative values', () => {
    expect(formatPercent('-3.2')).toBe('-3.20%');
  });

  it('shows zero and negative zero as 0.00%', () => {
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0)).toBe('0.00%');
    expect(formatPercent('-0.001')).toBe('0.00%');
  });

  it('multiplies a ratio by 100 when asked', () => {
    expect(formatPercent('0.012345', { multiply100: true })).toBe('+1.23%');
    expect(formatPercent(-0.5, { multiply100: true })).toBe('-50.00%');
  });

  it('shows -- when empty', () => {
    expect(formatPercent(undefined)).toBe('--');
    expect(formatPercent('')).toBe('--');
  });

  it('throws a Chinese TypeError for bad input types', () => {
    expect(() => formatPercent('12%')).toThrow('百分比格式化的参数须为数字或数字字符串');
    expect(() => formatPercent(true)).toThrow(TypeError);
  });
});
