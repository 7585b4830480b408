import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../fund/rows.ts';

export type MessageStateCode = '0' | '1' | '2';

export interface OrderMessageRow {
  orderNo: string;
  businessCode: string;
  status: '1' | '0';
  fundName: string;
  targetFundName: string | null;
  amount: string | null;
  shares: string | null;
  dividendMethod: string | null;
  tradeDate: string;
  failReason: string | null;
  nav: string | null;
  fee: string | null;
  sharesIn: string | null;
  sharesOut: string | null;
  confirmedAmount: string | null;
  arrivalDate: string | null;
  at: unknown;
  state: MessageStateCode | null;
}

// The customer's orders placed since `since` that the batch confirmed or failed, with the message state.
export function orderMessageRows(db: DbExecutor, customerId: string, since: Date): Promise<OrderMessageRow[]> {
  return rowsOf<OrderMessageRow>(
    db,
    sql`select o.order_no as "orderNo", o.business_code as "businessCode", o.status, f.name as "fundName", tf.name as "targetFundName",
               o.amount::text as amount, o.shares::text as shares, o.dividend_method as "dividendMethod", o.trade_date::text as "tradeDate",
               o.fail_reason as "failReason", c.nav::text as nav, c.fee::text as fee, c.shares_in::text as "sharesIn",
               c.shares_out::text as "sharesOut", c.amount::text as "confirmedAmount", c.arrival_date::text as "arrivalDate",
               coalesce(c.confirmed_at, o.updated_at) as at, s.state
        from trade_order o
        join fund f on f.code = o.fund_code
        left join fund tf on tf.code = o.target_fund_code
        left join trade_confirmation c on c.order_id = o.id
        left join message_state s on s.customer_id = o.customer_id and s.message_id = 'order:' || o.order_no
        where o.customer_id = ${customerId}::uuid and o.placed_at >= ${since.toISOString()}::timestamptz and o.status in ('1', '0')`,
  );
}

export interface DividendMessageRow {
  fundCode: string;
  fundName: string;
  exDate: string;
  payDate: string;
  cashPerShare: string;
  amount: string;
  method: '0' | '1';
  reinvestNav: string | null;
  reinvestShares: string | null;
  at: unknown;
  state: MessageStateCode | null;
}

export function dividendMessageRows(db: DbExecutor, customerId: string, sinceDate: string): Promise<DividendMessageRow[]> {
  return rowsOf<DividendMessageRow>(
    db,
    sql`select d.fund_code as "fundCode", f.name as "fundName", d.ex_date::text as "exDate", d.pay_date::text as "payDate",
               d.cash_per_share::text as "cashPerShare", d.amount::text as amount, d.method, d.reinvest_nav::text as "reinvestNav",
               d.reinvest_shares::text as "reinvestShares", d.created_at as at, s.state
        from dividend_payment d
        join fund f on f.code = d.fund_code
        left join message_state s on s.customer_id = d.customer_id
          and s.message_id = 'dividend:' || d.fund_code || ':' || d.ex_date::text
        where d.customer_id = ${customerId}::uuid and d.ex_date >= ${sinceDate}::date`,
  );
}

export async function upsertMessageState(db: DbExecutor, customerId: string, messageId: string, state: '1' | '2', now: Date): Promise<void> {
  // A deleted message stays deleted: reading it again does not bring it back.
  await db.execute(sql`
    insert into message_state (customer_id, message_id, state, updated_at)
    values (${customerId}::uuid, ${messageId}, ${state}, ${now.toISOString()}::timestamptz)
    on conflict (customer_id, message_id) do update set state = greatest(message_state.state, excluded.state), updated_at = excluded.updated_at`);
}
