import { sql, type SQL } from 'drizzle-orm';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { FUND_STATUSES, TRADE_BUSINESS } from '@fund-direct/domain/codes';
import { RETURN_CODE_SUCCESS } from '@fund-direct/domain/exchange';
import { fundStatusAllows, type OrderKind } from '@fund-direct/domain/trade';
import type { Transaction } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// What every step of the batch of trade date T knows.
export interface TaStepContext {
  tradeDate: string;
  // The trading day before T (daily income compares with it).
  previousTradeDate: string;
  now: Date;
  // T+n by n for the confirm_days and redemption_arrival_days the funds use and one day more
  // (orders carried to T+1), and T+1 itself, as JSON for SQL.
  tradingDayOffsets: string;
  // The share of the customers this transaction handles, when a step runs in parts (ta-step-parts.ts); all without.
  customers?: CustomerPart;
  // Exchange mode (TA_MODE=exchange): the registrar's confirmations are the book of record. The steps confirm only what
  // it confirmed, with its NAV, fee, shares and amounts (exchange_confirmation), and fail what it refused.
  registrar?: boolean;
}

export interface CustomerPart {
  index: number;
  count: number;
}

export interface TaStep {
  name: string;
  label: string;
  // Set when every row the step reads or writes for a customer belongs to that customer alone (no fund totals, no
  // row shared between customers): the step can then run as concurrent transactions over disjoint customers.
  byCustomer?: true;
  // Runs inside the step's transaction; answers the number of rows (orders, payments…) it handled.
  run(tx: Transaction, context: TaStepContext): Promise<number>;
}

// A predicate keeping the rows of the context's part of the customers (`true` when the step runs whole). A customer's
// rows all fall in one part: the last byte of the customer's id, random in a version-4 uuid, picks it.
export function ofCustomerPart(context: TaStepContext, column: string): string {
  const part = context.customers;
  if (!part || part.count === 1) return 'true';
  if (!Number.isInteger(part.index) || !Number.isInteger(part.count) || part.index < 0 || part.index >= part.count) {
    throw new RangeError(`不是客户分片：${part.index}/${part.count}`);
  }
  return `get_byte(uuid_send(${column}), 15) % ${part.count} = ${part.index}`;
}

const CODE = /^[0-9A-Z]{1,3}$/;
if (!/^\d{4}$/.test(RETURN_CODE_SUCCESS)) throw new RangeError(`不是返回代码：${RETURN_CODE_SUCCESS}`);
// Written into SQL as a literal: a constant of the domain, checked above.
export const REGISTRAR_SUCCESS_CODE = RETURN_CODE_SUCCESS;

// A literal SQL list of code values; the codes come from the domain code tables, never from input.
export function codeList(codes: readonly string[]): string {
  for (const code of codes) if (!CODE.test(code)) throw new RangeError(`不是代码：${code}`);
  return `(${codes.map((c) => `'${c}'`).join(', ')})`;
}

export const AMOUNT_ORDER_CODES = [...TRADE_BUSINESS.subscribe, ...TRADE_BUSINESS.purchase, ...TRADE_BUSINESS.fixed] as const;
export const REDEEM_CODES = TRADE_BUSINESS.redeem;
export const CONVERT_CODES = TRADE_BUSINESS.convert;
export const DIVIDEND_METHOD_CODES = TRADE_BUSINESS.modifyDividend;
export const SUBSCRIBE_CODES = TRADE_BUSINESS.subscribe;

// The fund statuses that allow an order kind, from the order book's rule.
const statuses = (kind: OrderKind) => Object.keys(FUND_STATUSES).filter((status) => fundStatusAllows(status, kind).allowed);
export const PURCHASE_STATUSES = statuses('purchase');
export const REDEEM_STATUSES = statuses('redeem');
export const SUBSCRIBE_STATUSES = statuses('subscribe');

// Exchange mode: the registrar's confirmation of an order (as `ec`), joined where the order was confirmed by it.
export function registrarConfirmationJoin(context: TaStepContext, orderColumn: string): string {
  return context.registrar
    ? `join exchange_confirmation ec on ec.order_id = ${orderColumn} and ec.return_code = '${REGISTRAR_SUCCESS_CODE}'`
    : '';
}

// Subscriptions (认购) are bought at par while the fund is raising.
export const PAR_NAV = '1.0000';

// Every step statement starts with this CTE; the SQL fragments read T, the previous trading day,
// the clock and the T+n table from it: (select t from params), (select now from params)…
export const paramsCte = (context: TaStepContext): SQL =>
  sql`params as (select ${context.tradeDate}::date as t, ${context.previousTradeDate}::date as prev,
    ${context.now.toISOString()}::timestamptz as now, ${context.tradingDayOffsets}::jsonb as offs)`;

export const P_T = '(select t from params)';
export const P_PREV = '(select prev from params)';
export const P_NOW = '(select now from params)';
// T+n for a column (or expression) holding n.
export const offsetDate = (days: string): string => `((select offs from params) ->> (${days})::text)::date`;

// A new order number as the order book makes them: the Shanghai date of placement and the shared sequence.
export function orderNoSql(now: Date): string {
  return `'${shanghaiDate(now).replace(/-/g, '')}' || lpad(nextval('trade_order_no_seq')::text, 10, '0')`;
}

// The single-row count every step statement ends with, across drivers.
export async function countOf(tx: Transaction, statement: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string | null }>(tx, statement);
  return Number(row?.n ?? 0);
}

// A day with this many pending orders is a large one: see preferHashJoinsOnLargeDays.
export const LARGE_DAY_ORDERS = 20_000;
export const REGISTRAR_LARGE_DAY_ORDERS = 1_000;

// On a large day, a step statement reads the tables it updates once (hash joins) instead of probing an index per
// order: the planner's row guesses for a statement's CTEs are far below the day's counts and would choose a probe per
// order, holding and lot. A small day keeps the probes, cheaper than reading every holding and lot.
export async function preferHashJoinsOnLargeDays(tx: Transaction, context: TaStepContext, large = LARGE_DAY_ORDERS): Promise<void> {
  const [row] = await rowsOf<{ n: number | string }>(
    tx,
    sql`select count(*)::int as n from (
      select 1 from trade_order where trade_date = ${context.tradeDate}::date and status = '9' limit ${large}) o`,
  );
  if (Number(row?.n ?? 0) >= large) await tx.execute(sql`set local enable_nestloop = off`);
}
