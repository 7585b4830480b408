import { describe, expect, it } from 'vitest';
import { changedFields, diffFundEdit, mergeChanges, staleFields, type FundEditState } from './fund-edit-state.ts';

const state: FundEditState = {
  basic: { name: '甲基金', shortName: '甲', fundType: '1', riskLevel: 'R3', status: '0' },
  limits: {
    minPurchaseAmount: '10.00',
    minSubscriptionAmount: '10.00',
    maxPurchasePerOrder: '0.00',
    maxPurchasePerDay: '0.00',
    minRedemptionShares: '1.00',
    minHoldingShares: '1.00',
  },
  fees: {
    purchaseDiscount: '0.1000',
    subscription: [],
    purchase: [{ min: '0.00', rule: { kind: 'rate', rate: '0.015000' } }],
    redemption: [{ minDays: 0, rate: '0.015000' }],
  },
  managers: [{ manId: '1001', startDate: '2020-01-01', endDate: null }],
  documents: [{ kind: 'contract', name: '基金合同', url: '/a.pdf' }],
};

describe('diffFundEdit', () => {
  it('keeps only the fields that differ, comparing decimals by value', () => {
    const { before, after } = diffFundEdit(state, {
      basic: { ...state.basic, status: '5' },
      limits: { ...state.limits, minPurchaseAmount: '10', maxPurchasePerDay: '50000' },
    });
    expect(after).toEqual({ basic: { status: '5' }, limits: { maxPurchasePerDay: '50000' } });
    expect(before).toEqual({ basic: { status: '0' }, limits: { maxPurchasePerDay: '0' } });
    expect(changedFields(after)).toEqual(['basic.status', 'limits.maxPurchasePerDay']);
  });

  it('sees nothing to change when the form sends the state back', () => {
    const { after } = diffFundEdit(state, { fees: { ...state.fees, purchaseDiscount: '0.1' }, managers: state.managers });
    expect(after).toEqual({});
  });

  it('proposes a tier list as a whole', () => {
    const purchase = [
      { min: '0', max: '100', rule: { kind: 'rate' as const, rate: '0.01' } },
      { min: '100', rule: { kind: 'fixed' as const, fee: '1000' } },
    ];
    const { after } = diffFundEdit(state, { fees: { ...state.fees, purchase } });
    expect(after).toEqual({ fees: { purchase } });
  });
});

describe('staleFields and mergeChanges', () => {
  it('names a field changed since the proposal and merges the others', () => {
    const { before, after } = diffFundEdit(state, { basic: { ...state.basic, name: '乙基金' } });
    expect(staleFields(state, before)).toEqual([]);
    const moved = { ...state, basic: { ...state.basic, name: '丙基金' } };
    expect(staleFields(moved, before)).toEqual(['basic.name']);
    expect(mergeChanges(state, after).basic.name).toBe('乙基金');
  });
});
