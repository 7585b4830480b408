import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// The seeded history ends on the last trading day before this instant: Friday 2026-11-20.
const NOW = new Date('2026-11-22T10:00:00+08:00');

interface Fund {
  fundcode: string;
  fundType: string;
  state: string;
  status: string;
  navDate: string | null;
  nav: string | null;
  yields: Record<string, string | null>;
  isMoneyFund: boolean;
  incomePer10k: string | null;
  yield7d: string | null;
}

let t: TestApp;
const list = async (body: Record<string, unknown>) => {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/fund/list', body });
  return { status: response.statusCode, json: response.json() as { code: string; msg: string; data: { list: Fund[]; total: number } } };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

describe('POST /api/content/fund/list', () => {
  it('pages through the listed funds only', async () => {
    const first = await list({ fundListType: 'ALL', pageNum: 1, pageSize: 10 });
    expect(first.json.code).toBe('0000');
    expect(first.json.data.list).toHaveLength(10);
    const total = first.json.data.total;
    expect(total).toBeGreaterThanOrEqual(40);
    const all = await list({ pageNum: 1, pageSize: 100 });
    expect(all.json.data.list).toHaveLength(total);
    expect(all.json.data.list.every((f) => f.state === '1')).toBe(true);
    // 沣泽瑞丰混合 is delisted (state '0').
    expect(all.json.data.list.some((f) => f.fundcode === '001888')).toBe(false);
    const last = await list({ pageNum: Math.ceil(total / 10), pageSize: 10 });
    expect(last.json.data.list).toHaveLength(total % 10 || 10);
  });

  it('filters by fund type', async () => {
    const bonds = await list({ fundType: '3', pageSize: 100 });
    expect(bonds.json.data.total).toBeGreaterThan(0);
    expect(bonds.json.data.list.every((f) => f.fundType === '3')).toBe(true);
    const money = await list({ fundType: '5', pageSize: 100 });
    expect(money.json.data.list.every((f) => f.isMoneyFund && f.incomePer10k !== null && f.yield7d !== null)).toBe(true);
  });

  it('sorts by a yield period in both orders, missing values last', async () => {
    const desc = (await list({ sortField: 'year', sortOrder: 'desc', pageSize: 100 })).json.data.list;
    const asc = (await list({ sortField: 'year', sortOrder: 'asc', pageSize: 100 })).json.data.list;
    const values = (funds: Fund[]) =>
      funds
        .map((f) => f.yields.year)
        .filter((v): v is string => v !== null)
        .map(Number);
    const d = values(desc);
    const a = values(asc);
    expect(d).toEqual([...d].sort((x, y) => y - x));
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(desc[desc.length - 1]?.yields.year).toBeNull();
    expect(asc[asc.length - 1]?.yields.year).toBeNull();
  });

  it('filters by status: a raising fund has no NAV', async () => {
    const raising = (await list({ status: '1', pageSize: 100 })).json.data.list;
    expect(raising.length).toBeGreaterThan(0);
    expect(raising.every((f) => f.status === '1' && f.nav === null && f.navDate === null)).toBe(true);
  });

  it('answers an empty watchlist without a session', async () => {
    const own = await list({ fundListType: 'OWN' });
    expect(own.json.data).toEqual({ list: [], total: 0 });
  });

  it('ends the seeded history on the last trading day before today', async () => {
    const open = (await list({ fundType: '1', pageSize: 100 })).json.data.list.filter((f) => f.status === '0');
    expect(open.every((f) => f.navDate === '2026-11-20')).toBe(true);
  });

  it('rejects a page size above 100', async () => {
    const response = await list({ pageSize: 101 });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('1001');
  });
});

describe('GET /api/content/fund/rank', () => {
  it('ranks by a period in the requested order and leaves out money funds', async () => {
    const response = await signedInject(t.app, {
      method: 'GET',
      url: '/api/content/fund/rank',
      query: { period: 'month', order: 'desc', limit: '5' },
    });
    const data = (response.json() as { data: { periodLabel: string; list: { rank: number; value: string; fundType: string }[] } }).data;
    expect(data.periodLabel).toBe('近一月');
    expect(data.list.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5]);
    const values = data.list.map((i) => Number(i.value));
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(data.list.every((i) => i.fundType !== '5')).toBe(true);
  });

  it('rejects an unknown period', async () => {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/rank', query: { period: 'decade' } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { code: string }).code).toBe('1001');
  });
});

describe('fund types, recommendations and the period enum', () => {
  it('counts the listed funds of every §3 type', async () => {
    const response = await signedInject(t.app, { method: 'POST', url: '/api/content/fund-type/list', body: {} });
    const types = (response.json() as { data: { list: { code: string; label: string; count: number }[] } }).data.list;
    expect(types).toHaveLength(15);
    expect(types.every((type) => type.count > 0)).toBe(true);
    const total = (await list({ pageSize: 100 })).json.data.total;
    expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(total);
  });

  it('lists the recommended funds with their yields', async () => {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/content/recommend/list' });
    const funds = (response.json() as { data: { list: Fund[] } }).data.list;
    expect(funds.length).toBeGreaterThanOrEqual(5);
    expect(funds[0]?.yields.sinceSetup).toMatch(/^-?\d+\.\d{6}$/);
  });

  it('answers the yield periods', async () => {
    const response = await signedInject(t.app, { method: 'GET', url: '/api/content/enum/fundIncType' });
    const data = (response.json() as { data: { list: { key: string; label: string }[]; rankingList: { key: string }[] } }).data;
    expect(data.list.map((o) => o.key)).toEqual([
      'week',
      'month',
      'season',
      'halfYear',
      'year',
      'twoYear',
      'threeYear',
      'thisYear',
      'sinceSetup',
    ]);
    expect(data.list[7]?.label).toBe('今年以来');
    expect(data.rankingList.map((o) => o.key)).toContain('fiveYear');
  });
});
