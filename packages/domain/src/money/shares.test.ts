import { describe, expect, it } from 'vitest';
import { purchaseFee } from './fees.ts';
import { purchaseShares, redemptionAmount } from './shares.ts';

describe('purchaseShares', () => {
  it('divides the net amount by NAV and truncates to 0.01 share', () => {
    // (10000 − 147.78) / 1.2345 = 7980.7371... → 7980.73
    const fee = purchaseFee('10000', '0.015');
    expect(purchaseShares('10000', fee, '1.2345').toFixed(2)).toBe('7980.73');
  });

  it('truncates rather than rounds', () => {
    // 100 / 3 = 33.333... and 200 / 3 = 66.666... → 66.66
    expect(purchaseShares('200', '0', '3').toFixed(2)).toBe('66.66');
  });

  it('refuses a non-positive NAV', () => {
    expect(() => purchaseShares('100', '0', '0')).toThrow(RangeError);
  });

  it('refuses a fee above the amount', () => {
    expect(() => purchaseShares('100', '101', '1')).toThrow(RangeError);
  });
});

describe('redemptionAmount', () => {
  it('rounds gross and fee to the fen', () => {
    // 1000.55 × 1.2345 = 1235.178975 → 1235.18; fee 0.5% = 6.1759 → 6.18; net 1229.00
    const result = redemptionAmount('1000.55', '1.2345', '0.005');
    expect(result.gross.toFixed(2)).toBe('1235.18');
    expect(result.fee.toFixed(2)).toBe('6.18');
    expect(result.net.toFixed(2)).toBe('1229.00');
  });

  it('has no fee at a zero rate', () => {
    const result = redemptionAmount('100', '1.5', 0);
    expect(result.net.toFixed(2)).toBe('150.00');
    expect(result.fee.toFixed(2)).toBe('0.00');
  });

  it('refuses negative shares', () => {
    expect(() => redemptionAmount('-1', '1', '0')).toThrow(RangeError);
  });
});
