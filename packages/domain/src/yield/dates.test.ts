import { describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate } from './dates.ts';
import { downsample } from './downsample.ts';

describe('dates', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
  });

  it('reads both date spellings and rejects impossible days', () => {
    expect(parseIsoDate('20250102')).toBe('2025-01-02');
    expect(parseIsoDate('2025-01-02')).toBe('2025-01-02');
    expect(parseIsoDate('2025-02-30')).toBeUndefined();
    expect(parseIsoDate('2025/01/02')).toBeUndefined();
  });
});

describe('downsample', () => {
  it('keeps first and last and at most max points', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const out = downsample(points, 600);
    expect(out).toHaveLength(600);
    expect(out[0]).toBe(0);
    expect(out[599]).toBe(999);
  });
});
