import { describe, expect, it } from 'vitest';
import { amountFeeView, amountOutsideLimits, discountText, rateText, sharesAboveAvailable } from './trade-quote.ts';

function fare(overrides: Partial<Parameters<typeof amountFeeView>[0]> = {}): Parameters<typeof amountFeeView>[0] {
  return {
    kind: 'amount',
    fundCode: '000001',
    businessCode: '022',
    chargeType: 'A',
    amount: '10000',
    listRate: '0.015',
    rate: '0.0015',
    discount: '0.1',
    fixedFee: null,
    fee: '14.98',
    listFee: '147.78',
    netAmount: '9985.02',
    backEndTiers: [],
    ...overrides,
  };
}

describe('amountFeeView', () => {
  it('shows the discounted rate with the list rate and fee struck through', () => {
    expect(amountFeeView(fare())).toEqual({ fee: '14.98元', rate: '0.15%', listRate: '1.50%', listFee: '147.78元' });
  });

  it('shows no struck-through rate when nothing is discounted', () => {
    expect(amountFeeView(fare({ rate: '0.015', discount: '1', fee: '147.78' }))).toEqual({
      fee: '147.78元',
      rate: '1.50%',
      listRate: null,
      listFee: null,
    });
  });

  it('names a fixed fee as such', () => {
    expect(amountFeeView(fare({ fixedFee: '1000', fee: '1000', listFee: '1000', rate: null, listRate: null })).rate).toBe('固定费用');
  });

  it('charges nothing now for the back-end charge', () => {
    expect(amountFeeView(fare({ chargeType: 'B', fee: '0', listFee: '0', rate: null, listRate: null }))).toEqual({
      fee: '0.00元',
      rate: '0.00%',
      listRate: null,
      listFee: null,
    });
  });
});

describe('rates and discounts', () => {
  it('reads a fraction as a percentage without a plus sign', () => {
    expect(rateText('0.012')).toBe('1.20%');
    expect(rateText(null)).toBe('--');
  });

  it('reads a discount as 折 and none for 1', () => {
    expect(discountText('0.1')).toBe('1折');
    expect(discountText('0.25')).toBe('2.5折');
    expect(discountText('1')).toBeNull();
  });
});

describe('limits', () => {
  it('compares shares as decimals, not floats', () => {
    expect(sharesAboveAvailable('100.01', '100.00')).toBe(true);
    expect(sharesAboveAvailable('100.00', '100')).toBe(false);
    expect(sharesAboveAvailable('0.3', '0.30')).toBe(false);
    expect(sharesAboveAvailable('1', null)).toBe(false);
  });

  it('tells an amount below the minimum from one above the largest allowed now', () => {
    const limit = { minAmount: '10', maxAmount: '50000' };
    expect(amountOutsideLimits('9.99', limit)).toBe('below');
    expect(amountOutsideLimits('50000.01', limit)).toBe('above');
    expect(amountOutsideLimits('50000', limit)).toBeNull();
    expect(amountOutsideLimits('99999999', { minAmount: '10', maxAmount: null })).toBeNull();
  });
});
