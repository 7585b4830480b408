import { sql } from 'drizzle-orm';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildScenario, FUNDS, scalar, type Scenario } from '../../test/modules/assets/history-scenario.test-support.ts';
import { placeOrder as placeOrderDirectly } from '../../test/modules/ta/ta.test-support.ts';
import { DEMO_TRADE_PASSWORD } from '../db/seed/demo-accounts.ts';
import { fieldsOf } from '../../test/security/zod-walk.ts';
import { encryptFor, signedInject } from '../../test/support/test-app.ts';
import { ID_LIKE_FIELD, OWNED_KINDS, type OwnedKind } from './ownership.ts';
import type { RouteEntry } from './route-table.ts';
import { requireCustomer } from './session.ts';

// Authorisation by construction: every customer route comes from the app's route table; each id-like input field must
// be declared (config.owns), and every declared reference is sent with another customer's id. The attacker is the
// fully able demo customer 13800000001, so nothing but ownership can stop them; the victim is 13800000004.

// R4, above the attacker's C3: buying it needs a risk confirmation of the buyer's own.
const ABOVE_ATTACKER_LEVEL = '001266';

function inputFields(route: RouteEntry): string[] {
  const schema = (route.schema ?? {}) as FastifySchema;
  // Every field name at any depth (the last key of each path).
  const names = (part: unknown) =>
    part ? fieldsOf(part as ZodType).flatMap(({ path }) => path.filter((key): key is string => typeof key === 'string').slice(-1)) : [];
  return [...names(schema.body), ...names(schema.querystring), ...names(schema.params)];
}

let s: Scenario;
let attacker: string;
let victimId: string;
const victim: Record<OwnedKind, string> = {} as Record<OwnedKind, string>;

const customerRoutes = () =>
  s.t.app.routeTable.filter((route) => route.preHandlers.includes(requireCustomer) || route.config.personalOnly !== undefined);

// What the victim sees of their own things: a successful attack would change it.
async function victimView(): Promise<string> {
  const rows = await scalar<string>(
    s.t,
    sql`
    select json_build_array((select json_agg(o order by o.order_no) from (select order_no, status, amount from trade_order where customer_id = ${victimId}::uuid) o),
      (select json_agg(p order by p.plan_no) from (select plan_no, status from fixed_plan where customer_id = ${victimId}::uuid) p),
      (select json_agg(c order by c.tradeacco) from (select tradeacco, status from bank_card where customer_id = ${victimId}::uuid) c),
      (select json_agg(x order by x.id) from (select id, revoked_at from session where customer_id = ${victimId}::uuid) x),
      (select json_agg(r order by r.id) from (select id, used_by_order from risk_confirmation where customer_id = ${victimId}::uuid) r))::text as v`,
  );
  const messages = await signedInject(s.t.app, { method: 'GET', url: '/api/query/messages', token: s.otherToken, query: {} });
  const todos = await signedInject(s.t.app, { method: 'GET', url: '/api/trade/todo', token: s.otherToken, query: {} });
  return JSON.stringify([rows, messages.json(), todos.json()]);
}

