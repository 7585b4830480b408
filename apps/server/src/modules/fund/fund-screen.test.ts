import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// The seeded history ends on Friday 2026-11-20; years since setup count to the Shanghai date of this instant.
const NOW = new Date('2026-11-22T10:00:00+08:00');

interface Fund {
  fundcode: string;
  fundType: string;
  setupDate: string | null;
  yields: Record<string, string | null>;
}

let t: TestApp;
const list = async (body: Record<string, unknown>) => {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/fund/list', body: { pageSize: 100, ...body } });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: { list: Fund[]; total: number } } };
};
const codes = (funds: readonly Fund[]) => funds.map((fund) => fund.fundcode).sort();

let everyFund: Fund[];
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  everyFund = (await list({})).json.data.list;
});
afterAll(async () => t?.close());

describe('the fund screener of POST /api/content/fund/list', () => {
  it('keeps the funds whose return over the period lies in the range, ends included; a fund too young is left out', async () => {
    const inRange = everyFund.filter((fund) => {
      const value = fund.yields.year;
      return value !== null && Number(value) >= 0.05 && Number(value) <= 0.2;
    });
    expect(inRange.length).toBeGreaterThan(0);
    const { json } = await list({ yieldPeriod: 'year', yieldMin: '0.05', yieldMax: '0.2' });
    expect(codes(json.data.list)).toEqual(codes(inRange));
    expect(json.data.total).toBe(inRange.length);

    const atLeast = await list({ yieldPeriod: 'threeYear', yieldMin: '0' });
    expect(codes(atLeast.json.data.list)).toEqual(
      codes(everyFund.filter((fund) => fund.yields.threeYear !== null && Number(fund.yields.threeYear) >= 0)),
    );
  });

  it('keeps the funds set up at least so many whole years ago', async () => {
    const { json } = await list({ minYears: 5 });
    expect(codes(json.data.list)).toEqual(codes(everyFund.filter((fund) => fund.setupDate !== null && fund.setupDate <= '2021-11-22')));
    expect(codes(json.data.list)).toContain('000512');
    expect(codes(json.data.list)).not.toContain('024108');
  });

  it('keeps the funds a manager runs now, not the ones he ran before', async () => {
    const { json } = await list({ manId: '1001' });
    expect(codes(json.data.list)).toContain('000512');
    // 1003 left 000512 in 2016.
    const former = await list({ manId: '1003' });
    expect(codes(former.json.data.list)).not.toContain('000512');
  });

  it('keeps the funds whose yearly management rate is at most the one asked', async () => {
    const cheap = await list({ maxManagementRate: '0.012' });
    const all = await list({ maxManagementRate: '1' });
    expect(cheap.json.data.total).toBeGreaterThan(0);
    expect(cheap.json.data.total).toBeLessThan(all.json.data.total);
    const detail = await signedInject(t.app, {
      method: 'GET',
      url: '/api/content/fund/detail',
      query: { fundCode: cheap.json.data.list[0]!.fundcode },
    });
    expect(Number((detail.json() as { data: { fees: { managementRate: string } } }).data.fees.managementRate)).toBeLessThanOrEqual(0.012);
  });

  it('combines the screener with the §3 filters and paging', async () => {
    const { json } = await list({ fundType: '1', yieldPeriod: 'sinceSetup', yieldMin: '0', pageSize: 1 });
    expect(json.data.list).toHaveLength(1);
    expect(json.data.total).toBe(
      everyFund.filter((fund) => fund.fundType === '1' && fund.yields.sinceSetup !== null && Number(fund.yields.sinceSetup) >= 0).length,
    );
  });

  it('asks for the period of a return range, and for a range whose top is not below its bottom', async () => {
    const noPeriod = await list({ yieldMin: '0.1' });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.json.msg).toContain('请选择收益区间的时间段');
    const upsideDown = await list({ yieldPeriod: 'year', yieldMin: '0.2', yieldMax: '0.1' });
    expect(upsideDown.json.msg).toContain('收益区间的上限不能低于下限');
    const malformed = await list({ yieldPeriod: 'year', yieldMin: '10%' });
    expect(malformed.status).toBe(400);
  });
});
