import { describe, expect, it } from 'vitest';
import { billMonthLabel, billMonthOptions, billPrintHref, currentBillMonth, fallbackBillMonth, monthFromQuery } from './bill-month.ts';

describe('bill months', () => {
  it('takes this month in China time, which is already the next month at 16:30 UTC on the last day', () => {
    expect(currentBillMonth(Date.parse('2026-05-31T15:59:00Z'))).toBe('2026-05');
    expect(currentBillMonth(Date.parse('2026-05-31T16:30:00Z'))).toBe('2026-06');
  });

  it('accepts only YYYY-MM months from the address', () => {
    expect(monthFromQuery('2026-04')).toBe('2026-04');
    expect(monthFromQuery('2026-13')).toBeNull();
    expect(monthFromQuery('202604')).toBeNull();
    expect(monthFromQuery(null)).toBeNull();
  });

  it('labels months in Chinese and keeps the shown month among the options, newest first', () => {
    expect(billMonthLabel('2026-04')).toBe('2026年04月');
    expect(billMonthOptions(['2026-04', '2026-02'], '2026-03').map((o) => o.value)).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(billMonthOptions(['2026-04', '2026-03'], '2026-03')).toEqual([
      { value: '2026-04', label: '2026年04月' },
      { value: '2026-03', label: '2026年03月' },
    ]);
  });

  it('moves a visit without ?month= to the newest month with a statement when this month has none', () => {
    expect(fallbackBillMonth('2026-06', false, ['2026-05', '2026-04'])).toBe('2026-05');
    expect(fallbackBillMonth('2026-05', false, ['2026-05', '2026-04'])).toBeNull();
    // A month the customer asked for stays, even without a statement; so does any month when none has one.
    expect(fallbackBillMonth('2026-01', true, ['2026-05'])).toBeNull();
    expect(fallbackBillMonth('2026-06', false, [])).toBeNull();
  });

  it('links the print view to the month', () => {
    expect(billPrintHref('2026-04')).toBe('/billprint?month=2026-04');
  });
});
