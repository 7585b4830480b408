import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TradeOrderRow } from '../../db/schema/trading.ts';
import { ORDER_VIEW_COLUMNS, orderViewJoins, toOrderRow, type OrderRow } from './order-columns.public.ts';

export type { OrderRow };

// An order as placed: trade_order's own columns (payment codes narrowed to what placement writes).
export type NewOrder = Pick<
  TradeOrderRow,
  | 'orderNo'
  | 'customerId'
  | 'clientRequestId'
  | 'businessCode'
  | 'recordCode'
  | 'fundCode'
  | 'tradeDate'
  | 'placedAt'
  | 'expectedConfirmDate'
  | 'expectedArrivalDate'
> &
  Partial<
    Pick<
      TradeOrderRow,
      | 'targetFundCode'
      | 'amount'
      | 'shares'
      | 'chargeType'
      | 'quotedFee'
      | 'quotedRate'
      | 'listRate'
      | 'tradeacco'
      | 'largeRedemption'
      | 'dividendMethod'
      | 'riskConfirmationId'
      | 'instant'
    >
  > & {
    paymentMethod?: 'card' | 'remit' | null;
    paymentStatus?: 'paid' | 'awaiting' | null;
  };

// On a repeated (customer, client request id) nothing is written and undefined comes back.
export async function insertOrder(tx: DbExecutor, o: NewOrder): Promise<string | undefined> {
  const at = o.placedAt.toISOString();
  const [row] = await rowsOf<Pick<TradeOrderRow, 'id'>>(
    tx,
    sql`insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, target_fund_code,
          amount, shares, charge_type, quoted_fee, quoted_rate, list_rate, tradeacco, payment_method, payment_status,
          large_redemption, dividend_method, trade_date, placed_at, status, risk_confirmation_id,
          expected_confirm_date, expected_arrival_date, updated_at, instant)
        values (${o.orderNo}, ${o.customerId}::uuid, ${o.clientRequestId}, ${o.businessCode}, ${o.recordCode}, ${o.fundCode},
          ${o.targetFundCode ?? null}, ${o.amount ?? null}::numeric, ${o.shares ?? null}::numeric, ${o.chargeType ?? null},
          ${o.quotedFee ?? null}::numeric, ${o.quotedRate ?? null}::numeric, ${o.listRate ?? null}::numeric, ${o.tradeacco ?? null},
          ${o.paymentMethod ?? null}, ${o.paymentStatus ?? null}, ${o.largeRedemption ?? null}, ${o.dividendMethod ?? null},
          ${o.tradeDate}::date, ${at}::timestamptz, '9', ${o.riskConfirmationId ?? null}::uuid,
          ${o.expectedConfirmDate}::date, ${o.expectedArrivalDate}::date, ${at}::timestamptz, ${o.instant ?? false})
        on conflict (customer_id, client_request_id) do nothing
        returning id`,
  );
  return row?.id;
}

const ORDER_SELECT = sql`select ${ORDER_VIEW_COLUMNS} from trade_order o ${orderViewJoins()}`;

async function selectOrders(db: DbExecutor, where: SQL, suffix: SQL = sql``): Promise<OrderRow[]> {
  const rows = await rowsOf<OrderRow>(db, sql`${ORDER_SELECT} where ${where} ${suffix}`);
  return rows.map(toOrderRow);
}

export async function findOrderById(db: DbExecutor, id: string): Promise<OrderRow | undefined> {
  return (await selectOrders(db, sql`o.id = ${id}::uuid`))[0];
}

export async function findOrderByRequest(db: DbExecutor, customerId: string, clientRequestId: string): Promise<OrderRow | undefined> {
  return (await selectOrders(db, sql`o.customer_id = ${customerId}::uuid and o.client_request_id = ${clientRequestId}`))[0];
}

export async function findOwnOrderByNo(db: DbExecutor, customerId: string, orderNo: string): Promise<OrderRow | undefined> {
  return (await selectOrders(db, sql`o.customer_id = ${customerId}::uuid and o.order_no = ${orderNo}`))[0];
}

// The order row locked for a status change.
export async function lockOrder(tx: DbExecutor, id: string): Promise<void> {
  await tx.execute(sql`select id from trade_order where id = ${id}::uuid for update`);
}

export function awaitingRemittances(db: DbExecutor, customerId: string): Promise<OrderRow[]> {
  return selectOrders(
    db,
    sql`o.customer_id = ${customerId}::uuid and o.status = '9' and o.payment_method = 'remit' and o.payment_status = 'awaiting'`,
    sql`order by o.placed_at`,
  );
}

// A 029 change of this holding still waiting for the batch.
export async function pendingDividendChange(db: DbExecutor, customerId: string, fundCode: string): Promise<OrderRow | undefined> {
  return (
    await selectOrders(
      db,
      sql`o.customer_id = ${customerId}::uuid and o.fund_code = ${fundCode} and o.business_code = '029' and o.status = '9'`,
      sql`order by o.placed_at desc limit 1`,
    )
  )[0];
}

export async function markCancelled(tx: DbExecutor, id: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update trade_order set status = '4', cancelled_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz,
      payment_status = case when payment_status = 'awaiting' then 'failed' else payment_status end
    where id = ${id}::uuid`);
}
