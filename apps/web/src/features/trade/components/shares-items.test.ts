import { describe, expect, it } from 'vitest';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import type { TradeLimit } from '../api/trade-limit.ts';
import { hasAvailableShares, sharesProblem } from './shares-items.tsx';

function limit(availableShares: string | null): TradeLimit {
  return {
    fundCode: '000001',
    businessCode: '024',
    fundStatus: '0',
    allowed: true,
    reason: null,
    minAmount: '0',
    fundPerOrder: { value: '0', text: '无限额' },
    fundPerDay: { value: '0', text: '无限额' },
    fundDayRemaining: null,
    card: null,
    maxAmount: null,
    shares: '1500.00',
    frozenShares: '300.00',
    availableShares,
    minRedemptionShares: '10',
    minHoldingShares: '10',
  };
}

describe('sharesProblem', () => {
  it('refuses more than the available shares, with the amount available', () => {
    expect(sharesProblem('1200.01', 'part', limit('1200.00'))).toBe(TRADE_TEXT.sharesInsufficient('1,200.00'));
  });

  it('refuses a part below the minimum redemption, but not all of a small holding', () => {
    expect(sharesProblem('9.99', 'part', limit('1200.00'))).toBe(TRADE_TEXT.belowMinRedemption('10.00'));
    expect(sharesProblem('5.00', 'all', limit('5.00'))).toBeNull();
  });

  it('accepts the whole available amount', () => {
    expect(sharesProblem('1200.00', 'part', limit('1200.00'))).toBeNull();
  });
});

describe('hasAvailableShares', () => {
  it('needs at least a hundredth of a share', () => {
    expect(hasAvailableShares(limit('0.01'))).toBe(true);
    expect(hasAvailableShares(limit('0.00'))).toBe(false);
    expect(hasAvailableShares(limit(null))).toBe(false);
    expect(hasAvailableShares(undefined)).toBe(false);
  });
});
