import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TradeOrderRow } from '../../db/schema/trading.ts';

export type RemitOrder = Pick<TradeOrderRow, 'id' | 'tradeDate' | 'status' | 'paymentStatus'> & { amount: string };

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
    sql`select id, amount::text as amount, trade_date::text as "tradeDate", status, payment_status as "paymentStatus"
        from trade_order where order_no = ${orderNo} and payment_method = 'remit' for update`,
  );
  return order;
}

export async function markRemitPaid(tx: DbExecutor, orderId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update trade_order set payment_status = 'paid', updated_at = ${now.toISOString()}::timestamptz where id = ${orderId}::uuid`,
  );
}

export async function insertRemitNotice(
  tx: DbExecutor,
  notice: { orderId: string | null; orderNo: string; amount: string; result: string; arrivedAt: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into remit_notice (order_id, order_no, amount, arrived_at, result)
    values (${notice.orderId}::uuid, ${notice.orderNo}, ${notice.amount}::numeric, ${notice.arrivedAt.toISOString()}::timestamptz, ${notice.result})`);
}
