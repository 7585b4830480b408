import { describe, expect, it } from 'vitest';
import {
  convertRequest,
  fixedPlanCreateRequest,
  purchaseRequest,
  redemptionRequest,
  tradeFareRequest,
} from '@fund-direct/domain/contracts';
import {
  amountFareInput,
  planSchedule,
  sharesFareInput,
  toConvertRequest,
  toFixedPlanRequest,
  toPurchaseRequest,
  toRedemptionRequest,
} from './trade-requests.ts';

const context = { fundCode: '000001', clientRequestId: '6f1c2a4e-1f7b-4c1e-9a53-0d9f3c1b2a77' };

describe('toPurchaseRequest', () => {
  it('sends the typed amount as a trimmed decimal string with the paying card', () => {
    const body = toPurchaseRequest(
      { amount: ' 10000.50 ', paymentMethod: 'card', tradeacco: '1001', chargeType: 'A', tradePassword: '147258' },
      context,
    );
    expect(body).toEqual({
      ...context,
      tradePassword: '147258',
      amount: '10000.50',
      paymentMethod: 'card',
      tradeacco: '1001',
      chargeType: 'A',
    });
    expect(purchaseRequest.safeParse(body).success).toBe(true);
  });

  it('lets a remittance go without a card', () => {
    const body = toPurchaseRequest({ amount: '5000', paymentMethod: 'remit', chargeType: 'A', tradePassword: '147258' }, context);
    expect(body).not.toHaveProperty('tradeacco');
    expect(purchaseRequest.safeParse(body).success).toBe(true);
  });

  it('carries the recorded risk confirmation only when there is one', () => {
    const values = { amount: '5000', paymentMethod: 'card' as const, tradeacco: '1001', chargeType: 'A' as const, tradePassword: '147258' };
    const riskConfirmationId = '0b6e4f5a-2d7c-4e8b-9f10-1a2b3c4d5e6f';
    expect(toPurchaseRequest(values, { ...context, riskConfirmationId }).riskConfirmationId).toBe(riskConfirmationId);
    expect(toPurchaseRequest(values, context)).not.toHaveProperty('riskConfirmationId');
  });
});

describe('share orders', () => {
  it('redeems the shares typed with the large-redemption choice', () => {
    const body = toRedemptionRequest({ shares: '1234.56 ', largeRedemption: '0', tradePassword: '147258' }, context);
    expect(body).toEqual({ ...context, tradePassword: '147258', shares: '1234.56', largeRedemption: '0' });
    expect(redemptionRequest.safeParse(body).success).toBe(true);
  });

  it('asks for 快速取现 only when that way is chosen', () => {
    const instant = toRedemptionRequest({ shares: '500', largeRedemption: '1', tradePassword: '147258', way: 'instant' }, context);
    expect(instant).toMatchObject({ shares: '500', instant: true });
    expect(redemptionRequest.parse(instant).instant).toBe(true);
    const ordinary = toRedemptionRequest({ shares: '500', largeRedemption: '1', tradePassword: '147258', way: 'ordinary' }, context);
    expect('instant' in ordinary).toBe(false);
    expect(redemptionRequest.parse(ordinary).instant).toBe(false);
  });

  it('converts into the chosen target fund', () => {
    const body = toConvertRequest({ shares: '100', largeRedemption: '1', tradePassword: '147258', targetFundCode: '000002' }, context);
    expect(body.targetFundCode).toBe('000002');
    expect(convertRequest.safeParse(body).success).toBe(true);
  });
});

describe('planSchedule', () => {
  it('sends the day of the month for a monthly plan, and nothing of a weekday', () => {
    expect(planSchedule({ unit: '0', dayOfMonth: 8, weekday: '03', startDate: '2026-12-01' })).toEqual({
      unit: '0',
      dayOfMonth: 8,
      startDate: '2026-12-01',
    });
  });

  it('sends the weekday code for a weekly plan', () => {
    expect(planSchedule({ unit: '1', dayOfMonth: 8, weekday: '03', startDate: '2026-12-01' })).toEqual({
      unit: '1',
      weekday: '03',
      startDate: '2026-12-01',
    });
  });

  it('sends neither for a daily plan', () => {
    expect(planSchedule({ unit: '2', dayOfMonth: 8, weekday: '03', startDate: '2026-12-01' })).toEqual({
      unit: '2',
      startDate: '2026-12-01',
    });
  });

  it('is incomplete until the unit has its day and a start date', () => {
    expect(planSchedule({ unit: '0', startDate: '2026-12-01' })).toBeNull();
    expect(planSchedule({ unit: '1', startDate: '2026-12-01' })).toBeNull();
    expect(planSchedule({ unit: '2' })).toBeNull();
  });
});

describe('toFixedPlanRequest', () => {
  it('builds a plan the contract accepts', () => {
    const body = toFixedPlanRequest(
      { amount: '500', unit: '1', weekday: '06', startDate: '2026-12-01', tradeacco: '1001', chargeType: 'A', tradePassword: '147258' },
      context,
    );
    expect(body).not.toBeNull();
    expect(fixedPlanCreateRequest.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('dayOfMonth');
  });

  it('makes no request from an incomplete schedule', () => {
    expect(
      toFixedPlanRequest(
        { amount: '500', unit: '0', startDate: '2026-12-01', tradeacco: '1001', chargeType: 'A', tradePassword: '147258' },
        context,
      ),
    ).toBeNull();
  });
});

describe('fare inputs', () => {
  it('asks for an amount quote only once the amount is valid', () => {
    expect(amountFareInput('000001', '022', '12.345', 'A')).toBeNull();
    expect(amountFareInput('000001', '022', '0', 'A')).toBeNull();
    expect(amountFareInput('000001', '022', '', 'A')).toBeNull();
    const input = amountFareInput('000001', '022', ' 1000 ', 'B');
    expect(input).toEqual({ businessCode: '022', fundCode: '000001', amount: '1000', chargeType: 'B' });
    expect(tradeFareRequest.safeParse(input).success).toBe(true);
  });

  it('quotes a redemption, and a conversion only once its target is chosen', () => {
    expect(sharesFareInput('000001', '100')).toEqual({ businessCode: '024', fundCode: '000001', shares: '100' });
    expect(sharesFareInput('000001', '100', '')).toBeNull();
    const convert = sharesFareInput('000001', '100', '000002');
    expect(convert).toEqual({ businessCode: '036', fundCode: '000001', targetFundCode: '000002', shares: '100' });
    expect(tradeFareRequest.safeParse(convert).success).toBe(true);
  });
});
