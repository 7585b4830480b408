import { describe, expect, it } from 'vitest';
import { UP_DOWN_COLORS, upDownColor, upDownColorValue } from './color.ts';

describe('upDownColor', () => {
  it('is up for positive values', () => {
    expect(upDownColor(1.2)).toBe('up');
    expect(upDownColor('+0.35%')).toBe('up');
  });

  it('is down for negative values', () => {
    expect(upDownColor('-0.01')).toBe('down');
  });

  it('strips commas, percent and units before the sign test', () => {
    expect(upDownColor('1,234.50元')).toBe('up');
    expect(upDownColor('-1.2万')).toBe('down');
    expect(upDownColor('-3.5亿')).toBe('down');
    expect(upDownColor('2千')).toBe('up');
    expect(upDownColor('-100.00份')).toBe('down');
  });

  it('is flat for zero, negative zero, empty and text', () => {
    expect(upDownColor(0)).toBe('flat');
    expect(upDownColor('-0.00%')).toBe('flat');
    expect(upDownColor('')).toBe('flat');
    expect(upDownColor('--')).toBe('flat');
    expect(upDownColor(undefined)).toBe('flat');
  });

  it('maps to red, green and dark blue', () => {
    expect(upDownColorValue('1')).toBe(UP_DOWN_COLORS.up);
    expect(UP_DOWN_COLORS).toEqual({ up: '#C62828', down: '#137333', flat: '#1F2D5A' });
  });
});
