import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject, opsInjectWith } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { DEMO_BANK_CARDS } from '../bank-card/bank-card.seed.ts';

// Issue 17: staff see customers masked; a full value only through reveal, with a reason and 'customer.reveal'
// (客服), each reveal an audit row naming the reason.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t.close();
});

const DEMO = { mobile: '13800000001', custno: '10000001', name: '王明', card: DEMO_BANK_CARDS[0].cardNo };

interface Found {
  id: string;
  custno: string;
  custname: string | null;
  mobileMasked: string;
  idnoMasked: string | null;
  cards: { id: string; cardNoMasked: string; tradeacco: string }[];
}

async function search(username: string, keyword: string) {
  return opsInject(t.app, username, { url: '/api/ops/customers', query: { keyword } });
}

async function findDemo(): Promise<Found> {
  const response = await search('service', DEMO.custno);
  expect(response.statusCode).toBe(200);
  const [found] = (response.json() as { data: { list: Found[] } }).data.list;
  if (!found) throw new Error('demo customer not found');
  return found;
}

async function revealRows(): Promise<{ username: string; target: string; reason: string | null; after: unknown }[]> {
  return t.database.query(sql`select username, target, reason, after from audit_log where action = 'customer.reveal' order by id`);
}

describe('GET /api/ops/customers', () => {
  it.each([
    ['custno', DEMO.custno],
    ['a full mobile', DEMO.mobile],
    ['part of the name', '明'],
  ])('finds a customer by %s and shows only masked values', async (_by, keyword) => {
    const response = await search('service', keyword);
    expect(response.statusCode).toBe(200);
    const list = (response.json() as { data: { list: Found[] } }).data.list;
    const found = list.find((c) => c.custno === DEMO.custno);
    expect(found).toMatchObject({ custname: DEMO.name, mobileMasked: '138****0001' });
    expect(found?.idnoMasked).toMatch(/^110\*{11}\d{3}[\dX]$/);
    expect(found?.cards).toEqual([
      expect.objectContaining({ cardNoMasked: '622588**********1234', tradeacco: DEMO_BANK_CARDS[0].tradeacco }),
    ]);
    expect(response.body).not.toContain(DEMO.card);
    expect(response.body).not.toContain('11010119900307123');
  });

  it('does not match a fragment of a mobile number', async () => {
    const response = await search('service', '1380000');
    expect((response.json() as { data: { list: Found[] } }).data.list).toEqual([]);
  });

  it('lets the auditor search too', async () => {
    expect((await search('auditor', DEMO.custno)).statusCode).toBe(200);
  });

  it('refuses a role without customer.view', async () => {
    const response = await search('maker', DEMO.custno);
    expect(response.statusCode).toBe(403);
  });

  it('names the field of a missing keyword', async () => {
    const response = await opsInject(t.app, 'service', { url: '/api/ops/customers' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '1001', msg: '请输入客户号、基金账号、姓名、完整手机号或证件号码' });
  });
});

describe('POST /api/ops/customers/:id/reveal', () => {
  it.each([
    ['mobile', DEMO.mobile],
    ['idno', /^11010119900307123[\dX]$/],
  ] as const)('answers the full %s and records the reveal with its reason', async (field, expected) => {
    const customer = await findDemo();
    const before = (await revealRows()).length;
    const reason = `客户来电核实身份（${field}）`;
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/customers/${customer.id}/reveal`,
      payload: { field, reason },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = (response.json() as { data: { value: string } }).data.value;
    if (typeof expected === 'string') expect(value).toBe(expected);
    else expect(value).toMatch(expected);
    const rows = await revealRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      username: 'service',
      target: `customer:${DEMO.custno}`,
      reason,
      after: expect.objectContaining({ field }),
    });
    // The log names what was shown, masked; never the value.
    expect(JSON.stringify(rows.at(-1))).not.toContain(value);
  });

  it('answers a card number of the customer', async () => {
    const customer = await findDemo();
    const card = customer.cards[0];
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/customers/${customer.id}/reveal`,
      payload: { field: 'card', cardId: card?.id, reason: '核对扣款银行卡' },
    });
    expect(response.json()).toMatchObject({ code: '0000', data: { field: 'card', value: DEMO.card } });
    expect((await revealRows()).at(-1)).toMatchObject({
      after: { field: 'card', tradeacco: card?.tradeacco, masked: '622588**********1234' },
    });
  });

  it.each([
    [{ field: 'mobile' }, '请填写查看原因'],
    [{ field: 'mobile', reason: '   ' }, '请填写查看原因'],
    [{ field: 'card', reason: '核对' }, '请选择要查看的银行卡'],
    [{ field: 'password', reason: '核对' }, '请选择要查看的信息'],
  ])('refuses %j with 1001 naming the field, and records nothing', async (payload, msg) => {
    const customer = await findDemo();
    const before = (await revealRows()).length;
    const response = await opsInject(t.app, 'service', { method: 'POST', url: `/api/ops/customers/${customer.id}/reveal`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: '1001', msg });
    expect(await revealRows()).toHaveLength(before);
  });

  it("refuses another customer's card", async () => {
    const customer = await findDemo();
    const [other] = await t.database.query<{ id: string }>(
      sql`select id from customer where custno <> ${DEMO.custno} order by custno limit 1`,
    );
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/customers/${other?.id}/reveal`,
      payload: { field: 'card', cardId: customer.cards[0]?.id, reason: '核对' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: '该客户没有这张银行卡' });
  });

  it('refuses the auditor, who may look but not reveal, and records nothing', async () => {
    const customer = await findDemo();
    const before = (await revealRows()).length;
    const response = await opsInject(t.app, 'auditor', {
      method: 'POST',
      url: `/api/ops/customers/${customer.id}/reveal`,
      payload: { field: 'mobile', reason: '抽查' },
    });
    expect(response.statusCode).toBe(403);
    expect(await revealRows()).toHaveLength(before);
  });

  it('refuses a caller without a staff session', async () => {
    const customer = await findDemo();
    const response = await opsInjectWith(t.app, null, {
      method: 'POST',
      url: `/api/ops/customers/${customer.id}/reveal`,
      payload: { field: 'mobile', reason: '核对' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the envelope for an id far too long for the router', async () => {
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: `/api/ops/customers/${'a'.repeat(100_000)}/reveal`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '1405' });
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await opsInject(t.app, 'service', {
      method: 'POST',
      url: '/api/ops/customers/00000000-0000-4000-8000-000000000000/reveal',
      payload: { field: 'mobile', reason: '核对' },
    });
    expect(response.statusCode).toBe(404);
  });
});
