import type { IncomeBillResponse, IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { sumMoney, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { daysBetween } from '@fund-direct/domain/yield';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/modules/trading/trading.test-support.ts';
import { buildScenario, DAYS, FUNDS, type Scenario } from '../../../test/modules/assets/history-scenario.test-support.ts';

// Every figure is checked against the ledger, the confirmations and daily_income, read with the
// test's own SQL.
let s: Scenario;
const TODAY = DAYS.D5;

beforeAll(async () => {
  s = await buildScenario();
}, 240_000);
afterAll(async () => s.t.close());

const query = <T>(statement: ReturnType<typeof sql>) => s.t.database.query<T>(statement);
const income = (body: Record<string, unknown>, token = s.token) => post<IncomeResponse>(s.t.app, '/api/query/income', token, body);
const trendAll = (body: Record<string, unknown>) => post<TrendAllResponse>(s.t.app, '/api/query/trend-all', s.token, body);
const bill = (month: string, token = s.token) => post<IncomeBillResponse>(s.t.app, '/api/query/income-bill', token, { month });

const dailyIncomeByDate = (customerId: string, after: string) =>
  query<{ date: string; income: string }>(sql`
    select income_date::text as date, sum(income)::text as income from daily_income
    where customer_id = ${customerId}::uuid and income_date > ${after}::date group by income_date order by income_date`);

describe('POST /query/income', () => {
  it('gives the daily income of the last month summed over the holdings, with its total', async () => {
    const expected = await dailyIncomeByDate(s.customerId, '2026-10-05');
    expect(expected.map((d) => d.date)).toEqual([DAYS.D1, DAYS.D2, DAYS.D3, DAYS.D4]);
    const { body } = await income({ period: '1m' });
    expect(body.code).toBe('0000');
    expect(body.data!.list).toEqual(expected);
    expect(body.data!.total).toBe(toMoneyString(sumMoney(expected.map((d) => d.income))));
  });

  it('splits the period by fund, largest income first', async () => {
    const expected = await query<{ fundCode: string; fundName: string; income: string }>(sql`
      select d.fund_code as "fundCode", f.name as "fundName", sum(d.income)::text as income
      from daily_income d join fund f on f.code = d.fund_code
      where d.customer_id = ${s.customerId}::uuid group by d.fund_code, f.name order by sum(d.income) desc, d.fund_code`);
    expect(expected.map((f) => f.fundCode).sort()).toEqual([FUNDS.A, FUNDS.B, FUNDS.M, FUNDS.C].sort());
    expect((await income({ period: '1m' })).body.data!.byFund).toEqual(expected);
  });

  it('leaves out the days before the period, by day and by fund', async () => {
    // An older income day of A (September), outside 近1月 but inside 近3月.
    await s.t.app.db.execute(sql`insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      values (${s.customerId}::uuid, ${FUNDS.A}, '2026-09-15', 100, 1, 100, 100.00)`);
    try {
      const month = (await income({ period: '1m' })).body.data!;
      const quarter = (await income({ period: '3m' })).body.data!;
      expect(quarter.list[0]).toEqual({ date: '2026-09-15', income: '100.00' });
      expect(quarter.list.slice(1)).toEqual(month.list);
      expect(toDecimal(quarter.total).minus(month.total).toFixed(2)).toBe('100.00');
      const fundA = (data: IncomeResponse) => data.byFund.find((f) => f.fundCode === FUNDS.A)!.income;
      expect(toDecimal(fundA(quarter)).minus(fundA(month)).toFixed(2)).toBe('100.00');
    } finally {
      await s.t.app.db.execute(sql`delete from daily_income where customer_id = ${s.customerId}::uuid and income_date = '2026-09-15'`);
    }
    expect((await income({ period: 'all' })).body.data!.list[0]!.date).toBe(DAYS.D1);
  });

  it('gives one holding its own days when asked with a fund code', async () => {
    const expected = await query<{ date: string; income: string }>(sql`
      select income_date::text as date, income::text as income from daily_income
      where customer_id = ${s.customerId}::uuid and fund_code = ${FUNDS.C} order by income_date`);
    const { body } = await income({ period: 'all', fundCode: FUNDS.C });
    expect(body.data!.list).toEqual(expected);
    expect(body.data!.byFund).toEqual([{ fundCode: FUNDS.C, fundName: '沣泽均衡配置混合', income: body.data!.total }]);
  });

  it('shows another customer only their own income', async () => {
    const expected = await dailyIncomeByDate(s.otherId, '2026-01-01');
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await income({ period: 'all' }, s.otherToken);
    expect(body.data!.list).toEqual(expected);
    expect(body.data!.byFund.map((f) => f.fundCode)).toEqual([FUNDS.A]);
    expect((await income({ period: 'all', fundCode: FUNDS.C }, s.otherToken)).body.data).toEqual({ list: [], total: '0.00', byFund: [] });
  });

  it('refuses an unknown period or a malformed fund code, naming it', async () => {
    expect((await income({ period: '2y' })).body).toMatchObject({ code: '1001', msg: '期间取值不正确' });
    expect((await income({ period: '1m', fundCode: '12345' })).body).toMatchObject({ code: '1001', msg: '基金代码必须是6位数字' });
  });
});

// The account's cash flows as the definition of XIRR reads them (conversions cancel out).
async function accountFlows(): Promise<{ date: string; amount: number }[]> {
  const orders = await query<{ date: string; amount: string }>(sql`
    select o.trade_date::text as date, (case when o.business_code = '024' then c.amount else -o.amount end)::text as amount
    from trade_order o join trade_confirmation c on c.order_id = o.id
    where o.customer_id = ${s.customerId}::uuid and o.status = '1' and o.business_code in ('020', '022', '039', '024')`);
  const dividends = await query<{ date: string; amount: string }>(sql`
    select ex_date::text as date, amount::text as amount from dividend_payment where customer_id = ${s.customerId}::uuid and method = '1'`);
  const values = await query<{ date: string; amount: string }>(sql`
    select n.nav_date::text as date, round(h.shares * n.unit_nav, 2)::text as amount
    from holding h cross join lateral (
      select nav_date, unit_nav from nav where fund_code = h.fund_code and nav_date <= ${TODAY}::date order by nav_date desc limit 1) n
    where h.customer_id = ${s.customerId}::uuid and h.shares > 0`);
  return [...orders, ...dividends, ...values].map((f) => ({ date: f.date, amount: Number(f.amount) }));
}

function npv(flows: readonly { date: string; amount: number }[], rate: number): number {
  const first = flows.map((f) => f.date).sort()[0] as string;
  return flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + rate, daysBetween(first, f.date) / 365), 0);
}

