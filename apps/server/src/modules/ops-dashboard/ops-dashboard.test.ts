import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsInject, opsInjectWith } from '../../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { propose } from '../approval/proposal.service.ts';
import { TA_STEPS } from '../ta/ta.public.ts';
import {
  fillFlowDays,
  lastTradingDayOnOrBefore,
  loadDashboard,
  ordersByKind,
  shiftDate,
  type PendingProposals,
} from './ops-dashboard.service.ts';

const NO_PROPOSALS = async (): Promise<PendingProposals> => ({ pendingCount: 0, latest: [] });

describe('dashboard figures (pure)', () => {
  it('groups business codes into kinds, summing money exactly', () => {
    const kinds = ordersByKind([
      { businessCode: '022', count: 2, amount: '0.10', shares: '0' },
      { businessCode: '036', count: 1, amount: '0', shares: '100.05' },
      { businessCode: '038', count: 3, amount: '0', shares: '0.20' },
      { businessCode: '090', count: 1, amount: '0.20', shares: '0' },
      { businessCode: '999', count: 9, amount: '9', shares: '9' },
    ]);
    expect(kinds).toEqual([
      { kind: 'purchase', label: '申购', count: 2, amount: '0.10', shares: '0.00' },
      { kind: 'convert', label: '基金转换', count: 4, amount: '0.00', shares: '100.25' },
      { kind: 'fixed', label: '定投', count: 1, amount: '0.20', shares: '0.00' },
    ]);
  });

  it('fills every day of the window, oldest first, across a month end', () => {
    const days = fillFlowDays('2026-03-02', 4, [
      { date: '2026-02-28', subscriptionCount: 1, subscriptionAmount: '5.00', redemptionCount: 0, redemptionShares: '0' },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days[1]?.subscriptionAmount).toBe('5.00');
    expect(days[0]).toEqual({
      date: '2026-02-27',
      subscriptionCount: 0,
      subscriptionAmount: '0',
      redemptionCount: 0,
      redemptionShares: '0',
    });
  });

  it('takes the last trading day on or before a date (a Saturday looks back to Friday)', () => {
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(lastTradingDayOnOrBefore('2026-11-20')).toBe('2026-11-20');
    expect(lastTradingDayOnOrBefore('2026-11-21')).toBe('2026-11-20');
    expect(lastTradingDayOnOrBefore('2999-01-01')).toBeNull();
  });
});

// Saturday 2026-11-21, 12:00 in Shanghai: the last trading day is Friday 2026-11-20.
const NOW = new Date('2026-11-21T04:00:00Z');

describe('dashboard figures (database)', () => {
  let t: TestApp;
  let customerId: string;
  let fundCode: string;
  let otherFund: string;

  const placeOrder = async (no: string, code: string, placedAt: string, values: { amount?: string; shares?: string; status?: string }) => {
    await t.database.query(sql`
      insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, amount, shares,
                               trade_date, placed_at, status, updated_at)
      values (${no}, ${customerId}, ${`req-${no}`}, ${code}, '02', ${fundCode}, ${values.amount ?? null}, ${values.shares ?? null},
              '2026-11-20', ${placedAt}, ${values.status ?? '9'}, ${placedAt})`);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const [customer] = await t.database.query<{ id: string }>(sql`select id from customer order by mobile limit 1`);
    const funds = await t.database.query<{ code: string }>(
      sql`select code from fund where state = '1' and status <> '1' and not is_money_fund order by code limit 2`,
    );
    customerId = customer!.id;
    fundCode = funds[0]!.code;
    otherFund = funds[1]!.code;
    // Today (Shanghai) starts at 2026-11-20T16:00Z.
    await placeOrder('T1', '022', '2026-11-20T16:30:00Z', { amount: '1000.10' });
    await placeOrder('T2', '022', '2026-11-21T03:00:00Z', { amount: '2000.25' });
    await placeOrder('T3', '024', '2026-11-21T03:10:00Z', { shares: '300.33' });
    await placeOrder('T4', '022', '2026-11-21T03:20:00Z', { amount: '5000.00', status: '4' });
    // Yesterday in Shanghai, though the same UTC date as the orders above.
    await placeOrder('Y1', '020', '2026-11-20T15:59:59Z', { amount: '10.00' });
    await t.database.query(sql`delete from nav where fund_code = ${fundCode} and nav_date = '2026-11-20'`);
    await t.database
      .query(sql`insert into nav (fund_code, nav_date, unit_nav, acc_nav) values (${otherFund}, '2026-11-20', '1.2345', '1.5000')
                               on conflict (fund_code, nav_date) do update set unit_nav = excluded.unit_nav`);
    await t.database.query(sql`delete from ta_batch_step`);
    const finished = '2026-11-20T12:00:00Z';
    for (const [index, step] of TA_STEPS.entries()) {
      await t.database.query(sql`insert into ta_batch_step values ('2026-11-19', ${step.name}, ${index}, ${finished})`);
    }
    await t.database.query(sql`insert into ta_batch_step values ('2026-11-20', ${TA_STEPS[0]!.name}, 7, ${finished})`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts today's orders in Shanghai by kind, leaving out cancelled ones", async () => {
    const dashboard = await loadDashboard(t.app.db, NOW, NO_PROPOSALS);
    expect(dashboard.today).toBe('2026-11-21');
    expect(dashboard.ordersToday).toEqual([
      { kind: 'purchase', label: '申购', count: 2, amount: '3000.35', shares: '0.00' },
      { kind: 'redeem', label: '赎回', count: 1, amount: '0.00', shares: '300.33' },
    ]);
  });

  it('shows 30 days of subscriptions against redemptions, the orders on their Shanghai day', async () => {
    const { flows } = await loadDashboard(t.app.db, NOW, NO_PROPOSALS);
    expect(flows).toHaveLength(30);
    expect(flows[0]?.date).toBe('2026-10-23');
    expect(flows.at(-1)).toEqual({
      date: '2026-11-21',
      subscriptionCount: 2,
      subscriptionAmount: '3000.35',
      redemptionCount: 1,
      redemptionShares: '300.33',
    });
    expect(flows.at(-2)).toMatchObject({ date: '2026-11-20', subscriptionCount: 1, subscriptionAmount: '10.00' });
  });

  it('lists the funds without a NAV for the last trading day', async () => {
    const { navMissing } = await loadDashboard(t.app.db, NOW, NO_PROPOSALS);
    expect(navMissing.tradeDate).toBe('2026-11-20');
    const codes = navMissing.funds.map((fund) => fund.code);
    expect(codes).toContain(fundCode);
    expect(codes).not.toContain(otherFund);
  });

  it('shows the latest TA batches, a batch stopped part-way as partial', async () => {
    const { taBatches } = await loadDashboard(t.app.db, NOW, NO_PROPOSALS);
    expect(taBatches.map((batch) => [batch.tradeDate, batch.state, batch.stepsDone])).toEqual([
      ['2026-11-20', 'partial', 1],
      ['2026-11-19', 'complete', TA_STEPS.length],
    ]);
    expect(taBatches[0]?.rowsAffected).toBe(7);
    expect(taBatches[0]?.stepsTotal).toBe(TA_STEPS.length);
  });
});

describe('GET /api/ops/dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every signed-in role, with the pending proposals, latest first', async () => {
    const [maker] = await t.database.query<{ id: string; display_name: string }>(
      sql`select id, display_name from staff where username = 'maker'`,
    );
    const actor = { id: maker!.id, username: 'maker', displayName: maker!.display_name, role: 'fund_ops' as const, sessionId: 'test' };
    for (const [index, summary] of ['第一件', '第二件'].entries()) {
      await propose(t.app.db, actor, { ip: '127.0.0.1', userAgent: null }, new Date(NOW.getTime() + index * 1000), {
        kind: 'ta.run',
        target: `2026-11-2${index}`,
        summary,
        before: null,
        after: { tradeDate: `2026-11-2${index}` },
        payload: {},
      });
    }
    for (const username of ['admin', 'maker', 'checker', 'auditor', 'service', 'content']) {
      const res = await opsInject(t.app, username, { url: '/api/ops/dashboard' });
      expect(res.statusCode, username).toBe(200);
    }
    const { data } = (await opsInject(t.app, 'checker', { url: '/api/ops/dashboard' })).json();
    expect(data.proposals.pendingCount).toBe(2);
    expect(data.proposals.latest.map((item: { summary: string }) => item.summary)).toEqual(['第二件', '第一件']);
    expect(data.proposals.latest[0]).toMatchObject({ kind: 'ta.run', kindLabel: 'TA 批处理', proposer: maker!.display_name });
  });

  it('refuses a request without a staff session', async () => {
    const res = await opsInjectWith(t.app, null, { url: '/api/ops/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('2401');
  });
});
