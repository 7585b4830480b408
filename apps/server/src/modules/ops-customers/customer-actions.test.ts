import { ERRORS } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/modules/auth/auth.test-support.ts';
import {
  customerIdOf,
  DEMO_TRADEACCO,
  get,
  placeOrder,
  post,
  signIn,
  withPassword,
} from '../../../test/modules/trading/trading.test-support.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';

// Customer service's page on a customer and its actions on the account: each with a reason and an audit row, by the
// role holding 'customer.act' (客服) alone; the auditor reads the page but acts on nothing.
let t: TestApp;
// Friday 2026-11-20, 10:00 in Shanghai: a trading day before the cut-off.
const clock = new Date('2026-11-20T02:00:00Z');
let customerId: string;
let token: string;

const DEMO_MOBILE = '13800000001';
const FROZEN_TEXT = '您的账户已被冻结，暂不能交易，如有疑问请致电客服热线';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  customerId = await customerIdOf(t.app.db, DEMO_MOBILE);
  token = await signIn(t.app);
}, 120_000);
afterAll(async () => t.close());

const buy = (amount = '1000', tradePassword?: string) =>
  placeOrder(
    t.app,
    'purchase',
    token,
    { fundCode: '000512', amount, paymentMethod: 'card', tradeacco: DEMO_TRADEACCO },
    ...(tradePassword ? [tradePassword] : []),
  );

const act = (username: string, action: string, payload: Record<string, unknown> = { reason: '客户来电要求' }) =>
  opsInject(t.app, username, { method: 'POST', url: `/api/ops/customers/${customerId}/${action}`, payload });

const detail = async (username = 'service') => {
  const response = await opsInject(t.app, username, { url: `/api/ops/customers/${customerId}` });
  return { status: response.statusCode, body: response.json() as { code: string; data: Record<string, never> } };
};

async function auditRows(action: string) {
  return t.database.query<{ username: string; target: string; reason: string | null; before: unknown; after: unknown }>(
    sql`select username, target, reason, before, after from audit_log where action = ${action} order by id`,
  );
}

const orderStatus = async (orderNo: string) =>
  (await t.database.query<{ status: string }>(sql`select status from trade_order where order_no = ${orderNo}`))[0]?.status;

describe('who may see and act', () => {
  it.each(['service', 'auditor'])('%s reads the customer page', async (username) => {
    expect((await detail(username)).status).toBe(200);
  });

  it.each(['maker', 'checker', 'admin', 'content'])('%s may not read the customer page', async (username) => {
    expect((await detail(username)).status).toBe(403);
  });

  it.each(['auditor', 'maker', 'checker', 'admin', 'content'])(
    '%s may not act on an account, and nothing is recorded',
    async (username) => {
      const before = (await auditRows('customer.freeze')).length;
      for (const action of ['freeze', 'unfreeze', 'revoke-sessions', 'unlock-trade-password']) {
        const response = await act(username, action, { reason: '试图操作', notice: '测试' });
        expect([action, response.statusCode]).toEqual([action, 403]);
      }
      expect(await auditRows('customer.freeze')).toHaveLength(before);
    },
  );
});