describe('POST /query/trend-all', () => {
  it('gives each income day the cumulative income, the market value and the income rate over the money paid in', async () => {
    const days = await query<{ date: string; income: string; marketValue: string }>(sql`
      select income_date::text as date, sum(income)::text as income, sum(market_value)::text as "marketValue"
      from daily_income where customer_id = ${s.customerId}::uuid group by income_date order by income_date`);
    const paid = await query<{ date: string; amount: string }>(sql`
      select trade_date::text as date, amount::text as amount from trade_order
      where customer_id = ${s.customerId}::uuid and status = '1' and business_code in ('020', '022', '039')`);
    let cumulative = toDecimal(0);
    const expected = days.map((day) => {
      cumulative = cumulative.plus(day.income);
      const invested = sumMoney(paid.filter((p) => p.date <= day.date).map((p) => p.amount));
      return {
        date: day.date,
        cumulativeIncome: cumulative.toFixed(2),
        incomeRate: cumulative.dividedBy(invested).toFixed(6),
        marketValue: day.marketValue,
      };
    });
    const { body } = await trendAll({ period: '3m' });
    expect(body.data!.list).toEqual(expected);
    // Day 2 paid 2000 more in (C): the rate's denominator grew.
    expect(sumMoney(paid.filter((p) => p.date <= DAYS.D2).map((p) => p.amount)).toFixed(2)).toBe('20000.00');
  });

  it('answers the XIRR of the account: the rate that zeroes the NPV of its cash flows', async () => {
    const { body } = await trendAll({ period: '1m' });
    const rate = body.data!.xirr;
    expect(rate).not.toBeNull();
    const flows = await accountFlows();
    const scale = flows.reduce((sum, f) => sum + Math.abs(f.amount), 0);
    expect(Math.abs(npv(flows, Number(rate)))).toBeLessThan(scale * 1e-5);
  });

  it('answers the XIRR of each fund held, a conversion counting as money out of one and into the other', async () => {
    const { body } = await trendAll({ period: '1m' });
    expect(body.data!.xirrByFund.map((f) => f.fundCode)).toEqual([FUNDS.B, FUNDS.A, FUNDS.M, FUNDS.C].sort());
    const c = body.data!.xirrByFund.find((f) => f.fundCode === FUNDS.C)!;
    const flowsOfC = await query<{ date: string; amount: string }>(sql`
      select o.trade_date::text as date, (case when o.business_code = '036' then -c.amount else -o.amount end)::text as amount
      from trade_order o join trade_confirmation c on c.order_id = o.id
      where o.customer_id = ${s.customerId}::uuid and o.status = '1' and (o.fund_code = ${FUNDS.C} or o.target_fund_code = ${FUNDS.C})
      union all
      select n.nav_date::text, round(h.shares * n.unit_nav, 2)::text from holding h
      cross join lateral (select nav_date, unit_nav from nav where fund_code = h.fund_code and nav_date <= ${TODAY}::date order by nav_date desc limit 1) n
      where h.customer_id = ${s.customerId}::uuid and h.fund_code = ${FUNDS.C}`);
    expect(flowsOfC).toHaveLength(3);
    const flows = flowsOfC.map((f) => ({ date: f.date, amount: Number(f.amount) }));
    expect(Math.abs(npv(flows, Number(c.xirr)))).toBeLessThan(1e-3);
  });

  it('solves again once a cash flow is added, and not before', async () => {
    const before = (await trendAll({ period: '1m' })).body.data!;
    expect((await trendAll({ period: '1m' })).body.data!.xirr).toBe(before.xirr);
    // A cash dividend of C with ex-date D5: more money back, a higher return.
    await s.t.app.db
      .execute(sql`insert into dividend_payment (customer_id, fund_code, ex_date, base_shares, cash_per_share, amount, method, pay_date, created_at)
      values (${s.customerId}::uuid, ${FUNDS.C}, ${TODAY}, 1000, 0.5, 500.00, '1', ${TODAY}, now())`);
    try {
      const after = (await trendAll({ period: '1m' })).body.data!;
      expect(Number(after.xirr)).toBeGreaterThan(Number(before.xirr));
      expect(Number(after.xirrByFund.find((f) => f.fundCode === FUNDS.C)!.xirr)).toBeGreaterThan(
        Number(before.xirrByFund.find((f) => f.fundCode === FUNDS.C)!.xirr),
      );
    } finally {
      await s.t.app.db.execute(sql`delete from dividend_payment where customer_id = ${s.customerId}::uuid and fund_code = ${FUNDS.C}`);
    }
    expect((await trendAll({ period: '1m' })).body.data!.xirr).toBe(before.xirr);
  });

  it('draws only the period’s days', async () => {
    await s.t.app.db.execute(sql`insert into daily_income (customer_id, fund_code, income_date, shares, nav, market_value, income)
      values (${s.customerId}::uuid, ${FUNDS.A}, '2026-09-15', 100, 1, 100, 100.00)`);
    try {
      const month = (await trendAll({ period: '1m' })).body.data!;
      const all = (await trendAll({ period: 'all' })).body.data!;
      expect(all.list[0]).toMatchObject({ date: '2026-09-15', cumulativeIncome: '100.00', incomeRate: null });
      expect(month.list.map((p) => p.date)).toEqual([DAYS.D1, DAYS.D2, DAYS.D3, DAYS.D4]);
      // Cumulative since the first day, whatever the period shows.
      expect(month.list[0]!.cumulativeIncome).toBe(all.list[1]!.cumulativeIncome);
      expect(month.xirr).toBe(all.xirr);
    } finally {
      await s.t.app.db.execute(sql`delete from daily_income where customer_id = ${s.customerId}::uuid and income_date = '2026-09-15'`);
    }
  });
  it('follows a day of income rewritten in place (the series and the income answers are kept between requests)', async () => {
    const before = (await trendAll({ period: 'all' })).body.data!.list;
    const totalBefore = (await income({ period: 'all' })).body.data!.total;
    const rewrite = (delta: string) =>
      s.t.app.db.execute(sql`update daily_income set income = income + ${delta}::numeric
        where customer_id = ${s.customerId}::uuid and income_date = ${DAYS.D2} and fund_code = ${FUNDS.A}`);
    await rewrite('1.00');
    try {
      const after = (await trendAll({ period: 'all' })).body.data!.list;
      expect((await income({ period: 'all' })).body.data!.total).toBe(toDecimal(totalBefore).plus(1).toFixed(2));
      expect(after.map((p) => p.date)).toEqual(before.map((p) => p.date));
      after.forEach((point, i) => {
        const shift = point.date >= DAYS.D2 ? '1.00' : '0.00';
        expect(point.cumulativeIncome).toBe(toDecimal(before[i]!.cumulativeIncome).plus(shift).toFixed(2));
      });
    } finally {
      await rewrite('-1.00');
    }
    expect((await trendAll({ period: 'all' })).body.data!.list).toEqual(before);
  });
});

