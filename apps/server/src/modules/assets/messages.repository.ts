import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { jsonColumn, rowsOf } from '../../db/rows.ts';

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

export type MessageRow = ({ kind: 'order' } & OrderMessageRow) | ({ kind: 'dividend' } & DividendMessageRow);

export interface MessagePage {
  // The newest `limit` messages still shown (unread or read), newest first.
  rows: MessageRow[];
  // Unread messages of the whole window.
  unread: number;
}

// Message ids (see messages.service.ts) as SQL, so that the state table can be joined on them.
const ORDER_MESSAGE_ID = sql.raw(`'order:' || o.order_no`);
const DIVIDEND_MESSAGE_ID = sql.raw(`'dividend:' || d.fund_code || ':' || d.ex_date::text`);
// Newest first, then the ids' code-point order descending, on the keys the ids are made of (see messagePage).
const messageOrder = (t: string) =>
  sql.raw(
    `${t}at_ms desc, (${t}order_id is not null) desc, ${t}order_no collate "C" desc, ${t}fund_code collate "C" desc, ${t}ex_date desc`,
  );

// The customer's orders placed since `since` that the batch confirmed or failed, and the dividends
// with an ex-date since `sinceDate`, as one stream of messages with their state. One statement (the
// my-assets page asks on every visit) that ranks the stream on its keys and writes out only the rows
// shown. Newest first by the millisecond of the event, then by id in code-point order — the order
// of the ISO times and ids the page receives. The ids are not built to be sorted on: at one
// millisecond 'order:…' sorts after 'dividend:…' (o > d), orders by order number, dividends by
// fund code (always 6 characters) then ex-date (ISO), which is the same order on the stored keys.
export async function messagePage(db: DbExecutor, customerId: string, since: Date, sinceDate: string, limit: number): Promise<MessagePage> {
  const [row] = await rowsOf<MessagePageRow>(db, messagePageStatement(customerId, since, sinceDate, limit));
  return messagePageOf(row);
}

export interface MessagePageRow {
  rows: MessageRow[] | string;
  unread: number;
}

// The row of messagePageStatement, as columns or as the object of a row_to_json.
export function messagePageOf(row: MessagePageRow | null | undefined): MessagePage {
  return { rows: row ? jsonColumn(row.rows) : [], unread: row?.unread ?? 0 };
}

export function messagePageStatement(customerId: string, since: Date, sinceDate: string, limit: number): SQL {
  return sql`with stream as (
          select ${ORDER_MESSAGE_ID} as id, coalesce(c.confirmed_at, o.updated_at) as at, s.state,
                 o.id as order_id, o.order_no, null::varchar as fund_code, null::date as ex_date
          from trade_order o
          left join trade_confirmation c on c.order_id = o.id
          left join message_state s on s.customer_id = o.customer_id and s.message_id = ${ORDER_MESSAGE_ID}
          where o.customer_id = ${customerId}::uuid and o.placed_at >= ${since.toISOString()}::timestamptz and o.status in ('1', '0')
          union all
          select ${DIVIDEND_MESSAGE_ID}, d.created_at, s.state, null, null, d.fund_code, d.ex_date
          from dividend_payment d
          left join message_state s on s.customer_id = d.customer_id and s.message_id = ${DIVIDEND_MESSAGE_ID}
          where d.customer_id = ${customerId}::uuid and d.ex_date >= ${sinceDate}::date
        ),
        kept as (
          select *, date_trunc('milliseconds', at) as at_ms from stream where coalesce(state, '0') in ('0', '1')
        ),
        shown as (
          select * from kept order by ${messageOrder('')} limit ${limit}
        )
        select (select count(*)::int from kept where coalesce(state, '0') = '0') as unread,
          coalesce((
            select json_agg(case when t.order_id is not null then
                json_build_object('kind', 'order', 'orderNo', o.order_no, 'businessCode', o.business_code, 'status', o.status,
                  'fundName', f.name, 'targetFundName', tf.name, 'amount', o.amount::text, 'shares', o.shares::text,
                  'dividendMethod', o.dividend_method, 'tradeDate', o.trade_date::text, 'failReason', o.fail_reason,
                  'nav', c.nav::text, 'fee', c.fee::text, 'sharesIn', c.shares_in::text, 'sharesOut', c.shares_out::text,
                  'confirmedAmount', c.amount::text, 'arrivalDate', c.arrival_date::text, 'at', t.at, 'state', t.state)
              else
                json_build_object('kind', 'dividend', 'fundCode', d.fund_code, 'fundName', f.name, 'exDate', d.ex_date::text,
                  'payDate', d.pay_date::text, 'cashPerShare', d.cash_per_share::text, 'amount', d.amount::text, 'method', d.method,
                  'reinvestNav', d.reinvest_nav::text, 'reinvestShares', d.reinvest_shares::text, 'at', t.at, 'state', t.state)
              end order by ${messageOrder('t.')})
            from shown t
            left join trade_order o on o.id = t.order_id
            left join trade_confirmation c on c.order_id = t.order_id
            left join dividend_payment d on d.customer_id = ${customerId}::uuid and d.fund_code = t.fund_code and d.ex_date = t.ex_date
            join fund f on f.code = coalesce(o.fund_code, d.fund_code)
            left join fund tf on tf.code = o.target_fund_code
          ), '[]'::json) as rows`;
}

export async function upsertMessageState(
  db: DbExecutor,
  customerId: string,
  messageId: string,
  state: '1' | '2',
  now: Date,
): Promise<void> {
  // A deleted message stays deleted: reading it again does not bring it back.
  await db.execute(sql`
    insert into message_state (customer_id, message_id, state, updated_at)
    values (${customerId}::uuid, ${messageId}, ${state}, ${now.toISOString()}::timestamptz)
    on conflict (customer_id, message_id) do update set state = greatest(message_state.state, excluded.state), updated_at = excluded.updated_at`);
}
