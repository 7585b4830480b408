import type { BehaviourAckResponse, CollectListResponse, FootprintListResponse, FundListResponse } from '@fund-direct/domain/contracts';
import { FOOTPRINT_KEEP } from '@fund-direct/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { envelope, passwordLogin, tokenOf } from '../../../test/modules/auth/auth.test-support.ts';

let t: TestApp;
let clock = new Date('2026-11-21T02:00:00Z');
let alice: string;
let bob: string;
let fundCodes: string[];

const post = <T>(url: string, body: Record<string, unknown>, token?: string) =>
  signedInject(t.app, { method: 'POST', url, body, ...(token ? { token } : {}) }).then((r) => ({
    status: r.statusCode,
    json: envelope<T>(r),
  }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  alice = await tokenOf(await passwordLogin(t.app, '13800000001', DEMO_PASSWORD));
  bob = await tokenOf(await passwordLogin(t.app, '13800000002', DEMO_PASSWORD));
  const funds = await post<FundListResponse>('/api/content/fund/list', { pageNum: 1, pageSize: 5 });
  fundCodes = funds.json.data!.list.map((f) => f.fundcode);
});
afterAll(async () => t.close());

describe('watchlist', () => {
  it('answers HTTP 401 without a session on every behaviour call', async () => {
    for (const url of ['/api/account/behaviour/add', '/api/account/behaviour/delete', '/api/account/footprint/add']) {
      const { status, json } = await post(url, { refType: 'own_select', refObjectId: fundCodes[0] });
      expect(status).toBe(401);
      expect(json.code).toBe('1401');
    }
    for (const url of ['/api/account/collect/list', '/api/account/footprint/list']) {
      expect((await post(url, { pageNum: 1, pageSize: 10 })).status).toBe(401);
    }
  });

  it('adds a fund once, lists it with its name and marks it in the fund list of its owner only', async () => {
    const [code] = fundCodes;
    const first = await post<BehaviourAckResponse>('/api/account/behaviour/add', { refType: 'own_select', refObjectId: code }, alice);
    expect(first.json).toMatchObject({ code: '0000', data: { refType: 'own_select', refObjectId: code, collected: true } });
    await post('/api/account/behaviour/add', { refType: 'own_select', refObjectId: code }, alice);

    const mine = await post<CollectListResponse>('/api/account/collect/list', { refType: 'own_select', pageNum: 1, pageSize: 10 }, alice);
    expect(mine.json.data!.total).toBe(1);
    expect(mine.json.data!.list[0]).toMatchObject({ refObjectId: code, title: expect.stringMatching(/^沣泽/u) });

    const theirs = await post<CollectListResponse>('/api/account/collect/list', { pageNum: 1, pageSize: 10 }, bob);
    expect(theirs.json.data).toEqual({ list: [], total: 0 });

    const own = await post<FundListResponse>('/api/content/fund/list', { fundListType: 'OWN', pageNum: 1, pageSize: 20 }, alice);
    expect(own.json.data!.list.map((f) => f.fundcode)).toEqual([code]);
    const bobOwn = await post<FundListResponse>('/api/content/fund/list', { fundListType: 'OWN', pageNum: 1, pageSize: 20 }, bob);
    expect(bobOwn.json.data!.total).toBe(0);

    const all = await post<FundListResponse>('/api/content/fund/list', { pageNum: 1, pageSize: 5 }, alice);
    expect(all.json.data!.list.map((f) => f.isCollect)).toEqual(fundCodes.map((c) => c === code));
    const anonymous = await post<FundListResponse>('/api/content/fund/list', { pageNum: 1, pageSize: 5 });
    expect(anonymous.json.data!.list.every((f) => f.isCollect === undefined)).toBe(true);
  });

  it("deletes only the caller's own entry", async () => {
    const code = fundCodes[1]!;
    await post('/api/account/behaviour/add', { refType: 'own_select', refObjectId: code }, alice);
    await post('/api/account/behaviour/add', { refType: 'own_select', refObjectId: code }, bob);
    const removed = await post<BehaviourAckResponse>('/api/account/behaviour/delete', { refType: 'own_select', refObjectId: code }, bob);
    expect(removed.json.data).toMatchObject({ collected: false });
    const bobList = await post<CollectListResponse>('/api/account/collect/list', { pageNum: 1, pageSize: 10 }, bob);
    expect(bobList.json.data!.total).toBe(0);
    const aliceList = await post<CollectListResponse>('/api/account/collect/list', { pageNum: 1, pageSize: 10 }, alice);
    expect(aliceList.json.data!.list.map((i) => i.refObjectId)).toContain(code);
  });

  it('collects articles by id and filters the list by type', async () => {
    const added = await post('/api/account/behaviour/add', { refType: 'article', refObjectId: '6' }, alice);
    expect(added.json.code).toBe('0000');
    const articles = await post<CollectListResponse>('/api/account/collect/list', { refType: 'article', pageNum: 1, pageSize: 10 }, alice);
    expect(articles.json.data!.list).toEqual([
      expect.objectContaining({ refType: 'article', refObjectId: '6', title: expect.any(String) }),
    ]);
  });

  it('rejects unknown objects with 1405 and malformed ones with 1001', async () => {
    const missing = await post('/api/account/behaviour/add', { refType: 'own_select', refObjectId: '999999' }, alice);
    expect(missing.json).toEqual({ code: '1405', msg: '基金不存在', requestId: expect.any(String) });
    const bad = await post('/api/account/behaviour/add', { refType: 'own_select', refObjectId: 'abc' }, alice);
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('1001');
    const badType = await post('/api/account/behaviour/add', { refType: 'stock', refObjectId: '000001' }, alice);
    expect(badType.json.code).toBe('1001');
  });
});

