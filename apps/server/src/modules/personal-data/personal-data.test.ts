import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  CLOSURE_BLOCKERS,
  PERSONAL_DATA_ERRORS,
  TRADE_PASSWORD_ERRORS,
  type ClosureCheckResponse,
  type ConsentItem,
  type DataExportItem,
} from '@fund-direct/domain/contracts';
import { CUSTOMER_ACTION_TEXT } from '@fund-direct/domain/contracts/ops';
import { rowsOf } from '../../db/rows.ts';
import { opsInject } from '../../../test/support/ops.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { createTestApp, encryptFor, type TestApp } from '../../../test/support/test-app.ts';
import {
  envelope,
  latestSmsCode,
  passwordLogin,
  registerCustomer,
  sendSms,
  tokenOf,
} from '../../../test/modules/auth/auth.test-support.ts';
import {
  customerIdOf,
  DEMO_TRADEACCO,
  get,
  giveHolding,
  placeOrder,
  post,
  signIn,
  withPassword,
} from '../../../test/modules/trading/trading.test-support.ts';

// Monday 2026-11-23, 10:00 in Shanghai.
let clock = new Date('2026-11-23T02:00:00Z');
let t: TestApp;
const PASSWORD = 'Close2026a';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

// Each SMS to one mobile waits out the resend interval.
const later = (ms = 61_000) => (clock = new Date(clock.getTime() + ms));

async function newCustomer(mobile: string): Promise<string> {
  later();
  return tokenOf(await registerCustomer(t.app, mobile, PASSWORD));
}

async function closeCode(token: string, mobile: string): Promise<string> {
  later();
  const sent = envelope(await sendSms(t.app, mobile, 'close-account', { token }));
  if (sent.code !== '0000') throw new Error(`sms send failed: ${sent.msg}`);
  const code = await latestSmsCode(t.app, mobile, 'close-account');
  if (!code) throw new Error('no close-account code in the outbox');
  return code;
}

const exports = async (token: string) => (await get<{ list: DataExportItem[] }>(t.app, '/api/account/data-exports', token)).body.data!.list;

