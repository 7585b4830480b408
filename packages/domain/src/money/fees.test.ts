import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  backEndFee,
  backEndRate,
  fixedPurchaseFee,
  purchaseFee,
  purchaseNet,
  quotePurchase,
  tierForAmount,
  tierForHoldingDays,
  type AmountTier,
  type HoldingTier,
  type YearTier,
} from './fees.ts';

// A typical equity fund schedule: 1.5% below 100万, 1.2% below 300万, 0.8% below 500万, 1000 元 per order above.
const PURCHASE_TIERS: AmountTier[] = [
  { min: 0, max: 1_000_000, rule: { kind: 'rate', rate: '0.015' } },
  { min: 1_000_000, max: 3_000_000, rule: { kind: 'rate', rate: '0.012' } },
  { min: 3_000_000, max: 5_000_000, rule: { kind: 'rate', rate: '0.008' } },
  { min: 5_000_000, rule: { kind: 'fixed', fee: 1000 } },
];

const REDEMPTION_TIERS: HoldingTier[] = [
  { minDays: 0, maxDays: 7, rate: '0.015' },
  { minDays: 7, maxDays: 365, rate: '0.005' },
  { minDays: 365, maxDays: 730, rate: '0.0025' },
  { minDays: 730, rate: '0' },
];

describe('purchaseFee', () => {
  it('charges 1.5% on the net amount: 10000 元 pays 147.78 元', () => {
    // net = 10000 / 1.015 = 9852.2167..., fee = 147.7832... → 147.78
    expect(purchaseFee('10000', '0.015').toFixed(2)).toBe('147.78');
  });

  it('rounds the net amount half up to the fen and charges the rest', () => {
    // 1000 / 1.006 = 994.0357... → net 994.04, fee 5.96; 1001 / 1.0015 = 999.5007... → net 999.50, fee 1.50
    expect(purchaseFee('1000', '0.006').toFixed(2)).toBe('5.96');
    expect(purchaseFee('1001', '0.0015').toFixed(2)).toBe('1.50');
  });

  it('rounds a net amount on half a fen up, so the fee is the fen lower (72.45 at 0.8 %)', () => {
    // 72.45 / 1.008 = 71.875 exactly → net 71.88, fee 0.57 (rounding the fee 0.575 first would charge 0.58)
    expect(purchaseNet('72.45', '0.008').toFixed(2)).toBe('71.88');
    expect(purchaseFee('72.45', '0.008').toFixed(2)).toBe('0.57');
  });

  it('charges 7.93 on 999.81 and 79.36 on 9,999.99 at 0.8 %', () => {
    expect(purchaseFee('999.81', '0.008').toFixed(2)).toBe('7.93');
    expect(purchaseFee('9999.99', '0.008').toFixed(2)).toBe('79.36');
  });

  it('is zero at a zero rate', () => {
    expect(purchaseFee('5000', 0).toFixed(2)).toBe('0.00');
  });

  it('refuses a negative rate', () => {
    expect(() => purchaseFee('5000', '-0.01')).toThrow(RangeError);
  });
});

describe('fixedPurchaseFee', () => {
  it('charges the fixed fee per order', () => {
    expect(fixedPurchaseFee('6000000', 1000).toFixed(2)).toBe('1000.00');
  });

  it('never charges more than the amount', () => {
    expect(fixedPurchaseFee('500', 1000).toFixed(2)).toBe('500.00');
  });
});

describe('tier lookup', () => {
  it('finds the amount tier with an inclusive lower bound', () => {
    expect(tierForAmount(PURCHASE_TIERS, '999999.99')?.rule).toEqual({ kind: 'rate', rate: '0.015' });
    expect(tierForAmount(PURCHASE_TIERS, 1_000_000)?.rule).toEqual({ kind: 'rate', rate: '0.012' });
    expect(tierForAmount(PURCHASE_TIERS, '5000000')?.rule).toEqual({ kind: 'fixed', fee: 1000 });
  });

  it('returns undefined below the first tier', () => {
    expect(tierForAmount(PURCHASE_TIERS, -1)).toBeUndefined();
  });

  it('finds the holding-days tier', () => {
    expect(tierForHoldingDays(REDEMPTION_TIERS, 0)?.rate).toBe('0.015');
    expect(tierForHoldingDays(REDEMPTION_TIERS, 6)?.rate).toBe('0.015');
    expect(tierForHoldingDays(REDEMPTION_TIERS, 7)?.rate).toBe('0.005');
    expect(tierForHoldingDays(REDEMPTION_TIERS, 800)?.rate).toBe('0');
  });
});

