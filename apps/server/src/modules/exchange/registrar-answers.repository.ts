import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// What the built-in registrar reads back after pricing T (inside the transaction it rolls back).

export interface DecidedOrder {
  orderNo: string;
  businessCode: string;
  status: string;
  failReason: string | null;
  fundCode: string;
  targetFundCode: string | null;
  fundAccount: string;
  tradeacco: string | null;
  amount: string | null;
  nav: string | null;
  fee: string | null;
  sharesIn: string | null;
  sharesOut: string | null;
  confirmedAmount: string | null;
  targetNav: string | null;
  confirmDate: string | null;
}

export async function decidedOrders(db: DbExecutor, tradeDate: string, orderNos: readonly string[]): Promise<DecidedOrder[]> {
  if (orderNos.length === 0) return [];
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select o.order_no, o.business_code, o.status, o.fail_reason, o.fund_code, o.target_fund_code, fa.account_no, o.tradeacco,
          o.amount::text as amount, c.nav::text as nav, c.fee::text as fee, c.shares_in::text as shares_in,
          c.shares_out::text as shares_out, c.amount::text as confirmed_amount, c.target_nav::text as target_nav,
          c.confirm_date::text as confirm_date
        from trade_order o
        join fund_account fa on fa.customer_id = o.customer_id
        left join trade_confirmation c on c.order_id = o.id
        where o.trade_date = ${tradeDate}::date and o.status in ('1', '0')
          and o.order_no in (select unnest(${`{${orderNos.join(',')}}`}::text[]))
        order by o.order_no`,
  );
  return rows.map((r) => ({
    orderNo: String(r.order_no),
    businessCode: String(r.business_code),
    status: String(r.status),
    failReason: r.fail_reason ?? null,
    fundCode: String(r.fund_code),
    targetFundCode: r.target_fund_code ?? null,
    fundAccount: String(r.account_no),
    tradeacco: r.tradeacco ?? null,
    amount: r.amount ?? null,
    nav: r.nav ?? null,
    fee: r.fee ?? null,
    sharesIn: r.shares_in ?? null,
    sharesOut: r.shares_out ?? null,
    confirmedAmount: r.confirmed_amount ?? null,
    targetNav: r.target_nav ?? null,
    confirmDate: r.confirm_date ?? null,
  }));
}

export interface HeldShares {
  fundAccount: string;
  fundCode: string;
  tradeacco: string | null;
  shares: string;
  frozen: string;
}

export async function heldShares(db: DbExecutor): Promise<HeldShares[]> {
  const rows = await rowsOf<{ account_no: string; fund_code: string; tradeacco: string | null; shares: string; frozen: string }>(
    db,
    sql`select fa.account_no, h.fund_code, h.tradeacco, h.shares::text as shares, h.frozen::text as frozen
        from holding h join fund_account fa on fa.customer_id = h.customer_id
        where h.shares <> 0 order by fa.account_no, h.fund_code`,
  );
  return rows.map((r) => ({
    fundAccount: r.account_no,
    fundCode: r.fund_code,
    tradeacco: r.tradeacco,
    shares: r.shares,
    frozen: r.frozen,
  }));
}

export interface PaidDividend {
  fundAccount: string;
  fundCode: string;
  tradeacco: string | null;
  recordDate: string;
  exDate: string;
  payDate: string;
  cashPerShare: string;
  baseShares: string;
  amount: string;
  method: string;
  reinvestShares: string | null;
  reinvestNav: string | null;
}

export async function paidDividends(db: DbExecutor, exDate: string): Promise<PaidDividend[]> {
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select fa.account_no, p.fund_code, h.tradeacco, d.record_date::text as record_date, p.ex_date::text as ex_date,
          p.pay_date::text as pay_date, p.cash_per_share::text as cash_per_share, p.base_shares::text as base_shares,
          p.amount::text as amount, p.method, p.reinvest_shares::text as reinvest_shares, p.reinvest_nav::text as reinvest_nav
        from dividend_payment p
        join fund_account fa on fa.customer_id = p.customer_id
        join dividend_declaration d on d.fund_code = p.fund_code and d.ex_date = p.ex_date
        left join holding h on h.customer_id = p.customer_id and h.fund_code = p.fund_code
        where p.ex_date = ${exDate}::date
        order by fa.account_no, p.fund_code`,
  );
  return rows.map((r) => ({
    fundAccount: String(r.account_no),
    fundCode: String(r.fund_code),
    tradeacco: r.tradeacco ?? null,
    recordDate: String(r.record_date),
    exDate: String(r.ex_date),
    payDate: String(r.pay_date),
    cashPerShare: String(r.cash_per_share),
    baseShares: String(r.base_shares),
    amount: String(r.amount),
    method: String(r.method),
    reinvestShares: r.reinvest_shares ?? null,
    reinvestNav: r.reinvest_nav ?? null,
  }));
}

export interface DayQuote {
  fundCode: string;
  fundName: string;
  status: string;
  unitNav: string;
  accNav: string | null;
  incomePer10k: string | null;
  yield7d: string | null;
}

export async function dayQuotes(db: DbExecutor, navDate: string): Promise<DayQuote[]> {
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql`select n.fund_code, f.name, f.status, n.unit_nav::text as unit_nav, n.acc_nav::text as acc_nav,
          n.income_per_10k::text as income_per_10k, n.yield_7d::text as yield_7d
        from nav n join fund f on f.code = n.fund_code
        where n.nav_date = ${navDate}::date and n.unit_nav is not null
        order by n.fund_code`,
  );
  return rows.map((r) => ({
    fundCode: String(r.fund_code),
    fundName: String(r.name),
    status: String(r.status),
    unitNav: String(r.unit_nav),
    accNav: r.acc_nav ?? null,
    incomePer10k: r.income_per_10k ?? null,
    yield7d: r.yield_7d ?? null,
  }));
}