async function readyExport(token: string): Promise<DataExportItem> {
  const asked = await post<DataExportItem>(t.app, '/api/account/data-exports', token, {});
  expect(asked.body).toMatchObject({ code: '0000', msg: '已开始准备您的数据，完成后可在本页下载' });
  for (let i = 0; i < 200; i += 1) {
    const item = (await exports(token)).find((e) => e.id === asked.body.data!.id);
    if (item?.state === 'ready' || item?.state === 'failed') return item;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('export never finished');
}

describe('consents', () => {
  it('lists the register agreements with their versions, and serves each version as accepted after the text changes', async () => {
    const token = await newCustomer('13700000201');
    const list = (await get<{ list: ConsentItem[] }>(t.app, '/api/account/consents', token)).body.data!.list;
    expect(list.map((c) => c.key).sort()).toEqual(['online_trade', 'privacy_policy']);
    const privacy = list.find((c) => c.key === 'privacy_policy')!;
    expect(privacy).toMatchObject({ title: '《隐私政策》', action: 'register', actionText: '注册' });
    expect(privacy.url).toBe(`/resources/agreement-version/privacy_policy/${privacy.versionDate}.pdf`);

    const [before] = await rowsOf<{ html: string }>(
      t.database.db,
      sql`select content_html as html from content_document where key = 'privacy_policy'`,
    );
    await t.database.db.execute(
      sql`update content_document set version_date = '2027-01-01', content_html = '<p>新的隐私政策</p>' where key = 'privacy_policy'`,
    );
    try {
      const pdf = await t.app.inject({ method: 'GET', url: privacy.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const [kept] = await rowsOf<{ html: string }>(
        t.database.db,
        sql`select content_html as html from content_document_version where key = 'privacy_policy' and version_date = ${privacy.versionDate}::date`,
      );
      expect(kept?.html).toBe(before?.html);
      // A version nobody accepted has no file; a date that is not one is not found either.
      expect((await t.app.inject({ method: 'GET', url: '/resources/agreement-version/privacy_policy/2027-01-01.pdf' })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/resources/agreement-version/privacy_policy/2026-02-31.pdf' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.database.db.execute(
        sql`update content_document set version_date = ${privacy.versionDate}::date, content_html = ${before?.html ?? ''} where key = 'privacy_policy'`,
      );
    }
  });

  it('records a purchase by card as accepting the trade agreements once per version', async () => {
    const token = await signIn(t.app);
    const customerId = await customerIdOf(t.database.db, '13800000001');
    const consents = async () =>
      rowsOf<{ key: string; action: string }>(
        t.database.db,
        sql`select document_key as key, action from customer_consent where customer_id = ${customerId}::uuid order by id`,
      );
    const buy = async () =>
      placeOrder(t.app, 'purchase', token, {
        fundCode: '000512',
        amount: '1000',
        chargeType: 'A',
        paymentMethod: 'card',
        tradeacco: DEMO_TRADEACCO,
      });
    // The demo customer accepted the register and card agreements before; the purchase adds the two it had not.
    const before = await consents();
    expect(before.map((c) => c.key).sort()).toEqual(['online_trade', 'privacy_policy', 'quick_payment']);
    expect((await buy()).body.code).toBe('0000');
    const after = await consents();
    expect(after.slice(before.length)).toEqual([
      { key: 'investor_rights', action: 'purchaseCard' },
      { key: 'risk_level_method', action: 'purchaseCard' },
    ]);
    expect((await buy()).body.code).toBe('0000');
    expect(await consents()).toHaveLength(after.length);
  });
});

describe('data export', () => {
  it('prepares JSON and PDF in the background; the link downloads them, counts each download, and dies after 24 hours', async () => {
    const token = await signIn(t.app);
    const item = await readyExport(token);
    expect(item).toMatchObject({ state: 'ready', progress: 100, downloads: 0 });
    expect(item.jsonUrl).toMatch(/^\/resources\/my-data\/[0-9a-f-]{36}\/[0-9a-f]{64}\.json$/u);

    const json = await t.app.inject({ method: 'GET', url: item.jsonUrl! });
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('private, no-store');
    expect(json.headers['content-disposition']).toMatch(/^attachment;/u);
    const data = JSON.parse(json.body) as Record<string, unknown> & {
      profile: { mobile: string; idNo: string | null };
      bankCards: { cardNo: string }[];
      sessions: unknown[];
      consents: { key: string }[];
      orders: unknown[];
    };
    expect(data.profile.mobile).toBe('13800000001');
    expect(data.bankCards.length).toBeGreaterThan(0);
    for (const card of data.bankCards) expect(card.cardNo).toMatch(/^\d{6}\*{10}\d{4}$/u);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Events and card states in the customer's words, not the system's codes.
    expect((data.signInEvents as { event: string }[]).map((e) => e.event)).toContain('密码登录');
    expect(data.bankCards.map((c) => (c as { status?: string }).status)).toContain('已签约');
    expect(data.consents.map((c) => c.key)).toContain('privacy_policy');
    const customerId = await customerIdOf(t.database.db, '13800000001');
    const [orders] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from trade_order where customer_id = ${customerId}::uuid`,
    );
    expect(data.orders).toHaveLength(Number(orders?.n));
    for (const key of ['riskAssessments', 'holdings', 'plans', 'messages', 'signInEvents', 'watchlist', 'footprints']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    // Nothing secret leaves: no hash or sealed value.
    expect(json.body).not.toMatch(/password|token_hash|idno_enc|scrypt/iu);

    const pdf = await t.app.inject({ method: 'GET', url: item.pdfUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await exports(token)).find((e) => e.id === item.id)?.downloads).toBe(2);

    const forged = item.jsonUrl!.replace(/[0-9a-f]{64}/u, 'a'.repeat(64));
    expect(envelope(await t.app.inject({ method: 'GET', url: forged })).code).toBe(PERSONAL_DATA_ERRORS.EXPORT_EXPIRED.code);

    later(24 * 3_600_000 + 1_000);
    const late = await t.app.inject({ method: 'GET', url: item.jsonUrl! });
    expect(late.statusCode).toBe(404);
    expect(envelope(late).code).toBe(PERSONAL_DATA_ERRORS.EXPORT_EXPIRED.code);
    const fresh = await signIn(t.app);
    expect((await exports(fresh)).find((e) => e.id === item.id)).toMatchObject({ state: 'expired', jsonUrl: null, pdfUrl: null });
  });

  it('prepares one export at a time per customer and at most three a China day', async () => {
    const token = await newCustomer('13700000202');
    const customerId = await customerIdOf(t.database.db, '13700000202');
    await t.database.db.execute(
      sql`insert into data_export (customer_id, state, requested_at, started_at) values (${customerId}::uuid, 'running', ${clock.toISOString()}::timestamptz, ${clock.toISOString()}::timestamptz)`,
    );
    expect((await post(t.app, '/api/account/data-exports', token, {})).body.code).toBe(PERSONAL_DATA_ERRORS.EXPORT_BUSY.code);
    await t.database.db.execute(sql`update data_export set state = 'failed' where customer_id = ${customerId}::uuid`);
    await readyExport(token);
    await readyExport(token);
    expect((await post(t.app, '/api/account/data-exports', token, {})).body.code).toBe(PERSONAL_DATA_ERRORS.EXPORT_DAILY_LIMIT.code);
    // The count starts again at midnight in China.
    const midnight = new Date(`${new Date(clock.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}T16:00:00Z`);
    clock = new Date(midnight.getTime() + 60_000);
    const tomorrow = await tokenOf(await passwordLogin(t.app, '13700000202', PASSWORD));
    expect((await readyExport(tomorrow)).state).toBe('ready');
  });
});

describe('account closure', () => {
  const check = async (token: string) => (await get<ClosureCheckResponse>(t.app, '/api/account/closure', token)).body.data!;

  it('names each blocker with where to resolve it', async () => {
    // The demo customer's two card purchases of the consent test are still waiting for the batch.
    const token = await signIn(t.app);
    const customerId = await customerIdOf(t.database.db, '13800000001');
    const first = (await check(token)).blockers;
    expect(first).toEqual([{ code: 'pendingOrders', count: 2, ...CLOSURE_BLOCKERS.pendingOrders }]);

    await giveHolding(t.database.db, { customerId, fundCode: '000512', shares: '100.00', acquiredDate: '2026-11-02' });
    const plan = await post(
      t.app,
      '/api/trade/fixed-plan',
      token,
      await withPassword(t.app, {
        clientRequestId: randomUUID(),
        fundCode: '000512',
        amount: '500',
        unit: '0',
        dayOfMonth: 8,
        startDate: '2026-12-01',
        tradeacco: DEMO_TRADEACCO,
      }),
    );
    expect(plan.body.code).toBe('0000');
    expect((await check(token)).blockers.map((b) => [b.code, b.count, b.to])).toEqual([
      ['holdings', 1, '/assets/my_assets'],
      ['pendingOrders', 2, '/assets/trade_record'],
      ['activePlans', 1, '/assets/my_fix'],
    ]);

    // Confirmed redemptions whose money has not arrived yet keep it open too.
    await t.database.db.execute(
      sql`update trade_order set status = '1', business_code = '024', expected_arrival_date = '2026-12-10' where customer_id = ${customerId}::uuid and status = '9'`,
    );
    expect((await check(token)).blockers.map((b) => b.code)).toEqual(['holdings', 'moneyInTransit', 'activePlans']);

    const refused = await post(t.app, '/api/account/closure', token, await withPassword(t.app, { smsCode: '123456' }));
    expect(refused.body.code).toBe(PERSONAL_DATA_ERRORS.CLOSE_BLOCKED.code);
  });

  it('asks for the trade password of a customer who has one and counts a wrong one', async () => {
    const token = await signIn(t.app, '13800000004');
    const state = await check(token);
    expect(state).toMatchObject({ blockers: [], tradePasswordSet: true, retentionYears: 10 });
    const code = await closeCode(token, '13800000004');
    const withLogin = await post(t.app, '/api/account/closure', token, { password: await encryptFor(t.app, DEMO_PASSWORD), smsCode: code });
    expect(withLogin.body.code).toBe(PERSONAL_DATA_ERRORS.TRADE_PASSWORD_NEEDED.code);
    const wrong = await post(t.app, '/api/account/closure', token, { tradePassword: await encryptFor(t.app, '902413'), smsCode: code });
    expect(wrong.body.code).toBe(TRADE_PASSWORD_ERRORS.WRONG.code);
    expect((await get(t.app, '/api/account/user-info', token)).status).toBe(200);
  });

  it('closes an empty account: sessions end, login is refused, records stay, and the mobile registers again as a new customer', async () => {
    const mobile = '13700000203';
    const token = await newCustomer(mobile);
    const oldId = await customerIdOf(t.database.db, mobile);
    expect(await check(token)).toMatchObject({ blockers: [], tradePasswordSet: false });

    const wrongCode = await post(t.app, '/api/account/closure', token, { password: await encryptFor(t.app, PASSWORD), smsCode: '000000' });
    expect(wrongCode.body.code).toBe(AUTH_ERRORS.SMS_CODE_WRONG.code);

    const code = await closeCode(token, mobile);
    const closed = await post(t.app, '/api/account/closure', token, { password: await encryptFor(t.app, PASSWORD), smsCode: code });
    expect(closed.body).toMatchObject({ code: '0000', msg: '账户已注销，感谢您的信任' });

    expect((await get(t.app, '/api/account/user-info', token)).status).toBe(401);
    // The owner's password is told the account was closed, and that is no failed try: the next one needs no image code.
    for (let i = 0; i < 2; i++) {
      expect(envelope(await passwordLogin(t.app, mobile, PASSWORD))).toMatchObject({
        code: AUTH_ERRORS.ACCOUNT_CLOSED.code,
        msg: '该账户已销户，如需帮助请致电 400-921-7000',
      });
    }
    // A wrong password learns nothing: it fails like one for an unknown account.
    expect(envelope(await passwordLogin(t.app, mobile, 'Wrong12345')).code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);

    const [kept] = await rowsOf<{ closed: boolean; retain: string; events: number }>(
      t.database.db,
      sql`select c.closed_at is not null as closed, to_char(a.retain_until, 'YYYY-MM-DD') as retain,
                 (select count(*)::int from auth_event e where e.customer_id = c.id and e.type = 'account-closed') as events
          from customer c join account_closure a on a.customer_id = c.id where c.id = ${oldId}::uuid`,
    );
    const chinaDay = new Date(clock.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(kept).toEqual({ closed: true, retain: `${Number(chinaDay.slice(0, 4)) + 10}${chinaDay.slice(4)}`, events: 1 });

    // Customer service still finds the closed customer, marked so, and cannot act on the account.
    const detail = await opsInject(t.app, 'service', { url: `/api/ops/customers/${oldId}` });
    expect((detail.json() as { data: { account: { closed: unknown } } }).data.account.closed).toEqual({
      at: clock.toISOString(),
      retainUntil: kept?.retain,
    });
    const freeze = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/customers/${oldId}/freeze`,
      payload: { reason: '客户来电要求', notice: '应您的要求冻结' },
    });
    expect((freeze.json() as { msg: string }).msg).toBe(CUSTOMER_ACTION_TEXT.accountClosed);

    const again = await newCustomer(mobile);
    const newId = await customerIdOf(t.database.db, mobile);
    expect(newId).not.toBe(oldId);
    const consents = (await get<{ list: ConsentItem[] }>(t.app, '/api/account/consents', again)).body.data!.list;
    expect(consents).toHaveLength(2);
    const found = await opsInject(t.app, 'service', { url: '/api/ops/customers', query: { keyword: mobile } });
    const rows = (found.json() as { data: { list: { id: string; closedAt: string | null }[] } }).data.list;
    expect(rows.map((r) => [r.id, r.closedAt !== null]).sort()).toEqual(
      [
        [oldId, true],
        [newId, false],
      ].sort(),
    );
  });
});
