import { describe, expect, it } from 'vitest';
import { describeZodIssues } from '../../errors/index.ts';
import { dividendDeclareRequest } from './dividend-ops.ts';
import { fundProposalRequest } from './fund-ops.ts';

const refusal = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return describeZodIssues(result.error?.issues as Parameters<typeof describeZodIssues>[0]);
};

const limits = {
  minPurchaseAmount: '10',
  minSubscriptionAmount: '10',
  maxPurchasePerOrder: '0',
  maxPurchasePerDay: '0',
  minRedemptionShares: '1',
  minHoldingShares: '1',
};
const rateTier = (min: string, max: string | undefined, rate: string) => ({ min, ...(max ? { max } : {}), rule: { kind: 'rate', rate } });
const fees = {
  purchaseDiscount: '0.1',
  subscription: [],
  purchase: [rateTier('0', '1000000', '0.015'), rateTier('1000000', undefined, '0.01')],
  redemption: [
    { minDays: 0, maxDays: 7, rate: '0.015' },
    { minDays: 7, rate: '0' },
  ],
};

describe('fundProposalRequest', () => {
  it('accepts whole sections', () => {
    expect(fundProposalRequest.safeParse({ limits, fees }).success).toBe(true);
  });

  it('refuses an empty proposal', () => {
    expect(refusal(fundProposalRequest, {})).toBe('请至少提交一个要修改的部分');
  });

  it('refuses a status outside §3', () => {
    const basic = { name: '甲', shortName: '甲', fundType: '1', riskLevel: 'R3', status: '3' };
    expect(refusal(fundProposalRequest, { basic })).toContain('基金状态');
  });

  it('refuses a minimum above the order limit, naming both', () => {
    expect(refusal(fundProposalRequest, { limits: { ...limits, maxPurchasePerOrder: '5' } })).toBe('最低申购金额不能大于单笔申购上限');
  });

  it('refuses a negative limit', () => {
    expect(refusal(fundProposalRequest, { limits: { ...limits, minHoldingShares: '-1' } })).toBe('最低持有份额须为非负数，最多2位小数');
  });

  it('refuses a rate above 1', () => {
    const purchase = [rateTier('0', undefined, '1.5')];
    expect(refusal(fundProposalRequest, { fees: { ...fees, purchase } })).toBe('申购费率：费率须在0到1之间');
  });

  it('refuses a gap and an overlap between tiers', () => {
    const gap = [rateTier('0', '100', '0.01'), rateTier('200', undefined, '0.01')];
    expect(refusal(fundProposalRequest, { fees: { ...fees, purchase: gap } })).toBe(
      '申购费率第2档：起始金额须等于第1档的截止金额（与上一档之间有空缺）',
    );
    const overlap = [rateTier('0', '100', '0.01'), rateTier('50', undefined, '0.01')];
    expect(refusal(fundProposalRequest, { fees: { ...fees, purchase: overlap } })).toContain('与上一档重叠');
  });

  it('refuses a closed last redemption tier', () => {
    const redemption = [{ minDays: 0, maxDays: 7, rate: '0.015' }];
    expect(refusal(fundProposalRequest, { fees: { ...fees, redemption } })).toBe('赎回费率最后一档不能设截止天数');
  });

  it('refuses managers without a current one', () => {
    const managers = [{ manId: '1001', startDate: '2020-01-01', endDate: '2021-01-01' }];
    expect(refusal(fundProposalRequest, { managers })).toBe('基金经理：至少需要一位现任基金经理（离任日期为空）');
  });
});

describe('dividendDeclareRequest', () => {
  const body = { fundCode: '000512', registerDate: '2026-11-25', exDate: '2026-11-26', payDate: '2026-11-27', cashPerShare: '0.05' };

  it('accepts a declaration', () => {
    expect(dividendDeclareRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ cashPerShare: '0' }, '每份分红金额须大于0'],
    [{ cashPerShare: '0.12345' }, '每份分红金额最多4位小数'],
    [{ exDate: '2026-11-24' }, '除息日不能早于权益登记日'],
    [{ payDate: '2026-11-25' }, '派息日不能早于除息日'],
    [{ registerDate: '2026-02-30' }, '权益登记日不是有效的日期'],
  ])('refuses %o', (change, message) => {
    expect(refusal(dividendDeclareRequest, { ...body, ...change })).toBe(message);
  });
});