beforeAll(async () => {
  s = await buildScenario();
  attacker = s.token;
  victimId = s.otherId;
  const db = s.t.app.db;
  const today = '2026-11-05';
  const orderId = await placeOrderDirectly(db, {
    customerId: victimId,
    businessCode: '022',
    fundCode: FUNDS.A,
    tradeDate: today,
    amount: '888.00',
    tradeacco: '0199991',
  });
  victim.order = await scalar<string>(s.t, sql`select order_no as v from trade_order where id = ${orderId}::uuid`);
  victim.clientRequest = await scalar<string>(s.t, sql`select client_request_id as v from trade_order where id = ${orderId}::uuid`);
  await db.execute(sql`insert into bank_card (customer_id, tradeacco, bank_code, card_no_enc, card_no_hash, card_head, card_tail, reserved_mobile, status, signed_at)
    values (${victimId}::uuid, '0199991', '007', 'x', 'victim-card-hash', '622588', '4321', '13800000004', 'signed', now())`);
  victim.card = '0199991';
  victim.riskConfirmation = await scalar<string>(
    s.t,
    sql`insert into risk_confirmation (customer_id, fund_code, customer_level, product_level, warnings, confirmed_at)
    values (${victimId}::uuid, ${ABOVE_ATTACKER_LEVEL}, 'C2', 'R4', '[]', now()) returning id as v`,
  );
  victim.plan = 'P-VICTIM-0001';
  await db.execute(sql`insert into fixed_plan (plan_no, customer_id, client_request_id, fund_code, tradeacco, amount, unit, day_of_month, start_date, next_date, created_at, updated_at)
    values (${victim.plan}, ${victimId}::uuid, 'victim-plan-request', ${FUNDS.A}, '0199991', 100, '0', 8, ${today}, '2026-12-08', now(), now())`);
  // Ids of the victim's messages and to-dos that the attacker does not also have (a fund's dividend notice, say, has one
  // id for every holder).
  const onlyVictims = async (url: string) => {
    const ids = async (token: string) =>
      ((await signedInject(s.t.app, { method: 'GET', url, token, query: {} })).json().data.list as { id: string }[]).map((item) =>
        String(item.id),
      );
    const theirs = new Set(await ids(attacker));
    const id = (await ids(s.otherToken)).find((candidate) => !theirs.has(candidate));
    if (!id) throw new Error(`no ${url} item of the victim's own`);
    return id;
  };
  victim.message = await onlyVictims('/api/query/messages');
  victim.todo = await onlyVictims('/api/trade/todo');
  victim.session = await scalar<string>(
    s.t,
    sql`select id::text as v from session where customer_id = ${victimId}::uuid and revoked_at is null limit 1`,
  );
  victim.customer = await scalar<string>(s.t, sql`select custno as v from customer where id = ${victimId}::uuid`);
}, 120_000);
afterAll(() => s.t.close());

// A request the attacker would send: valid in every other field, with the victim's id in `field`.
async function attackBody(route: RouteEntry, field: string, kind: OwnedKind, value: string): Promise<Record<string, unknown>> {
  const tradePassword = await encryptFor(s.t.app, DEMO_TRADE_PASSWORD);
  const base: Record<string, unknown> = {
    fundCode: kind === 'riskConfirmation' ? ABOVE_ATTACKER_LEVEL : FUNDS.A,
    amount: '100',
    shares: '10',
    paymentMethod: 'card',
    tradeacco: '0100001',
    tradePassword,
    clientRequestId: `attack-${route.url.replace(/\W/g, '')}-${field}`,
    dividendMethod: '0',
    targetFundCode: FUNDS.C,
    unit: '0',
    dayOfMonth: 8,
    startDate: '2026-11-06',
    action: 'P',
    businessCode: '022',
    state: '1',
  };
  const allowed = new Set(inputFields(route));
  return Object.fromEntries([...Object.entries(base), [field, value]].filter(([key]) => allowed.has(key)));
}

describe('customer routes that take an id', () => {
  it('declare what every id-like field refers to', () => {
    const undeclared = customerRoutes().flatMap((route) =>
      inputFields(route)
        .filter((field) => ID_LIKE_FIELD.test(field) && route.config.owns?.[field] === undefined)
        .map((field) => `${route.method} ${route.url} ${field}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declare only kinds this suite knows how to attack', () => {
    const kinds = customerRoutes().flatMap((route) => Object.values(route.config.owns ?? {}));
    for (const kind of kinds) expect([...OWNED_KINDS, 'public', 'input']).toContain(kind);
  });

  it("never act on, nor show, another customer's things", async () => {
    const before = await victimView();
    let attacks = 0;
    for (const route of customerRoutes()) {
      for (const [field, kind] of Object.entries(route.config.owns ?? {})) {
        if (kind === 'public' || kind === 'input') continue;
        const value = victim[kind];
        const body = await attackBody(route, field, kind, value);
        const response = await signedInject(s.t.app, {
          method: route.method as 'GET' | 'POST',
          url: route.url,
          token: attacker,
          ...(route.method === 'GET' ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) } : { body }),
        });
        attacks += 1;
        const where = `${route.method} ${route.url} ${field}=${kind}`;
        expect(response.statusCode, where).toBeLessThan(500);
        const reply = response.json() as { code: string; data?: unknown };
        // A request id is scoped to its customer: the attacker may place an order of their own, never get the victim's.
        if (kind === 'clientRequest') expect(JSON.stringify(reply.data ?? null), where).not.toContain(victim.order);
        else expect(reply.code, where).not.toBe('0000');
        expect(response.body, where).not.toContain('赵敏');
      }
    }
    expect(attacks).toBeGreaterThanOrEqual(15);
    expect(await victimView()).toBe(before);
  });
});
