import { nextTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import { TRADE_BUSINESS } from '@fund-direct/domain/codes';
import type { ShareInfoResponse } from '@fund-direct/domain/contracts';
import { MoneyDecimal, roundFen, sumMoney, toDecimal, toMoneyString } from '@fund-direct/domain/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/database.ts';
import { get } from '../trading/trading.test-support.ts';

export async function shareInfoOf(app: FastifyInstance, token: string, firstflag: '0' | '1'): Promise<ShareInfoResponse> {
  const reply = await get<ShareInfoResponse>(app, '/api/query/share-info', token, { firstflag });
  expect(reply.body.code).toBe('0000');
  return reply.body.data as ShareInfoResponse;
}

export interface FundFigures {
  shares: string;
  frozen: string;
  cost: string;
  nav: string;
  navDate: string;
  marketValue: string;
  yesterdayIncome: string;
  cumulativeIncome: string;
  hadIncomeOnLastDay: boolean;
  // Money in (purchases, conversions in) and out (redemptions, conversions out, cash dividends), gross.
  moneyIn: string;
  moneyOut: string;
  isMoneyFund: boolean;
}

export interface LedgerFigures {
  funds: Map<string, FundFigures>;
}

const AMOUNT_CODES: readonly string[] = [...TRADE_BUSINESS.subscribe, ...TRADE_BUSINESS.purchase, ...TRADE_BUSINESS.fixed];
const OUT_CODES: readonly string[] = [...TRADE_BUSINESS.redeem, ...TRADE_BUSINESS.convert];
const CONVERT_CODES: readonly string[] = TRADE_BUSINESS.convert;

interface Flow {
  fund: string;
  date: string;
  moneyIn: MoneyDecimal;
  moneyOut: MoneyDecimal;
}

// What a customer's holdings are worth and earned, worked out here from the raw tables alone
// (share_ledger, nav, the confirmations and the dividends paid), without the server's queries:
// shares = the ledger's sum; MV = round(shares × the latest NAV on or before today, 2); each trading
// day's income = MV(T) − MV(T−1) − money in + money out (money funds: shares(T−1) × 万份收益 / 10000).
export async function ledgerFigures(
  database: DatabaseHandle,
  customerId: string,
  window: { today: string; firstDay: string; lastIncomeDay: string },
): Promise<LedgerFigures> {
  const ledger = await database.query<{ fund_code: string; effective_date: string; shares: string; frozen: string; cost: string }>(
    sql`select fund_code, effective_date::text, shares::text, frozen::text, cost::text from share_ledger where customer_id = ${customerId}::uuid`,
  );
  const codes = [...new Set(ledger.map((l) => l.fund_code))];
  const navs = await database.query<{
    fund_code: string;
    nav_date: string;
    unit_nav: string | null;
    income_per_10k: string | null;
    money: boolean;
  }>(
    sql`select n.fund_code, n.nav_date::text, n.unit_nav::text, n.income_per_10k::text, f.is_money_fund as money
        from nav n join fund f on f.code = n.fund_code
        where n.fund_code = any(${`{${codes.join(',')}}`}::text[]) and n.nav_date >= ${previousTradingDay(window.firstDay)}::date - 10
        order by n.nav_date`,
  );
  const orders = await database.query<{
    business_code: string;
    fund_code: string;
    target_fund_code: string | null;
    trade_date: string;
    order_amount: string | null;
    amount: string | null;
  }>(
    sql`select o.business_code, o.fund_code, o.target_fund_code, o.trade_date::text, o.amount::text as order_amount, c.amount::text
        from trade_order o join trade_confirmation c on c.order_id = o.id where o.customer_id = ${customerId}::uuid and o.status = '1'`,
  );
  const cash = await database.query<{ fund_code: string; ex_date: string; amount: string }>(
    sql`select fund_code, ex_date::text, amount::text from dividend_payment where customer_id = ${customerId}::uuid and method = '1'`,
  );
  const zero = new MoneyDecimal(0);
  const flows: Flow[] = [
    ...orders.flatMap((o): Flow[] => {
      if (AMOUNT_CODES.includes(o.business_code))
        return [{ fund: o.fund_code, date: o.trade_date, moneyIn: toDecimal(o.order_amount ?? '0'), moneyOut: zero }];
      if (!OUT_CODES.includes(o.business_code)) return [];
      const out: Flow[] = [{ fund: o.fund_code, date: o.trade_date, moneyIn: zero, moneyOut: toDecimal(o.amount ?? '0') }];
      if (CONVERT_CODES.includes(o.business_code) && o.target_fund_code) {
        out.push({ fund: o.target_fund_code, date: o.trade_date, moneyIn: toDecimal(o.amount ?? '0'), moneyOut: zero });
      }
      return out;
    }),
    ...cash.map((d) => ({ fund: d.fund_code, date: d.ex_date, moneyIn: zero, moneyOut: toDecimal(d.amount) })),
  ];

  const funds = new Map<string, FundFigures>();
  for (const code of codes) {
    const rows = ledger.filter((l) => l.fund_code === code);
    const sharesAt = (day: string, strict: boolean) =>
      sumMoney(rows.filter((l) => (strict ? l.effective_date < day : l.effective_date <= day)).map((l) => l.shares));
    const fundNavs = navs.filter((n) => n.fund_code === code);
    const isMoneyFund = fundNavs[0]?.money ?? false;
    const navOn = (day: string) => fundNavs.find((n) => n.nav_date === day)?.unit_nav ?? null;
    const navBefore = (day: string) => [...fundNavs].reverse().find((n) => n.nav_date < day && n.unit_nav !== null)?.unit_nav ?? null;
    const latest = [...fundNavs].reverse().find((n) => n.nav_date <= window.today && (isMoneyFund || n.unit_nav !== null));
    if (!latest) throw new Error(`no NAV of ${code}`);
    const nav = isMoneyFund ? '1.0000' : (latest.unit_nav as string);
    const fundFlows = flows.filter((f) => f.fund === code);
    const flowOn = (day: string) => fundFlows.filter((f) => f.date === day);

    let cumulative = new MoneyDecimal(0);
    let lastDay = { income: zero, written: false };
    for (let day = window.firstDay; day <= window.lastIncomeDay; day = nextTradingDay(day)) {
      const prev = previousTradingDay(day);
      const navT = navOn(day);
      if (navT === null) continue;
      const sharesT = sharesAt(day, false);
      const sharesPrev = sharesAt(day, true);
      const moved = flowOn(day);
      const income = isMoneyFund
        ? roundFen(
            sharesPrev
              .times(sumMoney(fundNavs.filter((n) => n.nav_date > prev && n.nav_date <= day).map((n) => n.income_per_10k ?? '0')))
              .div(10_000),
          )
        : roundFen(sharesT.times(navT))
            .minus(roundFen(sharesPrev.times(navBefore(day) ?? navT)))
            .minus(sumMoney(moved.map((f) => f.moneyIn)))
            .plus(sumMoney(moved.map((f) => f.moneyOut)));
      const written = sharesT.gt(0) || moved.length > 0;
      if (written) cumulative = cumulative.plus(income);
      if (day === window.lastIncomeDay) lastDay = { income: written ? income : zero, written };
    }
    const shares = sumMoney(rows.map((l) => l.shares));
    funds.set(code, {
      shares: toMoneyString(shares),
      frozen: toMoneyString(sumMoney(rows.map((l) => l.frozen))),
      cost: toMoneyString(sumMoney(rows.map((l) => l.cost))),
      nav: toDecimal(nav).toFixed(4),
      navDate: latest.nav_date,
      marketValue: toMoneyString(roundFen(shares.times(nav))),
      yesterdayIncome: toMoneyString(lastDay.income),
      cumulativeIncome: toMoneyString(cumulative),
      hadIncomeOnLastDay: lastDay.written,
      moneyIn: toMoneyString(sumMoney(fundFlows.map((f) => f.moneyIn))),
      moneyOut: toMoneyString(sumMoney(fundFlows.map((f) => f.moneyOut))),
      isMoneyFund,
    });
  }
  return { funds };
}
