import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TradeOrderRow } from '../../db/schema/trading.ts';

export type RemitOrder = Pick<TradeOrderRow, 'id' | 'tradeDate' | 'status' | 'paymentStatus'> & {
  amount: string;
  placedAt: Date;
  custno: string;
  customerName: string | null;
};

// Remittance orders of trade dates up to `tradeDate` still awaiting money are failed with `reason`; answers how many.
export async function failAwaitingRemittances(tx: DbExecutor, tradeDate: string, reason: string, now: Date): Promise<number> {
  const rows = await rowsOf<Pick<TradeOrderRow, 'id'>>(
    tx,
    sql`update trade_order set status = '0', payment_status = 'failed', fail_reason = ${reason},
          updated_at = ${now.toISOString()}::timestamptz
        where trade_date <= ${tradeDate}::date and status = '9' and payment_method = 'remit' and payment_status = 'awaiting'
        returning id`,
  );
  return rows.length;
}

export async function lockRemitOrder(tx: DbExecutor, orderNo: string): Promise<RemitOrder | undefined> {
  const [order] = await rowsOf<RemitOrder>(
    tx,
    sql`select o.id, o.amount::text as amount, o.trade_date::text as "tradeDate", o.status, o.payment_status as "paymentStatus",
          o.placed_at as "placedAt", c.custno, c.custname as "customerName"
        from trade_order o join customer c on c.id = o.customer_id
        where o.order_no = ${orderNo} and o.payment_method = 'remit' for update of o`,
  );
  return order && { ...order, placedAt: new Date(order.placedAt) };
}

export async function markRemitPaid(tx: DbExecutor, orderId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update trade_order set payment_status = 'paid', updated_at = ${now.toISOString()}::timestamptz where id = ${orderId}::uuid`,
  );
}

export interface RemitNoticeValues {
  orderId: string | null;
  orderNo: string;
  amount: string;
  result: string;
  arrivedAt: Date;
  // What staff record of the transfer (the bank file through the CLI gives none of it).
  payerName?: string;
  bankReference?: string;
  recordedBy?: string;
  recordedAt?: Date;
}

export async function insertRemitNotice(tx: DbExecutor, notice: RemitNoticeValues): Promise<void> {
  await tx.execute(sql`
    insert into remit_notice (order_id, order_no, amount, arrived_at, result, payer_name, bank_reference, recorded_by, recorded_at)
    values (${notice.orderId}::uuid, ${notice.orderNo}, ${notice.amount}::numeric, ${notice.arrivedAt.toISOString()}::timestamptz,
      ${notice.result}, ${notice.payerName ?? null}, ${notice.bankReference ?? null}, ${notice.recordedBy ?? null}::uuid,
      ${notice.recordedAt?.toISOString() ?? null}::timestamptz)`);
}

export async function bankReferenceUsed(db: DbExecutor, bankReference: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(db, sql`select 1 as one from remit_notice where bank_reference = ${bankReference} limit 1`);
  return rows.length > 0;
}

export interface AwaitingRemitRow {
  orderNo: string;
  fundCode: string;
  fundName: string | null;
  amount: string;
  custno: string;
  customerName: string | null;
  mobile: string;
  placedAt: Date;
  tradeDate: string;
}

// Orders still waiting for their money, the nearest cut-off first.
export async function awaitingRemitOrders(db: DbExecutor, limit: number): Promise<AwaitingRemitRow[]> {
  const rows = await rowsOf<AwaitingRemitRow>(
    db,
    sql`select o.order_no as "orderNo", o.fund_code as "fundCode", f.short_name as "fundName", o.amount::text as amount,
          c.custno, c.custname as "customerName", c.mobile, o.placed_at as "placedAt", o.trade_date::text as "tradeDate"
        from trade_order o join customer c on c.id = o.customer_id left join fund f on f.code = o.fund_code
        where o.status = '9' and o.payment_method = 'remit' and o.payment_status = 'awaiting'
        order by o.trade_date, o.placed_at, o.order_no limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, placedAt: new Date(row.placedAt) }));
}
