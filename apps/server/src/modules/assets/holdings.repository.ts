import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { AMOUNT_ORDER_CODES, CONVERT_CODES, REDEEM_CODES, codeList, sqlExactDiv } from '../ta/ta-sql.public.ts';
import { jsonColumn, rowsOf } from '../../db/rows.ts';
import { CUMULATIVE_INCOME, dayIncomeOf, storedLatestNavJoin } from './holding-figures.public.ts';

// Rates leave as decimal fractions with 4 places ("0.0123" = 1.23 %), what the §5 percentage shows.
export const RATE_PLACES = 4;

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
  // Market value − cost (the money still invested in the shares held, fees included).
  holdingIncome: string;
  // Holding income ÷ cost to RATE_PLACES, halves away from zero like rateOf; null without cost.
  holdingIncomeRate: string | null;
  yesterdayIncome: string;
  cumulativeIncome: string;
  dividendMethod: '0' | '1';
  firstDate: string | null;
  tradeacco: string | null;
  // The same on every row: the customer's last daily-income date and the totals of the summary.
  incomeDate: string | null;
  totals: HoldingTotals;
  // Market value of the holdings (shares > 0) of this row's fund type.
  typeMarketValue: string;
}

export interface HoldingTotals {
  marketValue: string;
  yesterdayIncome: string;
  // Of the holdings with shares; emptied ones keep only the income they made.
  holdingIncome: string;
  heldMarketValue: string;
  cumulativeIncome: string;
}

// Every holding row of the customer (emptied ones too), valued at the latest NAV on or before
// `today` (money funds at 1.0000), with the batch's daily income. The income figures come from what
// the batch stored (holding_figures, 0031) while that is still the customer's last income date; a
// holding the batch has not seen, or one whose income was written since, has them worked out from
// daily_income by the same fragments (holding-figures.public.ts). The NAV is read on every request,
// so that a NAV published after the batch counts at once; the stored value is used while NAV and
// shares are those it was worked out on. The money figures and their totals are worked out here in
// NUMERIC and leave as 2-place strings, so the service only lays them out.
export async function holdingFigures(db: DbExecutor, customerId: string, today: string): Promise<HoldingFigures[]> {
  const [row] = await rowsOf<HoldingFiguresRow>(db, holdingFiguresStatement(customerId, today));
  return holdingFiguresOf(row);
}

// The one row of holdingFiguresStatement: the holdings as a JSON array (one parse instead of a column per field and
// row), and the totals worked out once (null without holdings).
export interface HoldingFiguresRow {
  rows: Omit<HoldingFigures, 'totals'>[] | string;
  totals: HoldingTotals | string | null;
}

export function holdingFiguresOf(row: HoldingFiguresRow | null | undefined): HoldingFigures[] {
  if (!row) return [];
  const rows = jsonColumn(row.rows) as HoldingFigures[];
  const totals = row.totals === null ? null : jsonColumn(row.totals);
  // Parsed just now: the rows are ours to complete.
  if (totals) for (const figures of rows) figures.totals = totals;
  return rows;
}

// The customer's holdings with their figures, as CTEs last_income (d) and figures (one row per holding, `held` when it
// has shares), for the statements that lay them out.
export function holdingFiguresCtes(customerId: string, today: string): SQL {
  // The customer's last income date from the day totals the daily_income triggers keep exact (0013: a day's row goes
  // with its last holding): one index probe instead of one per month partition of daily_income.
  return sql`with last_income as (
          select max(income_date) as d from income_day_total where customer_id = ${customerId}::uuid
        ),
        figures as (
          select h.fund_code, f.name, f.fund_type, f.risk_level, f.is_money_fund, h.shares, h.frozen, h.cost, p.nav, p.nav_date,
                 case when s.nav_date = p.nav_date and s.nav = p.nav and s.shares = h.shares then s.market_value
                   else round(h.shares * coalesce(p.nav, 0), 2) end as market_value,
                 case when s.income_date = l.d then s.yesterday_income else ${dayIncomeOf(sql`l.d`)} end as yesterday_income,
                 case when s.income_date = l.d then s.cumulative_income else ${CUMULATIVE_INCOME} end as cumulative_income,
                 h.dividend_method, h.first_date, h.tradeacco, h.shares > 0 as held
          from holding h
          cross join last_income l
          join fund f on f.code = h.fund_code
          left join holding_figures s on s.customer_id = h.customer_id and s.fund_code = h.fund_code
          ${storedLatestNavJoin(sql`${today}::date`)}
          where h.customer_id = ${customerId}::uuid
        )`;
}

