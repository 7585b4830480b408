import { describe, expect, it } from 'vitest';
import { sevenDayYield } from './money-fund.ts';

describe('sevenDayYield', () => {
  it('annualises seven days of 0.5 per 10k by compounding', () => {
    // 1.00005^365 − 1 = 0.0184171…
    expect(sevenDayYield(Array(7).fill('0.5000'))).toBe('0.018417');
  });

  it('needs exactly seven days', () => {
    expect(sevenDayYield(['0.5', '0.5'])).toBeNull();
  });
});
