import { nextTradingDay } from '@fund-direct/domain/calendar';
import { PLAN_UNIT } from '@fund-direct/domain/codes';
import { toMoneyString, toNavString, toSharesString } from '@fund-direct/domain/money';
import { addDays } from '@fund-direct/domain/yield';
import type { AggregationResponse } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/seed-runner.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { customerIdOf, signIn } from '../../../test/modules/trading/trading.test-support.ts';
import { ledgerFigures, shareInfoOf } from '../../../test/modules/assets/assets.test-support.ts';
import { DEMO_FUNDS } from './demo-history-events.ts';
import { demoHistorySeed } from './demo-history.seed.ts';
import { backtestFund } from '../fund/fund-backtest.service.ts';

// Friday 2026-11-20, 10:00 in China: the seeded NAVs end on Thursday 2026-11-19.
const clock = new Date('2026-11-20T02:00:00Z');
const LAST_DAY = '2026-11-19';
const TODAY = '2026-11-20';

let t: TestApp;
let customerId: string;

const count = async (query: ReturnType<typeof sql>) => Number((await t.database.query<{ n: number }>(query))[0]?.n ?? 0);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, demoHistory: true });
  customerId = await customerIdOf(t.app.db, '13800000001');
}, 240_000);

afterAll(async () => {
  await t.close();
});

