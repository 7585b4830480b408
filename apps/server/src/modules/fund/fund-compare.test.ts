import type { FundCompareResponse } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

const NOW = new Date('2026-11-22T10:00:00+08:00');
let t: TestApp;

async function compare(query: Record<string, string>) {
  const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/compare', query });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: FundCompareResponse } };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, config: { riskFreeRate: '0.02' } });
});
afterAll(async () => t?.close());

describe('GET /api/content/fund/compare', () => {
  it('compares funds over a year from one first day, with the figures of the stored history', async () => {
    const { json } = await compare({ fundCodes: '000512,001266,002318', period: '1y' });
    expect(json.code).toBe('0000');
    const data = json.data;
    expect(data).toMatchObject({ period: '1y', from: '2025-11-20', to: '2026-11-20', riskFreeRate: '0.02', tradingDaysPerYear: 250 });
    expect(data.funds.map((fund) => fund.fundcode)).toEqual(['000512', '001266', '002318']);
    for (const fund of data.funds) {
      // Same start rule as the §3 近1年 yield, so both agree; the curve ends at the period return.
      expect(fund.periodReturn).toBe(fund.yields.year);
      expect(fund.curve[0]).toEqual({ date: '2025-11-20', value: '0.000000' });
      expect(fund.curve.at(-1)).toEqual({ date: '2026-11-20', value: fund.periodReturn });
      expect(fund.volatility).toMatch(/^\d+\.\d{6}$/);
      expect(fund.maxDrawdown).toMatch(/^\d+\.\d{6}$/);
      expect(fund.sharpe).toMatch(/^-?\d+\.\d{4}$/);
      expect(fund.drawdownPeakDate! <= fund.drawdownTroughDate!).toBe(true);
    }
    expect(data.funds[0]).toMatchObject({
      fundname: '沣泽价值精选混合A',
      riskLevelLabel: '中风险',
      maxPurchaseRate: '0.015000',
      managers: [{ manId: '1001', name: '陈思远' }],
    });
  });

  it('starts every curve on the first day of a fund set up inside the period', async () => {
    const { json } = await compare({ fundCodes: '000512,024108', period: '1y' });
    expect(json.data.from).toBe('2026-08-18');
    expect(json.data.funds.map((fund) => fund.curve[0]?.date)).toEqual(['2026-08-18', '2026-08-18']);
  });

  it('refuses more than four funds, a fund twice and a malformed code, naming the field', async () => {
    const five = await compare({ fundCodes: '000512,000513,001266,002318,005671' });
    expect(five.status).toBe(400);
    expect(five.json.msg).toContain('最多对比4只基金');
    const twice = await compare({ fundCodes: '000512,000512' });
    expect(twice.json.msg).toContain('对比的基金不能重复');
    const malformed = await compare({ fundCodes: '000512,12ab' });
    expect(malformed.json.msg).toContain('基金代码必须是6位数字');
    const none = await compare({ fundCodes: '' });
    expect(none.json.msg).toContain('请选择要对比的基金');
  });

  it('answers 404 naming a code that is not a listed fund', async () => {
    const { status, json } = await compare({ fundCodes: '000512,999999' });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: '1405', msg: '基金不存在：999999' });
  });
});
