import { describe, expect, it } from 'vitest';
import { amountFeeText, amountRangeText, holdingRangeText, rateText } from './fund-detail-format.ts';

describe('fee texts', () => {
  it('names amount tiers [min, max) in 万元', () => {
    expect(amountRangeText({ min: '0.00', max: '1000000.00' })).toBe('100万元以下');
    expect(amountRangeText({ min: '1000000.00', max: '3000000.00' })).toBe('100万元(含)至300万元');
    expect(amountRangeText({ min: '5000000.00' })).toBe('500万元(含)以上');
  });

  it('shows a rate without a plus sign and a fixed fee per order', () => {
    expect(rateText('0.015000')).toBe('1.50%');
    expect(rateText('0')).toBe('0.00%');
    expect(amountFeeText({ min: '5000000.00', rule: { kind: 'fixed', fee: '1000.00' } })).toBe('每笔1,000.00元');
    expect(amountFeeText({ min: '0', rule: { kind: 'rate', rate: '0.012' } })).toBe('1.20%');
  });

  it('names holding periods in days, whole years as years', () => {
    expect(holdingRangeText({ minDays: 0, maxDays: 7 })).toBe('7天以内');
    expect(holdingRangeText({ minDays: 7, maxDays: 365 })).toBe('7天(含)至1年');
    expect(holdingRangeText({ minDays: 730 })).toBe('2年(含)以上');
  });
});