describe('GET /api/ops/customers/:id', () => {
  it('shows the profile, the account state and the cards masked', async () => {
    const { body } = await detail();
    expect(body.data).toMatchObject({
      profile: { custno: '10000001', custname: '王明', mobileMasked: '138****0001', idtypeLabel: '身份证' },
      account: { custbelongto: '1', idcardupload: '1', tradePasswordSet: true, tradePasswordLocked: false, frozen: null },
      cards: [expect.objectContaining({ tradeacco: DEMO_TRADEACCO, cardNoMasked: '622588**********1234' })],
    });
    expect(JSON.stringify(body)).not.toContain('13800000001');
    expect(JSON.stringify(body)).not.toContain('11010119900307123');
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await opsInject(t.app, 'service', { url: '/api/ops/customers/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/ops/customers finds by', () => {
  it.each([
    ['the full ID number', '11010119900307123X'],
    ['the fund account', null],
  ])('%s', async (_by, keyword) => {
    const account = (await detail()).body.data as unknown as { profile: { fundAccount: string | null } };
    const value = keyword ?? account.profile.fundAccount;
    if (!value) throw new Error('the demo customer has no fund account');
    const [stored] = await t.database.query<{ idno_hash: string | null }>(sql`select idno_hash from customer where id = ${customerId}`);
    // The demo ID number's check digit is seeded; take the one whose digest is stored.
    const candidates = keyword ? ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'].map((d) => `11010119900307123${d}`) : [value];
    const match = candidates.find((c) => t.app.fieldCipher.digest(c) === stored?.idno_hash) ?? value;
    const response = await opsInject(t.app, 'service', { url: '/api/ops/customers', query: { keyword: match } });
    expect((response.json() as { data: { list: { id: string }[] } }).data.list.map((c) => c.id)).toContain(customerId);
  });
});

describe('a reason is required', () => {
  it.each(['freeze', 'unfreeze', 'revoke-sessions', 'unlock-trade-password'])(
    '%s without a reason answers 1001 naming it',
    async (action) => {
      const response = await act('service', action, { notice: '账户存在风险' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: '1001', msg: '请填写操作原因' });
    },
  );

  it('refuses a reason longer than 200 characters', async () => {
    const response = await act('service', 'revoke-sessions', { reason: '长'.repeat(201) });
    expect(response.json()).toMatchObject({ code: '1001', msg: '操作原因不能超过200字' });
  });
});

describe('freeze and unfreeze', () => {
  it('a frozen account cannot buy but reads its assets; unfreezing restores trading; both are audited', async () => {
    const frozen = await act('service', 'freeze', { reason: '疑似账户被盗，客户来电要求冻结', notice: '应您的要求冻结' });
    expect(frozen.statusCode).toBe(200);
    const [row] = (await auditRows('customer.freeze')).slice(-1);
    expect(row).toMatchObject({
      username: 'service',
      target: 'customer:10000001',
      reason: '疑似账户被盗，客户来电要求冻结',
      before: { frozen: false },
      after: { frozen: true, notice: '应您的要求冻结' },
    });

    const refused = await buy();
    expect(refused.body).toMatchObject({ code: ERRORS.ACCOUNT_FROZEN.code, msg: FROZEN_TEXT });
    const assets = await get<unknown>(t.app, '/api/query/share-info', token);
    expect(assets.body.code).toBe('0000');
    const info = await get<{ accountFrozen: unknown }>(t.app, '/api/account/user-info', token);
    expect(info.body.data?.accountFrozen).toEqual({ reason: '应您的要求冻结' });
    expect((await detail()).body.data).toMatchObject({ account: { frozen: { reason: '应您的要求冻结', by: 'service' } } });

    // Withdrawing an order is trading too.
    const withdrawn = await post(t.app, '/api/trade/withdrawal', token, await withPassword(t.app, { orderNo: '2026112000000000' }));
    expect(withdrawn.body.code).toBe(ERRORS.ACCOUNT_FROZEN.code);

    expect((await act('service', 'freeze', { reason: '再次冻结', notice: '再次' })).json()).toMatchObject({ code: '2461' });

    const unfrozen = await act('service', 'unfreeze', { reason: '客户核实身份后要求解冻' });
    expect(unfrozen.statusCode).toBe(200);
    expect((await auditRows('customer.unfreeze')).at(-1)).toMatchObject({
      reason: '客户核实身份后要求解冻',
      before: { frozen: true, notice: '应您的要求冻结' },
      after: { frozen: false },
    });
    expect((await buy()).body.code).toBe('0000');
    const after = await get<{ accountFrozen: unknown }>(t.app, '/api/account/user-info', token);
    expect(after.body.data?.accountFrozen).toBeNull();
  });

  it('refuses to unfreeze an account that is not frozen', async () => {
    expect((await act('service', 'unfreeze')).json()).toMatchObject({ code: '2461', msg: '该客户账户未冻结' });
  });
});

describe('unlock the trade password', () => {
  it('a password locked for the day may be tried again once customer service unlocks it', async () => {
    expect((await act('service', 'unlock-trade-password')).json()).toMatchObject({ code: '2461', msg: '该客户的交易密码未被锁定' });
    let last = await buy('1000', '000000');
    for (let i = 0; i < 4; i += 1) last = await buy('1000', '000000');
    expect(last.body.code).toBe('2414');
    expect((await buy()).body.code).toBe('2414');
    expect((await detail()).body.data).toMatchObject({ account: { tradePasswordLocked: true } });

    const unlocked = await act('service', 'unlock-trade-password', { reason: '客户已核实身份' });
    expect(unlocked.statusCode).toBe(200);
    expect((await auditRows('customer.unlock_trade_password')).at(-1)).toMatchObject({
      reason: '客户已核实身份',
      before: { locked: true, failuresToday: 5 },
      after: { locked: false, failuresToday: 0 },
    });
    expect((await buy()).body.code).toBe('0000');
  });
});

describe('cancel an order on the customer’s behalf', () => {
  it('waits for a checker, then the order is cancelled; every step is audited', async () => {
    const placed = await buy('2000');
    const orderNo = placed.body.data?.order.orderNo ?? '';
    const [order] = await t.database.query<{ id: string }>(sql`select id from trade_order where order_no = ${orderNo}`);
    const proposed = await act('service', `orders/${order?.id}/cancel`, { reason: '客户来电要求撤单' });
    expect(proposed.statusCode).toBe(200);
    const proposalId = (proposed.json() as { data: { proposalId: string } }).data.proposalId;
    expect(await orderStatus(orderNo)).toBe('9');
    const listed = (await detail()).body.data as unknown as { orders: { orderNo: string; cancelPending: boolean }[] };
    expect(listed.orders.find((o) => o.orderNo === orderNo)?.cancelPending).toBe(true);
    expect((await act('service', `orders/${order?.id}/cancel`, { reason: '重复' })).json()).toMatchObject({ code: '2461' });

    const proposal = await opsInject(t.app, 'checker', { url: `/api/ops/proposals/${proposalId}` });
    expect(proposal.json()).toMatchObject({
      data: { kind: 'order.cancel', kindLabel: '代客户撤单', summary: expect.stringContaining(orderNo), note: '客户来电要求撤单' },
    });

    const approved = await opsInject(t.app, 'checker', { method: 'POST', url: `/api/ops/proposals/${proposalId}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(await orderStatus(orderNo)).toBe('4');
    const rows = await t.database.query<{ action: string; target: string }>(
      sql`select action, target from audit_log where target = ${`order.cancel:10000001/${orderNo}`} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['proposal.create', 'proposal.approve']);
    const timeline = (await detail()).body.data as unknown as { timeline: { kind: string; title: string }[] };
    expect(timeline.timeline.filter((e) => e.kind === 'staff').map((e) => e.title)).toEqual(
      expect.arrayContaining(['复核通过：代客户撤单（checker）', '提交复核申请：代客户撤单（service）']),
    );
  });

  it('refuses an order the customer does not have', async () => {
    const response = await act('service', 'orders/00000000-0000-4000-8000-000000000000/cancel');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: '该客户没有这笔订单' });
  });
});

describe('log out every session', () => {
  it('the customer’s next call answers 401 at once, and the revocation is audited', async () => {
    expect((await get(t.app, '/api/account/user-info', token)).status).toBe(200);
    const sessions = (await detail()).body.data as unknown as { sessions: unknown[] };
    expect(sessions.sessions.length).toBeGreaterThan(0);
    const revoked = await act('service', 'revoke-sessions', { reason: '客户手机丢失' });
    expect(revoked.json()).toMatchObject({ code: '0000', data: { done: true } });
    const response = await signedInject(t.app, { method: 'GET', url: '/api/account/user-info', token });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).code).toBe(ERRORS.UNAUTHORIZED.code);
    expect((await auditRows('customer.revoke_sessions')).at(-1)).toMatchObject({
      reason: '客户手机丢失',
      after: { liveSessions: 0 },
    });
    token = await signIn(t.app);
  });
});
