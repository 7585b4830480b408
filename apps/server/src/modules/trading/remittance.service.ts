import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { moneyEquals, moneyLt, toMoneyString } from '@fund-direct/domain/money';
import { cancelDeadline } from '@fund-direct/domain/trade';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../fund/rows.ts';

// 汇款支付: an order waits (payment_status awaiting) until the transfer is matched to it. Money that
// has not arrived by the cut-off of the order's trade date fails the order (status 0, with the reason).

// Called by the batch before it confirms trade date T (and by `remit arrive` for a late transfer).
// Only orders whose cut-off has passed at `now` are failed; answers how many.
export async function failUnpaidRemittances(tx: DbExecutor, tradeDate: string, now: Date): Promise<number> {
  if (now.getTime() < cancelDeadline(tradeDate).getTime()) return 0;
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update trade_order set status = '0', payment_status = 'failed', fail_reason = ${TRADE_TEXT.remitNotArrived},
          updated_at = ${now.toISOString()}::timestamptz
        where trade_date <= ${tradeDate}::date and status = '9' and payment_method = 'remit' and payment_status = 'awaiting'
        returning id`,
  );
  return rows.length;
}

export type RemitResult = 'matched' | 'short' | 'unknown';

export interface RemitArrival {
  result: RemitResult;
  orderNo: string;
  amount: string;
  // The order's amount when one was found.
  expected: string | null;
}

// The bank's notice of an arrived transfer (here the CLI `remit arrive`): the exact amount pays the order;
// less is recorded as short and the order keeps waiting; no awaiting order (unknown number, already paid,
// failed or past its cut-off) is recorded as unknown, as is an amount above the order's, for a person to refund.
export async function recordRemitArrival(db: DbExecutor, orderNo: string, amount: string, now: Date): Promise<RemitArrival> {
  return db.transaction(async (tx) => {
    const [order] = await rowsOf<{ id: string; amount: string; tradeDate: string; status: string; paymentStatus: string | null }>(
      tx,
      sql`select id, amount::text as amount, trade_date::text as "tradeDate", status, payment_status as "paymentStatus"
          from trade_order where order_no = ${orderNo} and payment_method = 'remit' for update`,
    );
    const paid = toMoneyString(amount);
    let result: RemitResult = 'unknown';
    if (order && order.status === '9' && order.paymentStatus === 'awaiting') {
      if (now.getTime() >= cancelDeadline(order.tradeDate).getTime()) {
        await failUnpaidRemittances(tx, order.tradeDate, now);
      } else if (moneyEquals(paid, order.amount)) {
        result = 'matched';
        await tx.execute(sql`update trade_order set payment_status = 'paid', updated_at = ${now.toISOString()}::timestamptz where id = ${order.id}::uuid`);
      } else if (moneyLt(paid, order.amount)) {
        result = 'short';
      }
    }
    await tx.execute(sql`
      insert into remit_notice (order_id, order_no, amount, arrived_at, result)
      values (${order?.id ?? null}::uuid, ${orderNo}, ${paid}::numeric, ${now.toISOString()}::timestamptz, ${result})`);
    return { result, orderNo, amount: paid, expected: order?.amount ?? null };
  });
}
