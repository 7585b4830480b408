import type { TradeRecordRequest } from '@fund-direct/domain/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { OrderRow } from '../trading/order-columns.public.ts';
import { inCodes } from './history-sql.ts';
import { ORDER_VIEW_COLUMNS, orderViewJoins, toOrderRow } from '../trading/order-columns.public.ts';

export const DIVIDEND_RECORD_CODE = '74';

export interface ConfirmationColumns {
  cOrderId: string | null;
  cNav: string | null;
  cFee: string | null;
  cSharesIn: string | null;
  cSharesOut: string | null;
  cAmount: string | null;
  cConfirmDate: string | null;
  cArrivalDate: string | null;
}

export interface DividendColumns {
  dFundCode: string | null;
  dFundName: string | null;
  dExDate: string | null;
  dPayDate: string | null;
  dAmount: string | null;
  dMethod: '0' | '1' | null;
  dReinvestNav: string | null;
  dReinvestShares: string | null;
}

// One row of a page: an order (id set) with its confirmation if any, or a dividend (dFundCode set).
export type TradeRecordRow = (OrderRow | { [K in keyof OrderRow]: null }) & ConfirmationColumns & DividendColumns;

export interface TradeRecordPage {
  total: number;
  rows: TradeRecordRow[];
}

const CONFIRMATION_COLUMNS =
  sql.raw(`c.order_id as "cOrderId", c.nav::text as "cNav", c.fee::text as "cFee", c.shares_in::text as "cSharesIn",
    c.shares_out::text as "cSharesOut", c.amount::text as "cAmount", c.confirm_date::text as "cConfirmDate", c.arrival_date::text as "cArrivalDate"`);

