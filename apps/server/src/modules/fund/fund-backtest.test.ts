import type { FundBacktestResponse } from '@fund-direct/domain/contracts';
import { toDecimal } from '@fund-direct/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { MONEY_FUND_BACKTEST_REFUSED } from './fund-backtest.service.ts';

const NOW = new Date('2026-11-22T10:00:00+08:00');
let t: TestApp;

async function backtest(query: Record<string, string>) {
  const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/backtest', query });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: FundBacktestResponse } };
}

const MONTHLY = { fundCode: '000512', amount: '1000', unit: '0', dayOfMonth: '8', startDate: '2025-11-20' };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

describe('GET /api/content/fund/backtest', () => {
  it('runs a monthly plan over the last year of NAVs: twelve deductions, the tier fee, plan and lump sum side by side', async () => {
    const { json } = await backtest(MONTHLY);
    expect(json.code).toBe('0000');
    const data = json.data;
    expect(data).toMatchObject({
      fundCode: '000512',
      cycleText: '每月8日',
      startDate: '2025-11-20',
      endDate: '2026-11-20',
      deductionCount: 12,
      missedCount: 0,
      valuationDate: '2026-11-20',
    });
    // 2025-12-08 is a Monday; 2026-11-08 a Sunday, so the last deduction runs on Monday the 9th.
    expect(data.firstDeductionDate).toBe('2025-12-08');
    expect(data.lastDeductionDate).toBe('2026-11-09');
    // The fund's first tier is 1.5 %, at the site's discount.
    expect(toDecimal(data.feeRate!).gt(0) && toDecimal(data.feeRate!).lte('0.015')).toBe(true);
    expect(data.plan.invested).toBe('12000.00');
    expect(data.lumpSum).toMatchObject({ date: '2025-12-08', invested: '12000.00' });
    for (const outcome of [data.plan, data.lumpSum!]) {
      expect(toDecimal(outcome.value).minus(outcome.invested).toFixed(2)).toBe(outcome.profit);
      expect(outcome.xirr).toMatch(/^-?\d+\.\d{6}$/);
    }
    // The chart ends at the figures above.
    expect(data.curve.at(-1)).toEqual({
      date: '2026-11-20',
      invested: '12000.00',
      value: data.plan.value,
      lumpSumValue: data.lumpSum!.value,
    });
    expect(data.curve[0]?.date).toBe('2025-12-08');
  });

  it('moves a start before the fund existed to its first NAV', async () => {
    const { json } = await backtest({ ...MONTHLY, fundCode: '024108', startDate: '2020-01-01' });
    expect(json.data.startDate).toBe('2026-08-18');
    expect(json.data.missedCount).toBe(0);
  });

  it('stops at the end date asked for', async () => {
    const { json } = await backtest({ ...MONTHLY, endDate: '2026-05-31' });
    expect(json.data).toMatchObject({ endDate: '2026-05-29', deductionCount: 6, lastDeductionDate: '2026-05-08' });
  });

  it('names the field of a bad request', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...MONTHLY, dayOfMonth: '' }, '请选择每月扣款日'],
      [{ ...MONTHLY, amount: '0' }, '定投金额须大于0'],
      [{ ...MONTHLY, amount: '1e3' }, '定投金额格式不正确'],
      [{ ...MONTHLY, unit: '1', dayOfMonth: '' }, '请选择每周扣款日'],
      [{ ...MONTHLY, dayOfMonth: '29' }, '扣款日须为1-28日'],
      [{ ...MONTHLY, endDate: '2025-01-01' }, '结束日期不能早于开始日期'],
      [{ ...MONTHLY, startDate: '2010-01-01', endDate: '2026-01-01' }, '回测区间最长10年'],
      [{ ...MONTHLY, startDate: '2025-02-30' }, '日期不存在'],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await backtest(query);
      expect(status, message).toBe(400);
      expect(json.msg).toContain(message);
    }
  });

  it('answers 404 for an unknown fund and refuses a money fund', async () => {
    expect((await backtest({ ...MONTHLY, fundCode: '999999' })).status).toBe(404);
    const money = await backtest({ ...MONTHLY, fundCode: '000372' });
    expect(money.status).toBe(400);
    expect(money.json.msg).toBe(MONEY_FUND_BACKTEST_REFUSED);
  });

  it('refuses a stretch without NAVs', async () => {
    const { status, json } = await backtest({ ...MONTHLY, startDate: '2027-01-04' });
    expect(status).toBe(400);
    expect(json.msg).toContain('没有基金净值');
  });
});
