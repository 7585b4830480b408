import { fundProposalRequest, type OpsFundDetailResponse } from '@fund-direct/domain/contracts/ops';
import { describe, expect, it } from 'vitest';
import { toFormValues, toProposalBody } from './fund-form-values.ts';

const fund: OpsFundDetailResponse = {
  code: '000512',
  isMoneyFund: false,
  basic: { name: '沣泽价值精选混合A', shortName: '沣泽价值精选A', fundType: '1', riskLevel: 'R3', status: '0' },
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
    purchase: [
      { min: '0.00', max: '1000000.00', rule: { kind: 'rate', rate: '0.015000' } },
      { min: '1000000.00', rule: { kind: 'fixed', fee: '1000.00' } },
    ],
    redemption: [
      { minDays: 0, maxDays: 7, rate: '0.015000' },
      { minDays: 7, rate: '0' },
    ],
  },
  managers: [{ manId: '1001', name: '陈思远', startDate: '2016-09-01', endDate: null }],
  documents: [{ kind: 'contract', name: '基金合同', url: '/a.pdf' }],
  managerOptions: [{ manId: '1001', name: '陈思远' }],
};

describe('fund form values', () => {
  it('round-trips a fund into a body the contract accepts', () => {
    const body = toProposalBody(toFormValues(fund));
    expect(fundProposalRequest.safeParse(body).success).toBe(true);
    expect(body.fees?.purchase).toEqual(fund.fees.purchase);
    expect(body.managers).toEqual([{ manId: '1001', startDate: '2016-09-01', endDate: null }]);
  });

  it('reads a blank upper bound as an open last tier', () => {
    const values = toFormValues(fund);
    values.fees.purchase = [{ min: '0', max: ' ', kind: 'rate', value: '0.01' }];
    expect(toProposalBody(values).fees?.purchase).toEqual([{ min: '0', rule: { kind: 'rate', rate: '0.01' } }]);
  });
});