// Filters on an order (o): business type by §4 record code, status, fund (either side of a
// conversion), and a date range on the given date column.
function orderFilters(filters: TradeRecordRequest, dateColumn: SQL): SQL {
  const parts: SQL[] = [];
  if (filters.recordCodes.length > 0) parts.push(inCodes(sql`o.record_code`, filters.recordCodes));
  if (filters.status) parts.push(sql`o.status = ${filters.status}`);
  if (filters.fundCode) parts.push(sql`(o.fund_code = ${filters.fundCode} or o.target_fund_code = ${filters.fundCode})`);
  if (filters.startDate) parts.push(sql`${dateColumn} >= ${filters.startDate}::date`);
  if (filters.endDate) parts.push(sql`${dateColumn} <= ${filters.endDate}::date`);
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

function dividendFilters(filters: TradeRecordRequest): SQL {
  const wanted =
    (filters.recordCodes.length === 0 || filters.recordCodes.includes(DIVIDEND_RECORD_CODE)) && (!filters.status || filters.status === '1');
  if (!wanted) return sql` and false`;
  const parts: SQL[] = [];
  if (filters.fundCode) parts.push(sql`d.fund_code = ${filters.fundCode}`);
  if (filters.startDate) parts.push(sql`d.ex_date >= ${filters.startDate}::date`);
  if (filters.endDate) parts.push(sql`d.ex_date <= ${filters.endDate}::date`);
  return parts.length === 0 ? sql`` : sql` and ${sql.join(parts, sql` and `)}`;
}

const offsetOf = (filters: TradeRecordRequest) => (filters.pageNum - 1) * filters.pageSize;

function toPage(rows: (TradeRecordRow & { total: number })[]): TradeRecordPage {
  const total = Number(rows[0]?.total ?? 0);
  // The count row comes back alone (no page rows) when the page is past the end.
  const pageRows = rows.filter((row) => row.id !== null || row.dFundCode !== null);
  return { total, rows: pageRows.map((row) => (row.id === null ? row : (toOrderRow(row as OrderRow) as TradeRecordRow))) };
}

// ds: the customer's orders (applications), newest first, each with its confirmation if any. The
// filters and the count run over the customer's order ids; only the page's rows are joined.
export async function orderRecordPage(db: DbExecutor, customerId: string, filters: TradeRecordRequest): Promise<TradeRecordPage> {
  const rows = await rowsOf<TradeRecordRow & { total: number }>(
    db,
    sql`with matched as (
          select o.id, o.placed_at, o.order_no from trade_order o
          where o.customer_id = ${customerId}::uuid ${orderFilters(filters, sql`o.trade_date`)}
        ),
        page as (select id from matched order by placed_at desc, order_no desc limit ${filters.pageSize} offset ${offsetOf(filters)})
        select t.total, r.* from (select count(*)::int as total from matched) t
        left join (
          select ${ORDER_VIEW_COLUMNS}, ${CONFIRMATION_COLUMNS},
            null::text as "dFundCode", null::text as "dFundName", null::text as "dExDate", null::text as "dPayDate", null::text as "dAmount",
            null::text as "dMethod", null::text as "dReinvestNav", null::text as "dReinvestShares"
          from page pg join trade_order o on o.id = pg.id ${orderViewJoins()}
          left join trade_confirmation c on c.order_id = o.id
        ) r on true
        order by r."placedAt" desc, r."orderNo" desc`,
  );
  return toPage(rows);
}

// dc: what the TA confirmed — confirmations of orders (by confirmation date) and dividends paid
// (record code 74, by ex-date), newest first.
export async function confirmationRecordPage(db: DbExecutor, customerId: string, filters: TradeRecordRequest): Promise<TradeRecordPage> {
  const rows = await rowsOf<TradeRecordRow & { total: number; sortDate: string }>(
    db,
    sql`with matched as (
          select c.order_id, null::char(6) as fund_code, c.confirm_date as day, o.placed_at as at, o.order_no as tie
          from trade_confirmation c join trade_order o on o.id = c.order_id
          where c.customer_id = ${customerId}::uuid and o.status = '1' ${orderFilters(filters, sql`c.confirm_date`)}
          union all
          select null::uuid, d.fund_code, d.ex_date, d.created_at, d.fund_code
          from dividend_payment d where d.customer_id = ${customerId}::uuid ${dividendFilters(filters)}
        ),
        page as (select * from matched order by day desc, at desc, tie desc limit ${filters.pageSize} offset ${offsetOf(filters)})
        select t.total, r.* from (select count(*)::int as total from matched) t
        left join (
          select pg.day as "sortDate", pg.at as "sortAt", pg.tie as "sortTie", ${ORDER_VIEW_COLUMNS}, ${CONFIRMATION_COLUMNS},
            d.fund_code as "dFundCode", df.name as "dFundName", d.ex_date::text as "dExDate", d.pay_date::text as "dPayDate",
            d.amount::text as "dAmount", d.method as "dMethod", d.reinvest_nav::text as "dReinvestNav", d.reinvest_shares::text as "dReinvestShares"
          from page pg
          left join trade_order o on o.id = pg.order_id ${orderViewJoins('left join')}
          left join trade_confirmation c on c.order_id = pg.order_id
          left join dividend_payment d on pg.order_id is null and d.customer_id = ${customerId}::uuid and d.fund_code = pg.fund_code and d.ex_date = pg.day
          left join fund df on df.code = d.fund_code
        ) r on true
        order by r."sortDate" desc, r."sortAt" desc, r."sortTie" desc`,
  );
  return toPage(rows);
}

// The pending (status 9) orders, newest first.
export async function pendingOrders(db: DbExecutor, customerId: string): Promise<OrderRow[]> {
  const rows = await rowsOf<OrderRow>(
    db,
    sql`select ${ORDER_VIEW_COLUMNS} from trade_order o ${orderViewJoins()}
        where o.customer_id = ${customerId}::uuid and o.status = '9'
        order by o.placed_at desc, o.order_no desc`,
  );
  return rows.map(toOrderRow);
}

export interface BonusRecordRow {
  fundCode: string;
  fundName: string;
  exDate: string;
  payDate: string;
  baseShares: string;
  cashPerShare: string;
  amount: string;
  method: '0' | '1';
  reinvestNav: string | null;
  reinvestShares: string | null;
}

// Dividends received (record code 74), newest first.
export function bonusRecords(db: DbExecutor, customerId: string, fundCode: string | undefined): Promise<BonusRecordRow[]> {
  return rowsOf<BonusRecordRow>(
    db,
    sql`select d.fund_code as "fundCode", f.name as "fundName", d.ex_date::text as "exDate", d.pay_date::text as "payDate",
          d.base_shares::text as "baseShares", d.cash_per_share::text as "cashPerShare", d.amount::text as amount, d.method,
          d.reinvest_nav::text as "reinvestNav", d.reinvest_shares::text as "reinvestShares"
        from dividend_payment d join fund f on f.code = d.fund_code
        where d.customer_id = ${customerId}::uuid ${fundCode ? sql`and d.fund_code = ${fundCode}` : sql``}
        order by d.ex_date desc, d.fund_code`,
  );
}