describe('the demo history seed', () => {
  it('leaves 13800000001 six holdings of a year of trading (none in 001266)', async () => {
    const holdings = await t.database.query<{ fund_code: string }>(
      sql`select fund_code from holding where customer_id = ${customerId}::uuid and shares > 0 order by fund_code`,
    );
    expect(holdings.map((h) => h.fund_code)).toEqual(Object.values(DEMO_FUNDS).sort());
    const [first] = await t.database.query<{ d: string }>(
      sql`select min(trade_date)::text as d from trade_order where customer_id = ${customerId}::uuid`,
    );
    expect(first!.d < '2025-12-01').toBe(true);
  });

  it('went through the order book and the batch: confirmations, a redemption, a conversion, monthly plan runs', async () => {
    const byCode = await t.database.query<{ business_code: string; status: string; n: number }>(
      sql`select business_code, status, count(*)::int as n from trade_order where customer_id = ${customerId}::uuid
          group by business_code, status order by business_code, status`,
    );
    const n = (code: string, status: string) => Number(byCode.find((r) => r.business_code === code && r.status === status)?.n ?? 0);
    expect(n('022', '1')).toBe(6);
    expect(n('024', '1')).toBe(1);
    expect(n('036', '1')).toBe(1);
    // Monthly on the 8th since May: June to November.
    expect(n('039', '1')).toBe(6);
    expect(await count(sql`select count(*)::int as n from trade_confirmation where customer_id = ${customerId}::uuid`)).toBe(
      n('022', '1') + 2 + n('039', '1'),
    );
    expect(
      await count(
        sql`select count(*)::int as n from plan_run r join fixed_plan p on p.id = r.plan_id where p.customer_id = ${customerId}::uuid and r.status = '3'`,
      ),
    ).toBe(n('039', '1'));
    // The index fund (R4, above C3) was bought with the risk warning confirmed, for the order and the plan.
    expect(
      await count(
        sql`select count(*)::int as n from risk_confirmation where customer_id = ${customerId}::uuid and used_by_order is not null`,
      ),
    ).toBe(2);
  });

  it('backtests the demo plan to what the batch deducted: the same days, fees, NAVs and shares', async () => {
    const [plan] = await t.database.query<{ startDate: string; dayOfMonth: number; amount: string }>(
      sql`select start_date::text as "startDate", day_of_month as "dayOfMonth", amount::text as amount
          from fixed_plan where customer_id = ${customerId}::uuid and fund_code = ${DEMO_FUNDS.index}`,
    );
    const runs = await t.database.query<{ date: string; amount: string; fee: string; nav: string; shares: string }>(
      sql`select o.trade_date::text as date, o.amount::text as amount, c.fee::text as fee, c.nav::text as nav, c.shares_in::text as shares
          from trade_order o join trade_confirmation c on c.order_id = o.id
          where o.customer_id = ${customerId}::uuid and o.business_code = '039' order by o.trade_date`,
    );
    expect(runs).toHaveLength(6);
    // The plan was set up on its start date, so its first deduction could only come on a later day.
    const { result } = await backtestFund(t.app.db, {
      fundCode: DEMO_FUNDS.index,
      amount: plan!.amount,
      unit: PLAN_UNIT.month,
      dayOfMonth: plan!.dayOfMonth,
      startDate: addDays(plan!.startDate, 1),
      endDate: runs.at(-1)!.date,
    });
    expect(result.deductions).toEqual(
      runs.map((run) => ({
        ...run,
        amount: toMoneyString(run.amount),
        fee: toMoneyString(run.fee),
        nav: toNavString(run.nav),
        shares: toSharesString(run.shares),
      })),
    );
  });

  it('has daily income for every trading day from the first purchase to the last NAV day', async () => {
    const [first] = await t.database.query<{ d: string }>(
      sql`select min(effective_date)::text as d from share_ledger where customer_id = ${customerId}::uuid`,
    );
    let days = 0;
    for (let day = first!.d; day <= LAST_DAY; day = nextTradingDay(day)) days += 1;
    expect(await count(sql`select count(distinct income_date)::int as n from daily_income where customer_id = ${customerId}::uuid`)).toBe(
      days,
    );
    const [last] = await t.database.query<{ d: string }>(
      sql`select max(income_date)::text as d from daily_income where customer_id = ${customerId}::uuid`,
    );
    expect(last!.d).toBe(LAST_DAY);
  });

  it('shows holdings whose every figure matches the ledger, NAVs and confirmations', async () => {
    const token = await signIn(t.app);
    const [first] = await t.database.query<{ d: string }>(
      sql`select min(effective_date)::text as d from share_ledger where customer_id = ${customerId}::uuid`,
    );
    const expected = await ledgerFigures(t.database, customerId, { today: TODAY, firstDay: first!.d, lastIncomeDay: LAST_DAY });
    const info = await shareInfoOf(t.app, token, '1');
    expect(info.list).toHaveLength(6);
    for (const item of info.list) {
      const want = expected.funds.get(item.fundCode)!;
      expect([
        item.fundCode,
        item.shares,
        item.frozenShares,
        item.cost,
        item.marketValue,
        item.yesterdayIncome,
        item.cumulativeIncome,
      ]).toEqual([item.fundCode, want.shares, want.frozen, want.cost, want.marketValue, want.yesterdayIncome, want.cumulativeIncome]);
    }
    expect(info.summary.incomeDate).toBe(LAST_DAY);
  });

  it("keeps today's orders in transit, the remittance as a to-do", async () => {
    const token = await signIn(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/query/aggregation', headers: { accesstoken: token }, payload: {} });
    const page = (response.json() as { data: AggregationResponse }).data;
    expect(page.inTransit.list.map((i) => [i.businessCode, i.fundCode, i.tradeDate, i.paymentStatus]).sort()).toEqual(
      [
        ['022', DEMO_FUNDS.bond, TODAY, 'paid'],
        ['022', DEMO_FUNDS.lof, TODAY, 'awaiting'],
        ['024', DEMO_FUNDS.money, TODAY, null],
      ].sort(),
    );
    expect(page.shareInfo.summary.inTransitAmount).toBe('2000.00');
    expect(page.todo.list.map((todo) => todo.kind)).toEqual(['remit_awaiting']);
    expect(page.messages.unread).toBeGreaterThan(0);
  });

  it('puts the real trade password hash back', async () => {
    const [row] = await t.database.query<{ hash: string }>(
      sql`select trade_password_hash as hash from customer where id = ${customerId}::uuid`,
    );
    expect(row!.hash.startsWith('scrypt$10$')).toBe(false);
  });

  it('runs once per database: a second run adds nothing', async () => {
    const orders = await count(sql`select count(*)::int as n from trade_order where customer_id = ${customerId}::uuid`);
    await runSeeds({
      database: t.database,
      fieldCipher: createFieldCipher((await testKeys()).dataKey),
      now: clock,
      modules: [demoHistorySeed],
    });
    expect(await count(sql`select count(*)::int as n from trade_order where customer_id = ${customerId}::uuid`)).toBe(orders);
  });

  it('is left out of test apps that do not ask for it', async () => {
    const plain = await createTestApp({ now: () => clock });
    try {
      const id = await customerIdOf(plain.app.db, '13800000001');
      expect(
        Number(
          (await plain.database.query<{ n: number }>(sql`select count(*)::int as n from trade_order where customer_id = ${id}::uuid`))[0]
            ?.n,
        ),
      ).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
