import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { jsonColumn, rowsOf } from '../fund/rows.ts';

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

export interface MessageSources {
  orders: OrderMessageRow[];
  dividends: DividendMessageRow[];
}

// The customer's orders placed since `since` that the batch confirmed or failed, and the dividends
// with an ex-date since `sinceDate`, each with its message state: one statement (the my-assets page
// asks on every visit).
export async function messageSources(db: DbExecutor, customerId: string, since: Date, sinceDate: string): Promise<MessageSources> {
  const [row] = await rowsOf<{ orders: OrderMessageRow[] | string; dividends: DividendMessageRow[] | string }>(
    db,
    sql`select
          coalesce((
            select json_agg(json_build_object('orderNo', o.order_no, 'businessCode', o.business_code, 'status', o.status,
                     'fundName', f.name, 'targetFundName', tf.name, 'amount', o.amount::text, 'shares', o.shares::text,
                     'dividendMethod', o.dividend_method, 'tradeDate', o.trade_date::text, 'failReason', o.fail_reason,
                     'nav', c.nav::text, 'fee', c.fee::text, 'sharesIn', c.shares_in::text, 'sharesOut', c.shares_out::text,
                     'confirmedAmount', c.amount::text, 'arrivalDate', c.arrival_date::text,
                     'at', coalesce(c.confirmed_at, o.updated_at), 'state', s.state))
            from trade_order o
            join fund f on f.code = o.fund_code
            left join fund tf on tf.code = o.target_fund_code
            left join trade_confirmation c on c.order_id = o.id
            left join message_state s on s.customer_id = o.customer_id and s.message_id = 'order:' || o.order_no
            where o.customer_id = ${customerId}::uuid and o.placed_at >= ${since.toISOString()}::timestamptz and o.status in ('1', '0')
          ), '[]'::json) as orders,
          coalesce((
            select json_agg(json_build_object('fundCode', d.fund_code, 'fundName', f.name, 'exDate', d.ex_date::text,
                     'payDate', d.pay_date::text, 'cashPerShare', d.cash_per_share::text, 'amount', d.amount::text, 'method', d.method,
                     'reinvestNav', d.reinvest_nav::text, 'reinvestShares', d.reinvest_shares::text, 'at', d.created_at, 'state', s.state))
            from dividend_payment d
            join fund f on f.code = d.fund_code
            left join message_state s on s.customer_id = d.customer_id
              and s.message_id = 'dividend:' || d.fund_code || ':' || d.ex_date::text
            where d.customer_id = ${customerId}::uuid and d.ex_date >= ${sinceDate}::date
          ), '[]'::json) as dividends`,
  );
  return { orders: row ? jsonColumn(row.orders) : [], dividends: row ? jsonColumn(row.dividends) : [] };
}

export async function upsertMessageState(db: DbExecutor, customerId: string, messageId: string, state: '1' | '2', now: Date): Promise<void> {
  // A deleted message stays deleted: reading it again does not bring it back.
  await db.execute(sql`
    insert into message_state (customer_id, message_id, state, updated_at)
    values (${customerId}::uuid, ${messageId}, ${state}, ${now.toISOString()}::timestamptz)
    on conflict (customer_id, message_id) do update set state = greatest(message_state.state, excluded.state), updated_at = excluded.updated_at`);
}
