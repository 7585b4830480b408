import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { AMOUNT_ORDER_CODES, CONVERT_CODES, REDEEM_CODES, codeList } from '../ta/ta-step.ts';
import { rowsOf } from '../fund/rows.ts';

// Reads of the holdings pages. Each answer is one statement whose plan does not depend on how many
// holdings or days of income the customer has; money and shares stay decimal strings (::text).

export interface HoldingFigures {
  fundCode: string;
  fundName: string;
  fundType: string;
  riskLevel: string;
  isMoneyFund: boolean;
  shares: string;
  frozen: string;
  available: string;
  cost: string;
  nav: string | null;
  navDate: string | null;
  marketValue: string;
  yesterdayIncome: string;
  cumulativeIncome: string;
  dividendMethod: '0' | '1';
  firstDate: string | null;
  tradeacco: string | null;
  // The customer's last daily-income date (the same on every row).
  incomeDate: string | null;
}

// Every holding row of the customer (emptied ones too), valued at the latest NAV on or before
// `today` (money funds at 1.0000), with the batch's daily income: the cumulative income from the
// per-fund month totals kept beside daily_income (0013_assets_history.sql), so that years of days
// are not summed on every request, and the income of the customer's last income date.
export function holdingFigures(db: DbExecutor, customerId: string, today: string): Promise<HoldingFigures[]> {
  return rowsOf<HoldingFigures>(
    db,
    sql`with last_income as (
          select max(income_date) as d from daily_income where customer_id = ${customerId}::uuid
        ),
        cumulative as (
          select fund_code, sum(income) as income from income_month_fund where customer_id = ${customerId}::uuid group by fund_code
        ),
        yesterday as (
          select fund_code, income from daily_income
          where customer_id = ${customerId}::uuid and income_date = (select d from last_income)
        )
        select h.fund_code as "fundCode", f.name as "fundName", f.fund_type as "fundType", f.risk_level as "riskLevel",
               f.is_money_fund as "isMoneyFund", h.shares::text as shares, h.frozen::text as frozen,
               (h.shares - h.frozen)::text as available, h.cost::text as cost,
               p.nav::text as nav, p.nav_date::text as "navDate",
               round(h.shares * coalesce(p.nav, 0), 2)::text as "marketValue",
               coalesce(y.income, 0)::text as "yesterdayIncome", coalesce(c.income, 0)::text as "cumulativeIncome",
               h.dividend_method as "dividendMethod", h.first_date::text as "firstDate", h.tradeacco,
               (select d from last_income)::text as "incomeDate"
        from holding h
        join fund f on f.code = h.fund_code
        left join lateral (
          select n.nav_date, case when f.is_money_fund then 1.0000 else n.unit_nav end as nav
          from nav n
          where n.fund_code = h.fund_code and n.nav_date <= ${today}::date and (f.is_money_fund or n.unit_nav is not null)
          order by n.nav_date desc limit 1
        ) p on true
        left join cumulative c on c.fund_code = h.fund_code
        left join yesterday y on y.fund_code = h.fund_code
        where h.customer_id = ${customerId}::uuid
        order by h.shares * coalesce(p.nav, 0) desc, h.fund_code`,
  );
}

export interface DayIncomeRow {
  fundCode: string;
  fundName: string;
  income: string;
  incomeDate: string;
}

// The income of every fund on the customer's last daily-income date.
export function lastDayIncome(db: DbExecutor, customerId: string): Promise<DayIncomeRow[]> {
  return rowsOf<DayIncomeRow>(
    db,
    sql`select d.fund_code as "fundCode", f.name as "fundName", d.income::text as income, d.income_date::text as "incomeDate"
        from daily_income d join fund f on f.code = d.fund_code
        where d.customer_id = ${customerId}::uuid
          and d.income_date = (select max(income_date) from daily_income where customer_id = ${customerId}::uuid)
        order by d.income desc, d.fund_code`,
  );
}

export interface PendingOrderRow {
  orderNo: string;
  businessCode: string;
  fundCode: string;
  fundName: string;
  targetFundName: string | null;
  amount: string | null;
  shares: string | null;
  tradeDate: string;
  expectedConfirmDate: string | null;
  expectedArrivalDate: string | null;
  paymentStatus: string | null;
  confirmDays: number;
  arrivalDays: number;
}

const IN_TRANSIT_CODES = codeList([...AMOUNT_ORDER_CODES, ...REDEEM_CODES, ...CONVERT_CODES]);
const SHARE_ORDER_CODES = codeList([...REDEEM_CODES, ...CONVERT_CODES]);

// Pending (status 9) money and share orders, newest first; a dividend-method change moves neither.
export async function pendingOrders(db: DbExecutor, customerId: string, options: { sharesOnly?: boolean; fundCode?: string } = {}): Promise<PendingOrderRow[]> {
  const codes = sql.raw(options.sharesOnly ? SHARE_ORDER_CODES : IN_TRANSIT_CODES);
  const fund = options.fundCode ? sql`and o.fund_code = ${options.fundCode}` : sql``;
  const rows = await rowsOf<PendingOrderRow>(
    db,
    sql`select o.order_no as "orderNo", o.business_code as "businessCode", o.fund_code as "fundCode", f.name as "fundName",
               tf.name as "targetFundName", o.amount::text as amount, o.shares::text as shares, o.trade_date::text as "tradeDate",
               o.expected_confirm_date::text as "expectedConfirmDate", o.expected_arrival_date::text as "expectedArrivalDate",
               o.payment_status as "paymentStatus", f.confirm_days as "confirmDays", f.redemption_arrival_days as "arrivalDays"
        from trade_order o
        join fund f on f.code = o.fund_code
        left join fund tf on tf.code = o.target_fund_code
        where o.customer_id = ${customerId}::uuid and o.status = '9' and o.business_code in ${codes} ${fund}
        order by o.placed_at desc, o.order_no desc`,
  );
  return rows.map((row) => ({ ...row, confirmDays: Number(row.confirmDays), arrivalDays: Number(row.arrivalDays) }));
}

export interface HoldingStart {
  shares: string;
  firstDate: string | null;
}

export async function holdingStart(db: DbExecutor, customerId: string, fundCode: string): Promise<HoldingStart | undefined> {
  const [row] = await rowsOf<HoldingStart>(
    db,
    sql`select shares::text as shares, first_date::text as "firstDate" from holding
        where customer_id = ${customerId}::uuid and fund_code = ${fundCode}`,
  );
  return row;
}

export interface LotRow {
  acquiredDate: string;
  chargeType: string;
  shares: string;
  remaining: string;
}

// The holding's open purchase lots, oldest first (the order redemptions take them in).
export function openLotsOf(db: DbExecutor, customerId: string, fundCode: string): Promise<LotRow[]> {
  return rowsOf<LotRow>(
    db,
    sql`select acquired_date::text as "acquiredDate", charge_type as "chargeType", shares::text as shares, remaining::text as remaining
        from share_lot
        where customer_id = ${customerId}::uuid and fund_code = ${fundCode} and remaining > 0
        order by acquired_date, id`,
  );
}