describe('applyDiscount', () => {
  it('multiplies the rate and keeps the list rate', () => {
    const result = applyDiscount('0.015', '0.1');
    expect(result.rate.toString()).toBe('0.0015');
    expect(result.listRate.toString()).toBe('0.015');
  });

  it('leaves the rate unchanged without a discount', () => {
    expect(applyDiscount('0.012').rate.toString()).toBe('0.012');
  });

  it('refuses a discount outside 0..1', () => {
    expect(() => applyDiscount('0.015', '1.2')).toThrow(RangeError);
  });
});

describe('quotePurchase', () => {
  it('quotes a discounted rate tier with the list fee kept', () => {
    const quote = quotePurchase('10000', PURCHASE_TIERS, '0.1');
    expect(quote.rate?.toString()).toBe('0.0015');
    expect(quote.fee.toFixed(2)).toBe('14.98');
    expect(quote.listFee.toFixed(2)).toBe('147.78');
    expect(quote.net.toFixed(2)).toBe('9985.02');
  });

  it('does not discount a fixed fee', () => {
    const quote = quotePurchase('6000000', PURCHASE_TIERS, '0.1');
    expect(quote.fixedFee?.toFixed(2)).toBe('1000.00');
    expect(quote.fee.toFixed(2)).toBe('1000.00');
    expect(quote.net.toFixed(2)).toBe('5999000.00');
  });

  it('charges nothing when no tier applies', () => {
    expect(quotePurchase('100', []).fee.toFixed(2)).toBe('0.00');
  });

  it('refuses a zero amount', () => {
    expect(() => quotePurchase('0', PURCHASE_TIERS)).toThrow(RangeError);
  });
});

// A classic back-end schedule: 1.8% in the first year, 1.2% up to 3 years, 0.5% up to 5, nothing after.
const BACK_END_TIERS: YearTier[] = [
  { minYears: '0', maxYears: '1', rate: '0.018' },
  { minYears: '1', maxYears: '3', rate: '0.012' },
  { minYears: '3', maxYears: '5', rate: '0.005' },
  { minYears: '5', maxYears: null, rate: '0' },
];

describe('backEndRate', () => {
  it('counts a holding year as 365 days: day 364 is still the first year', () => {
    expect(backEndRate(BACK_END_TIERS, 364).toString()).toBe('0.018');
  });

  it('moves to the next tier on day 365', () => {
    expect(backEndRate(BACK_END_TIERS, 365).toString()).toBe('0.012');
  });

  it('charges nothing from the fifth year on', () => {
    expect(backEndRate(BACK_END_TIERS, 5 * 365 + 1).toString()).toBe('0');
  });

  it('charges nothing when the fund has no back-end schedule', () => {
    expect(backEndRate([], 10).toString()).toBe('0');
  });
});

describe('backEndFee', () => {
  it('charges the rate on the shares at the NAV they were bought at, to the fen: 8090.29 shares at 1.2345, 1.8%', () => {
    // 8090.29 × 1.2345 = 9987.463005 → 9987.46; × 0.018 = 179.77428 → 179.77
    expect(backEndFee('8090.29', '1.2345', '0.018').toFixed(2)).toBe('179.77');
  });

  it('rounds a half fen up', () => {
    // 100.00 × 1.0000 = 100.00; × 0.00125 = 0.125 → 0.13
    expect(backEndFee('100.00', '1.0000', '0.00125').toFixed(2)).toBe('0.13');
  });

  it('refuses a rate of 100% or more', () => {
    expect(() => backEndFee('100', '1', '1')).toThrow(RangeError);
  });
});
