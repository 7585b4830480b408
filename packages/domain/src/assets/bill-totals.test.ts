import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals.ts';
import { incomePeriodStart, monthBounds, monthsNewestFirst } from './income-periods.ts';

describe('billTotals', () => {
  const month = {
    opening: [{ marketValue: '10000.10' }, { marketValue: '2000.20' }],
    closing: [{ marketValue: '15000.00' }, { marketValue: '0.01' }],
    trades: [
      { recordCode: '02', amount: '5000.00', fee: '7.49' },
      { recordCode: '01', amount: '1000.00', fee: '1.50' },
      { recordCode: '39', amount: '500.00', fee: '0.75' },
      { recordCode: '03', amount: '2987.10', fee: '15.01' },
      { recordCode: '13', amount: '1200.00', fee: '6.03' },
      { recordCode: '07', amount: null, fee: '0' },
    ],
    dividends: [
      { method: '1', amount: '12.34' },
      { method: '0', amount: '99.99' },
    ],
    income: '123.45',
  };

  it('adds purchases, subscriptions and plan deductions as money paid in', () => {
    expect(billTotals(month).purchaseAmount).toBe('6500.00');
  });

  it('counts redemptions as money paid out and conversions as neither', () => {
    expect(billTotals(month).redemptionAmount).toBe('2987.10');
  });

  it('sums every fee, conversions included', () => {
    // 7.49 + 1.50 + 0.75 + 15.01 + 6.03 + 0
    expect(billTotals(month).fees).toBe('30.78');
  });

  it('counts only cash dividends as cash', () => {
    expect(billTotals(month).dividendCash).toBe('12.34');
  });

  it('sums the holdings at the opening and the closing, and carries the income', () => {
    expect(billTotals(month)).toMatchObject({ openingValue: '12000.30', closingValue: '15000.01', income: '123.45' });
  });

  it('is all zeros for an empty month', () => {
    expect(billTotals({ opening: [], closing: [], trades: [], dividends: [], income: '0' })).toEqual({
      openingValue: '0.00',
      closingValue: '0.00',
      purchaseAmount: '0.00',
      redemptionAmount: '0.00',
      fees: '0.00',
      dividendCash: '0.00',
      income: '0.00',
    });
  });
});

describe('income periods and months', () => {
  it('starts a period the given number of months before today, clamped to the month end', () => {
    expect(incomePeriodStart('1m', '2026-03-31')).toBe('2026-02-28');
    expect(incomePeriodStart('3m', '2026-05-15')).toBe('2026-02-15');
    expect(incomePeriodStart('1y', '2026-05-15')).toBe('2025-05-15');
    expect(incomePeriodStart('all', '2026-05-15')).toBeNull();
  });

  it('gives a month its first and last day, February of a leap year included', () => {
    expect(monthBounds('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('lists months newest first across a year end', () => {
    expect(monthsNewestFirst('2025-11', '2026-02')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(monthsNewestFirst('2026-03', '2026-02')).toEqual([]);
  });
});