interface LedgerHolding {
  fundCode: string;
  shares: string;
  nav: string;
  navDate: string;
  marketValue: string;
}

// Shares at the end of a day from the ledger alone, valued at the latest NAV on or before it.
const holdingsAt = (day: string) =>
  query<LedgerHolding>(sql`
    select l.fund_code as "fundCode", sum(l.shares)::text as shares, n.unit_nav::text as nav, n.nav_date::text as "navDate",
      round(sum(l.shares) * n.unit_nav, 2)::text as "marketValue"
    from share_ledger l
    cross join lateral (select nav_date, unit_nav from nav where fund_code = l.fund_code and nav_date <= ${day}::date order by nav_date desc limit 1) n
    where l.customer_id = ${s.customerId}::uuid and l.effective_date <= ${day}::date
    group by l.fund_code, n.unit_nav, n.nav_date having sum(l.shares) > 0 order by l.fund_code`);

const strip = (list: readonly { fundCode: string; shares: string; nav: string | null; navDate: string | null; marketValue: string }[]) =>
  list.map(({ fundCode, shares, nav, navDate, marketValue }) => ({ fundCode, shares, nav, navDate, marketValue }));

describe('POST /query/income-bill', () => {
  it('closes October with the day-1 purchases at the month’s last NAV, and lists them with their fees', async () => {
    const { body } = await bill('2026-10');
    const october = body.data!;
    expect(october).toMatchObject({ month: '2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', opening: [] });
    expect(strip(october.closing)).toEqual(await holdingsAt('2026-10-31'));
    expect(october.trades.map((t) => [t.orderNo, t.recordCode, t.businessName, t.amount])).toEqual([
      [s.orders.buyA, '02', '申购', '10000.00'],
      [s.orders.buyB, '02', '申购', '5000.00'],
      [s.orders.buyM, '02', '申购', '3000.00'],
    ]);
    const [fees] = await query<{ v: string }>(sql`
      select sum(c.fee)::text as v from trade_confirmation c join trade_order o on o.id = c.order_id
      where o.customer_id = ${s.customerId}::uuid and o.trade_date = ${DAYS.D1}`);
    const [dayIncome] = await query<{ v: string }>(sql`
      select sum(income)::text as v from daily_income where customer_id = ${s.customerId}::uuid and income_date < '2026-11-01'`);
    expect(october.totals).toEqual({
      openingValue: '0.00',
      closingValue: toMoneyString(sumMoney(october.closing.map((h) => h.marketValue))),
      purchaseAmount: '18000.00',
      redemptionAmount: '0.00',
      fees: fees!.v,
      dividendCash: '0.00',
      income: dayIncome!.v,
    });
  });

  it('opens November where October closed and closes it from the ledger at today’s latest NAV', async () => {
    const october = (await bill('2026-10')).body.data!;
    const november = (await bill('2026-11')).body.data!;
    expect(november).toMatchObject({ periodStart: '2026-11-01', periodEnd: TODAY });
    expect(november.opening).toEqual(october.closing);
    expect(november.totals.openingValue).toBe(october.totals.closingValue);
    expect(strip(november.closing)).toEqual(await holdingsAt(TODAY));
    expect(november.closing.map((h) => h.navDate)).toEqual([DAYS.D4, DAYS.D4, DAYS.D4, DAYS.D4]);
  });

  it('lists November’s confirmed trades, dividends and income, and totals them', async () => {
    const november = (await bill('2026-11')).body.data!;
    expect(november.trades.map((t) => [t.orderNo, t.recordCode])).toEqual([
      [s.orders.redeemA, '03'],
      [s.orders.buyC, '02'],
      [s.orders.convertBC, '13'],
    ]);
    const confirmations = await query<{ order_no: string; amount: string; shares_out: string | null; fee: string }>(sql`
      select o.order_no, c.amount::text as amount, c.shares_out::text as shares_out, c.fee::text as fee
      from trade_confirmation c join trade_order o on o.id = c.order_id
      where o.customer_id = ${s.customerId}::uuid and o.business_code in ('024', '036') order by o.placed_at`);
    expect(november.trades.filter((t) => t.recordCode !== '02').map((t) => [t.orderNo, t.amount, t.shares, t.fee])).toEqual(
      confirmations.map((c) => [c.order_no, c.amount, c.shares_out, c.fee]),
    );
    const payments = await query<{ fundCode: string; method: string; amount: string; reinvestShares: string | null }>(sql`
      select fund_code as "fundCode", method, amount::text as amount, reinvest_shares::text as "reinvestShares"
      from dividend_payment where customer_id = ${s.customerId}::uuid order by fund_code`);
    // B (000288) reinvests, A (000512) pays cash.
    expect(payments.map((p) => [p.fundCode, p.method])).toEqual([
      [FUNDS.B, '0'],
      [FUNDS.A, '1'],
    ]);
    expect(
      november.dividends.map(({ fundCode, method, amount, reinvestShares }) => ({ fundCode, method, amount, reinvestShares })),
    ).toEqual(payments);
    const [monthIncome] = await query<{ v: string }>(sql`
      select sum(income)::text as v from daily_income where customer_id = ${s.customerId}::uuid and income_date >= '2026-11-01'`);
    const [redeemed] = await query<{ v: string }>(sql`
      select c.amount::text as v from trade_confirmation c join trade_order o on o.id = c.order_id where o.order_no = ${s.orders.redeemA}`);
    expect(november.totals).toMatchObject({
      purchaseAmount: '2000.00',
      redemptionAmount: redeemed!.v,
      fees: toMoneyString(sumMoney(november.trades.map((t) => t.fee))),
      dividendCash: payments[1]!.amount,
      income: monthIncome!.v,
    });
  });

  it('heads the statement with the customer’s masked identifiers and the months that have one', async () => {
    const { customer, months } = (await bill('2026-11')).body.data!;
    const [row] = await query<{ custname: string; mobile: string; account_no: string }>(sql`
      select c.custname, c.mobile, a.account_no from customer c join fund_account a on a.customer_id = c.id where c.id = ${s.customerId}::uuid`);
    expect(customer).toMatchObject({ name: row!.custname, fundAccount: row!.account_no, mobileMasked: maskMobile(row!.mobile) });
    expect(customer.idNoMasked).toMatch(/^\d{3}\*+[\dX]{4}$/);
    expect(months).toEqual(['2026-11', '2026-10']);
  });

  it('gives another customer only their own holdings', async () => {
    const other = (await bill('2026-11', s.otherToken)).body.data!;
    expect(other.closing.map((h) => h.fundCode)).toEqual([FUNDS.A]);
    expect(other.trades).toEqual([]);
  });

  it('refuses a month after this one and a malformed month', async () => {
    expect((await bill('2026-12')).body).toMatchObject({ code: '1001', msg: '账单月份不能晚于本月' });
    expect((await bill('2026-13')).body).toMatchObject({ code: '1001', msg: '月份格式应为YYYY-MM' });
  });
});
