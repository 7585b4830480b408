import { describe, expect, it } from 'vitest';
import { maskStoredCard, supportBankOf } from '../contracts/bank-card.ts';
import { formatLimit } from '../format/limit.ts';
import { AMOUNT_PATTERN } from '../validate/patterns.ts';
import { BANK_LIMITS, bankLimits } from './bank-limits.ts';
import { SALES_BANK_CODES } from './banks.ts';

describe('bank limits', () => {
  it('gives every sales bank a per-order and per-day limit as decimal strings, per day never below per order', () => {
    for (const code of SALES_BANK_CODES) {
      const { perOrder, perDay } = BANK_LIMITS[code];
      expect(perOrder).toMatch(AMOUNT_PATTERN);
      expect(perDay).toMatch(AMOUNT_PATTERN);
      if (perDay !== '0') expect(Number(perDay)).toBeGreaterThanOrEqual(Number(perOrder));
    }
  });

  it('treats a bank outside the table as unlimited', () => {
    expect(bankLimits('999')).toEqual({ perOrder: '0', perDay: '0' });
    expect(bankLimits('007')).toEqual({ perOrder: '50000', perDay: '100000' });
  });

  it('shows the limits in the §5 limit format', () => {
    expect(supportBankOf('007')).toEqual({
      bankCode: '007',
      bankName: '招商银行',
      logoKey: 'bank-007',
      perOrderLimit: '50000',
      perDayLimit: '100000',
      perOrderLimitText: '5万元',
      perDayLimitText: '10万元',
    });
    expect(supportBankOf('009')).toMatchObject({ perOrderLimitText: '无限额', perDayLimitText: '无限额' });
    expect(supportBankOf('920')).toMatchObject({ perOrderLimitText: '1.5万元' });
    // NUMERIC columns answer with two decimals; the text is the same.
    expect(formatLimit('50000.00')).toBe('5万元');
    expect(formatLimit('5000.00')).toBe('5000元');
  });
});

describe('maskStoredCard', () => {
  it('builds both §5 readings from the stored first 6 and last 4 digits', () => {
    expect(maskStoredCard('622588', '1234')).toEqual({ long: '622588**********1234', short: '6225****1234' });
  });
});
