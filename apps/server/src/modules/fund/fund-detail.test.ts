import type { managerListResponse } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

const NOW = new Date('2026-11-22T10:00:00+08:00');
let t: TestApp;

const get = async (url: string, query: Record<string, string>) => {
  const response = await signedInject(t.app, { method: 'GET', url, query });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper reads the answers of several endpoints
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: any } };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

describe('GET /api/content/fund/detail', () => {
  it('answers everything the detail page shows', async () => {
    const { json } = await get('/api/content/fund/detail', { fundCode: '000512' });
    expect(json.code).toBe('0000');
    const data = json.data;
    expect(data.fund).toMatchObject({
      fundcode: '000512',
      fundname: '沣泽价值精选混合A',
      fundTypeLabel: '混合型',
      riskLevel: 'R3',
      riskLevelLabel: '中风险',
      statusLabel: '开放期',
      setupDate: '2012-06-18',
      navDate: '2026-11-20',
    });
    expect(data.fund.benchmark).toContain('沪深300');
    expect(data.fund.yields.sinceSetup).toMatch(/^-?\d+\.\d{6}$/);
    expect(data.currentManagers[0]).toMatchObject({
      manId: '1001',
      name: '陈思远',
      avatar: '/resources/media/images/managers/1001.svg',
      endDate: null,
    });
    expect(data.formerManagers[0]).toMatchObject({ manId: '1003', endDate: '2016-08-31' });
    expect(data.formerManagers[0].returnDuringTenure).toMatch(/^-?\d+\.\d{6}$/);
    expect(data.fees.purchase[0]).toEqual({ min: '0.00', max: '1000000.00', rule: { kind: 'rate', rate: '0.015000' } });
    expect(data.fees.purchase.at(-1)).toEqual({ min: '5000000.00', rule: { kind: 'fixed', fee: '1000.00' } });
    expect(data.fees.redemption[0]).toEqual({ minDays: 0, maxDays: 7, rate: '0.015000' });
    expect(data.dividends).toHaveLength(2);
    expect(data.documents.map((d: { kind: string }) => d.kind)).toEqual(['prospectus', 'contract', 'summary']);
  });

  it('answers 1405 基金不存在 for an unknown or delisted code', async () => {
    for (const fundCode of ['999999', '001888']) {
      const { status, json } = await get('/api/content/fund/detail', { fundCode });
      expect(status).toBe(404);
      expect(json).toEqual({ code: '1405', msg: '基金不存在', requestId: expect.any(String) });
    }
  });

  it('rejects a malformed fund code naming 基金代码', async () => {
    const { status, json } = await get('/api/content/fund/detail', { fundCode: '12ab' });
    expect(status).toBe(400);
    expect(json.code).toBe('1001');
    expect(json.msg).toContain('基金代码');
  });
});

describe('fund documents and avatars', () => {
  it('serves a fund document as an unsigned PDF link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/dl-mid/fund-document/000512/prospectus.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // It opens in a tab: the page headers, not the API's (whose CSP would leave the viewer without its own styles).
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ method: 'GET', url: '/api/content/dl-mid/fund-document/999999/prospectus.pdf' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the manager avatar under the image base address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/resources/media/images/managers/1001.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });
});

describe('GET /api/content/nav/list', () => {
  it('starts each period at the last published day on or before its start', async () => {
    const month = (await get('/api/content/nav/list', { fundCode: '000512', period: '1m' })).json.data;
    expect(month.points[0].date <= '2026-10-20').toBe(true);
    expect(month.points[0].cumulativeReturn).toBe('0.000000');
    expect(month.points.at(-1).date).toBe('2026-11-20');
    expect(month.points[0].benchmarkReturn).toBe('0.000000');
    const year = (await get('/api/content/nav/list', { fundCode: '000512', period: '1y' })).json.data;
    expect(year.points.length).toBeGreaterThan(month.points.length);
  });

  it('downsamples the whole history to at most 600 points', async () => {
    const all = (await get('/api/content/nav/list', { fundCode: '000512', period: 'all' })).json.data;
    expect(all.points.length).toBeLessThanOrEqual(600);
    expect(all.points[0].date).toBe('2012-06-18');
    expect(all.points.at(-1).date).toBe('2026-11-20');
  });

  it('gives money funds their income and 7-day yield', async () => {
    const money = (await get('/api/content/nav/list', { fundCode: '000372', period: '1m' })).json.data;
    expect(money.isMoneyFund).toBe(true);
    expect(money.points.at(-1).incomePer10k).toMatch(/^\d+\.\d{4}$/);
    expect(Number(money.points.at(-1).yield7d)).toBeGreaterThan(0.01);
  });

  it('rejects an unknown period', async () => {
    expect((await get('/api/content/nav/list', { fundCode: '000512', period: '2w' })).status).toBe(400);
  });
});

describe('managers', () => {
  it('lists the twelve managers with avatars and current funds', async () => {
    const response = await signedInject(t.app, {
      method: 'POST',
      url: '/api/content/manager/list',
      body: { pageParam: { pageNum: 1, pageSize: 1000 } },
    });
    const data = (response.json() as { data: z.infer<typeof managerListResponse> }).data;
    expect(data.total).toBe(12);
    expect(data.list[0]).toMatchObject({ manId: '1001', name: '陈思远', avatar: '/resources/media/images/managers/1001.svg' });
    expect(data.list[0]!.currentFunds.map((f: { fundcode: string }) => f.fundcode)).toContain('000512');
    const page = await signedInject(t.app, {
      method: 'POST',
      url: '/api/content/manager/list',
      body: { pageParam: { pageNum: 2, pageSize: 5 } },
    });
    expect((page.json() as { data: { list: { manId: string }[] } }).data.list.map((m) => m.manId)).toEqual([
      '1006',
      '1007',
      '1008',
      '1009',
      '1010',
    ]);
  });

  it('answers a manager with funds managed now and before', async () => {
    const { json } = await get('/api/content/manager/detail', { manId: '1003' });
    expect(json.data.manager).toMatchObject({ manId: '1003', name: '王雅琴' });
    expect(json.data.manager.biography.length).toBeGreaterThan(20);
    expect(json.data.formerFunds.map((f: { fundcode: string }) => f.fundcode)).toEqual(expect.arrayContaining(['000512', '000513']));
    expect(json.data.currentFunds.length).toBeGreaterThan(0);
    expect(json.data.currentFunds[0].returnDuringTenure).toMatch(/^-?\d+\.\d{6}$/);
  });

  it('answers 1405 for an unknown manager', async () => {
    const { status, json } = await get('/api/content/manager/detail', { manId: '9999' });
    expect(status).toBe(404);
    expect(json).toEqual({ code: '1405', msg: '基金经理不存在', requestId: expect.any(String) });
  });
});
