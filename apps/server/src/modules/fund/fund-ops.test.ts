import type { FundDetailResponse, SearchResponse } from '@fund-direct/domain/contracts';
import type { OpsFundDetailResponse, OpsFundListResponse } from '@fund-direct/domain/contracts/ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO_TRADEACCO, placeOrder, signIn } from '../../../test/modules/trading/trading.test-support.ts';

// Monday 2026-11-23, 10:00 in Shanghai: a trading day before the cut-off.
const clock = new Date('2026-11-23T02:00:00Z');
const FUND = '000512';
let t: TestApp;
let customer: string;

interface Answer<T> {
  status: number;
  body: { code: string; msg: string; data: T };
}

async function call<T>(username: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await opsInject(t.app, username, { method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

const detail = async () => (await call<OpsFundDetailResponse>('maker', 'GET', `/api/ops/funds/${FUND}`)).body.data;
const proposalCount = async () => Number((await t.database.query<{ n: number }>(sql`select count(*)::int as n from proposal`))[0]?.n);
const propose = (body: unknown, code = FUND) => call<{ proposalId: string }>('maker', 'POST', `/api/ops/funds/${code}/proposals`, body);
const approve = (id: string) => call<unknown>('checker', 'POST', `/api/ops/proposals/${id}/approve`, {});
const buy = () =>
  placeOrder(t.app, 'purchase', customer, { fundCode: FUND, amount: '1000', paymentMethod: 'card', tradeacco: DEMO_TRADEACCO });
const publicDetail = async () =>
  (await signedInject(t.app, { method: 'GET', url: '/api/content/fund/detail', query: { fundCode: FUND } })).json() as {
    data: FundDetailResponse;
  };
const searchFunds = async (keyWord: string) => {
  const response = await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
  return (response.json() as { data: SearchResponse }).data.list.flatMap((item) => (item.type === 'fund' ? [item.fundSearchAppVO] : []));
};

beforeAll(async () => {
  // The handlers of this module, whether or not the app lists them yet.
  t = await createTestApp({
    now: () => clock,
  });
  customer = await signIn(t.app);
});
afterAll(async () => t.close());

describe('GET /api/ops/funds', () => {
  it('finds funds by name and pages the list', async () => {
    const { body } = await call<OpsFundListResponse>('maker', 'GET', '/api/ops/funds?keyword=价值精选&pageSize=1');
    expect(body.code).toBe('0000');
    expect(body.data.total).toBe(2);
    expect(body.data.list).toEqual([
      expect.objectContaining({ code: FUND, statusLabel: '开放期', statusEffect: '可申购/定投，可赎回/转换' }),
    ]);
  });

  it('gives every editable section of one fund', async () => {
    const fund = await detail();
    expect(fund.basic).toMatchObject({ status: '0' });
    expect(fund.fees.purchaseDiscount).toBe('0.1000');
    expect(fund.fees.purchase.length).toBeGreaterThan(0);
    expect(fund.managers.length).toBeGreaterThan(0);
    expect(fund.documents.length).toBe(3);
  });

  it('answers 404 for an unknown fund', async () => {
    expect((await call('maker', 'GET', '/api/ops/funds/999999')).body.code).toBe('1405');
  });
});

describe('POST /api/ops/funds/:code/proposals refuses bad changes, naming the field, and records nothing', () => {
  it.each([
    ['a status outside §3', (f: OpsFundDetailResponse) => ({ basic: { ...f.basic, status: '3' } }), '基金状态'],
    ['an empty name', (f: OpsFundDetailResponse) => ({ basic: { ...f.basic, name: ' ' } }), '基金名称不能为空'],
    ['a negative limit', (f: OpsFundDetailResponse) => ({ limits: { ...f.limits, maxPurchasePerDay: '-1' } }), '单日申购上限须为非负数'],
    [
      'a minimum above the maximum',
      (f: OpsFundDetailResponse) => ({ limits: { ...f.limits, maxPurchasePerOrder: '5' } }),
      '最低申购金额不能大于单笔申购上限',
    ],
    [
      'an order limit above the day limit',
      (f: OpsFundDetailResponse) => ({ limits: { ...f.limits, maxPurchasePerOrder: '500000', maxPurchasePerDay: '100000' } }),
      '单笔申购上限不能大于单日申购上限',
    ],
    [
      'a rate above 1',
      (f: OpsFundDetailResponse) => ({ fees: { ...f.fees, redemption: [{ minDays: 0, rate: '1.2' }] } }),
      '赎回费率：费率须在0到1之间',
    ],
    [
      'a discount above 1',
      (f: OpsFundDetailResponse) => ({ fees: { ...f.fees, purchaseDiscount: '1.5' } }),
      '网上申购费率折扣须在0到1之间',
    ],
    [
      'a gap between tiers',
      (f: OpsFundDetailResponse) => ({
        fees: {
          ...f.fees,
          purchase: [
            { min: '0', max: '100', rule: { kind: 'rate', rate: '0.01' } },
            { min: '200', rule: { kind: 'rate', rate: '0.005' } },
          ],
        },
      }),
      '申购费率第2档：起始金额须等于第1档的截止金额（与上一档之间有空缺）',
    ],
    [
      'overlapping tiers',
      (f: OpsFundDetailResponse) => ({
        fees: {
          ...f.fees,
          redemption: [
            { minDays: 0, maxDays: 30, rate: '0.015' },
            { minDays: 7, rate: '0' },
          ],
        },
      }),
      '赎回费率第2档：起始持有天数须等于第1档的截止天数（与上一档重叠）',
    ],
    [
      'an unknown manager',
      (f: OpsFundDetailResponse) => ({
        managers: [...f.managers.map(({ name: _n, ...m }) => m), { manId: '999999', startDate: '2026-01-05', endDate: null }],
      }),
      '基金经理：编号 999999 的基金经理不存在',
    ],
    [
      'a money-fund type on an equity fund',
      (f: OpsFundDetailResponse) => ({ basic: { ...f.basic, fundType: '5' } }),
      '基金类型：非货币型基金不能改为货币型',
    ],
    ['nothing changed', (f: OpsFundDetailResponse) => ({ basic: f.basic, limits: f.limits }), '没有需要提交的修改'],
  ])('refuses %s', async (_case, change, message) => {
    const before = await proposalCount();
    const { status, body } = await propose(change(await detail()));
    expect(status).toBe(400);
    expect(body.code).toBe('1001');
    expect(body.msg).toContain(message);
    expect(await proposalCount()).toBe(before);
  });

  it('refuses a role that may only view funds', async () => {
    const fund = await detail();
    const { status } = await call('auditor', 'POST', `/api/ops/funds/${FUND}/proposals`, { basic: { ...fund.basic, status: '5' } });
    expect(status).toBe(403);
  });
});

describe('a change takes effect only when the checker approves it', () => {
  const NEW_NAME = '沣泽价值优选混合A';
  let proposalId: string;

  beforeAll(async () => {
    const fund = await detail();
    const { body } = await propose({
      basic: { ...fund.basic, name: NEW_NAME, status: '5' },
      limits: { ...fund.limits, minPurchaseAmount: '100' },
      note: '暂停大额申购',
    });
    expect(body.code).toBe('0000');
    proposalId = body.data.proposalId;
  });

  it('proposes only the changed fields', async () => {
    const [row] = await t.database.query<{ before: unknown; after: unknown }>(
      sql`select before, after from proposal where id::text = ${proposalId}`,
    );
    expect(row?.after).toEqual({ basic: { name: NEW_NAME, status: '5' }, limits: { minPurchaseAmount: '100' } });
    expect(row?.before).toMatchObject({ basic: { status: '0' }, limits: { minPurchaseAmount: '10' } });
  });

  it('changes nothing before approval: the fund is open and takes purchases', async () => {
    expect((await detail()).basic).toMatchObject({ status: '0' });
    expect((await publicDetail()).data.fund.fundname).not.toBe(NEW_NAME);
    expect((await buy()).body.code).toBe('0000');
  });

  it('after approval the fund refuses purchases and the public site and search show it', async () => {
    const approval = await approve(proposalId);
    expect(approval.body.code).toBe('0000');
    expect((await detail()).basic).toMatchObject({ status: '5', name: NEW_NAME });
    const refused = await buy();
    expect(refused.body.msg).toBe('基金暂停申购');
    const fund = (await publicDetail()).data.fund;
    expect(fund).toMatchObject({ fundname: NEW_NAME, status: '5', statusLabel: '暂停申购', minPurchaseAmount: '100.00' });
    expect((await searchFunds('价值优选')).map((f) => f.fundName)).toContain(NEW_NAME);
  });

  it('fails a proposal whose fields were changed since it was made', async () => {
    const fund = await detail();
    const first = await propose({ basic: { ...fund.basic, shortName: '价值甲' } });
    const second = await propose({ basic: { ...fund.basic, shortName: '价值乙' } });
    expect((await approve(first.body.data.proposalId)).body.code).toBe('0000');
    const stale = await approve(second.body.data.proposalId);
    expect(stale.body.msg).toContain('basic.shortName');
    expect((await detail()).basic.shortName).toBe('价值甲');
  });

  it('replaces fee tiers and managers as approved', async () => {
    const fund = await detail();
    const purchase = [
      { min: '0', max: '1000000', rule: { kind: 'rate', rate: '0.012' } },
      { min: '1000000', rule: { kind: 'fixed', fee: '1000' } },
    ];
    const managers = fund.managers.map(({ name: _name, ...m }) => m);
    const extra = fund.managerOptions.find((o) => !managers.some((m) => m.manId === o.manId));
    if (!extra) throw new Error('no other manager');
    const { body } = await propose({
      fees: { ...fund.fees, purchase, purchaseDiscount: '0.2' },
      managers: [...managers, { manId: extra.manId, startDate: '2026-11-23', endDate: null }],
    });
    expect((await approve(body.data.proposalId)).body.code).toBe('0000');
    const after = await detail();
    expect(after.fees.purchase).toEqual([
      { min: '0.00', max: '1000000.00', rule: { kind: 'rate', rate: '0.012000' } },
      { min: '1000000.00', rule: { kind: 'fixed', fee: '1000.00' } },
    ]);
    expect(after.fees.purchaseDiscount).toBe('0.2000');
    expect(after.managers.map((m) => m.manId)).toContain(extra.manId);
  });
});