describe('fund list filters used by the fund page', () => {
  it('accepts several status codes at once (封闭期 is 2, 4 and 9)', async () => {
    const closed = await post<FundListResponse>('/api/content/fund/list', { status: ['2', '4', '9'], pageNum: 1, pageSize: 100 });
    const statuses = new Set(closed.json.data!.list.map((f) => f.status));
    expect(closed.json.data!.total).toBeGreaterThan(1);
    expect([...statuses].every((s) => ['2', '4', '9'].includes(s))).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);
    const bad = await post('/api/content/fund/list', { status: ['2', '3'] });
    expect(bad.status).toBe(400);
  });
});

describe('footprints', () => {
  it('lists views newest first, moves a repeated view to the top and keeps them per customer', async () => {
    const [a, b] = fundCodes as [string, string];
    await post('/api/account/footprint/add', { refType: 'own_select', refObjectId: a }, alice);
    clock = new Date(clock.getTime() + 1000);
    await post('/api/account/footprint/add', { refType: 'own_select', refObjectId: b }, alice);
    clock = new Date(clock.getTime() + 1000);
    await post('/api/account/footprint/add', { refType: 'own_select', refObjectId: a }, alice);
    const list = await post<FootprintListResponse>('/api/account/footprint/list', { pageNum: 1, pageSize: 10 }, alice);
    expect(list.json.data!.list.map((i) => i.refObjectId)).toEqual([a, b]);
    const other = await post<FootprintListResponse>('/api/account/footprint/list', { pageNum: 1, pageSize: 10 }, bob);
    expect(other.json.data!.total).toBe(0);
  });

  it(`keeps only the last ${FOOTPRINT_KEEP} per customer`, async () => {
    // Direct inserts bypass pruning; one real view prunes the rest.
    const customer = await t.database.query<{ id: string }>(`select id from customer where mobile = '13800000002'`);
    const customerId = customer[0]!.id;
    for (let id = 1; id <= FOOTPRINT_KEEP + 5; id += 1) {
      await t.database.query(
        `insert into footprint (customer_id, ref_type, ref_object_id, viewed_at) values ('${customerId}', 'article', '${10_000 + id}', '2026-01-01T00:00:00Z'::timestamptz + interval '${id} minutes')`,
      );
    }
    await post('/api/account/footprint/add', { refType: 'own_select', refObjectId: fundCodes[2] }, bob);
    const list = await post<FootprintListResponse>('/api/account/footprint/list', { pageNum: 1, pageSize: 100 }, bob);
    expect(list.json.data!.total).toBe(FOOTPRINT_KEEP);
    expect(list.json.data!.list[0]?.refObjectId).toBe(fundCodes[2]);
    // The oldest six direct rows went; the newest direct row is still there.
    const ids = (
      await t.database.query<{ ref_object_id: string }>(`select ref_object_id from footprint where customer_id = '${customerId}'`)
    ).map((r) => r.ref_object_id);
    expect(ids).toContain(String(10_000 + FOOTPRINT_KEEP + 5));
    expect(ids).not.toContain('10001');
    // Alice's footprints are untouched by Bob's pruning.
    const aliceList = await post<FootprintListResponse>('/api/account/footprint/list', { pageNum: 1, pageSize: 10 }, alice);
    expect(aliceList.json.data!.total).toBe(2);
  });
});