// The summary's totals over the `figures` CTE of a holdings statement (null without holdings).
export const HOLDING_TOTALS = sql`(select json_build_object(
    'marketValue', sum(market_value)::numeric(18, 2)::text,
    'yesterdayIncome', sum(yesterday_income)::numeric(18, 2)::text,
    'holdingIncome', (coalesce(sum(market_value - cost) filter (where held), 0))::numeric(18, 2)::text,
    'heldMarketValue', (coalesce(sum(market_value) filter (where held), 0))::numeric(18, 2)::text,
    'cumulativeIncome', sum(cumulative_income)::numeric(18, 2)::text
  ) from figures having count(*) > 0)`;

export function holdingFiguresStatement(customerId: string, today: string): SQL {
  return sql`${holdingFiguresCtes(customerId, today)}
        select coalesce((
                 select json_agg(r) from (
                   select fund_code as "fundCode", name as "fundName", fund_type as "fundType", risk_level as "riskLevel",
                          is_money_fund as "isMoneyFund", shares::text as shares, frozen::text as frozen,
                          (shares - frozen)::text as available, cost::text as cost,
                          nav::numeric(12, 4)::text as nav, nav_date::text as "navDate",
                          market_value::text as "marketValue", (market_value - cost)::numeric(18, 2)::text as "holdingIncome",
                          case when cost = 0 then null
                            else round(${sql.raw(sqlExactDiv('market_value - cost', 'cost'))}, ${sql.raw(String(RATE_PLACES))})::text end as "holdingIncomeRate",
                          yesterday_income::numeric(18, 2)::text as "yesterdayIncome",
                          cumulative_income::numeric(18, 2)::text as "cumulativeIncome",
                          dividend_method as "dividendMethod", first_date::text as "firstDate", tradeacco,
                          (select d from last_income)::text as "incomeDate",
                          (coalesce(sum(market_value) filter (where held) over (partition by fund_type), 0))::numeric(18, 2)::text as "typeMarketValue"
                   from figures
                   order by market_value desc, fund_code
                 ) r
               ), '[]'::json) as rows,
               ${HOLDING_TOTALS} as totals`;
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
  instant: boolean;
  confirmDays: number;
  arrivalDays: number;
}

const IN_TRANSIT_CODES = codeList([...AMOUNT_ORDER_CODES, ...REDEEM_CODES, ...CONVERT_CODES]);
const SHARE_ORDER_CODES = codeList([...REDEEM_CODES, ...CONVERT_CODES]);

// Pending (status 9) money and share orders, newest first; a dividend-method change moves neither. They are read from
// the orders that became pending since the batch last settled them (pending_trade_order, 0039), not from every order the
// customer placed: trade_order has no index naming status.
export async function pendingOrders(
  db: DbExecutor,
  customerId: string,
  options: { sharesOnly?: boolean; fundCode?: string } = {},
): Promise<PendingOrderRow[]> {
  return pendingOrdersOf(await rowsOf<PendingOrderRow>(db, pendingOrdersStatement(customerId, options)));
}

export function pendingOrdersOf(rows: readonly PendingOrderRow[]): PendingOrderRow[] {
  return rows.map((row) => ({ ...row, confirmDays: Number(row.confirmDays), arrivalDays: Number(row.arrivalDays) }));
}

export function pendingOrdersStatement(customerId: string, options: { sharesOnly?: boolean; fundCode?: string } = {}): SQL {
  const codes = sql.raw(options.sharesOnly ? SHARE_ORDER_CODES : IN_TRANSIT_CODES);
  const fund = options.fundCode ? sql`and o.fund_code = ${options.fundCode}` : sql``;
  return sql`select o.order_no as "orderNo", o.business_code as "businessCode", o.fund_code as "fundCode", f.name as "fundName",
               tf.name as "targetFundName", o.amount::text as amount, o.shares::text as shares, o.trade_date::text as "tradeDate",
               o.expected_confirm_date::text as "expectedConfirmDate", o.expected_arrival_date::text as "expectedArrivalDate",
               o.payment_status as "paymentStatus", o.instant, f.confirm_days as "confirmDays", f.redemption_arrival_days as "arrivalDays"
        from pending_trade_order p
        join trade_order o on o.id = p.order_id
        join fund f on f.code = o.fund_code
        left join fund tf on tf.code = o.target_fund_code
        where p.customer_id = ${customerId}::uuid and o.customer_id = ${customerId}::uuid and o.status = '9'
          and o.business_code in ${codes} ${fund}
        order by o.placed_at desc, o.order_no desc`;
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
