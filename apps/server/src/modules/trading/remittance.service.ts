import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { moneyLt, toMoneyString } from '@fund-direct/domain/money';
import { remitMismatch } from '@fund-direct/domain/ops';
import { cancelDeadline } from '@fund-direct/domain/trade';
import type { DbExecutor } from '../../db/database.ts';
import { failAwaitingRemittances, insertRemitNotice, lockRemitOrder, markRemitPaid } from './remittance.repository.ts';

// 汇款支付: an order waits (payment_status awaiting) until the transfer is matched to it. Money that
// has not arrived by the cut-off of the order's trade date fails the order (status 0, with the reason).

// Called by the batch before it confirms trade date T (and by `remit arrive` for a late transfer).
// Only orders whose cut-off has passed at `now` are failed; answers how many.
export async function failUnpaidRemittances(tx: DbExecutor, tradeDate: string, now: Date): Promise<number> {
  if (now.getTime() < cancelDeadline(tradeDate).getTime()) return 0;
  return failAwaitingRemittances(tx, tradeDate, TRADE_TEXT.remitNotArrived, now);
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
// With the payer's name the domain's rule (remitMismatch, as in the console) also asks for the customer's own name:
// a transfer from anyone else is recorded as unknown. A bank reference is stored, and is good for one transfer.
// A bank statement line gives the time the money was booked (arrivedAt) and, resolved by hand, who matched it.
export async function recordRemitArrival(
  db: DbExecutor,
  orderNo: string,
  amount: string,
  now: Date,
  transfer: { payerName?: string; bankReference?: string; arrivedAt?: Date; recordedBy?: string } = {},
): Promise<RemitArrival> {
  return db.transaction(async (tx) => {
    const order = await lockRemitOrder(tx, orderNo);
    const paid = toMoneyString(amount);
    let result: RemitResult = 'unknown';
    if (order && order.status === '9' && order.paymentStatus === 'awaiting') {
      const mismatch = remitMismatch(order, { amount: paid, payerName: transfer.payerName ?? null });
      if (now.getTime() >= cancelDeadline(order.tradeDate).getTime()) {
        await failUnpaidRemittances(tx, order.tradeDate, now);
      } else if (!mismatch) {
        result = 'matched';
        await markRemitPaid(tx, order.id, now);
      } else if (mismatch.field === 'amount' && moneyLt(paid, order.amount)) {
        result = 'short';
      }
    }
    await insertRemitNotice(tx, {
      orderId: order?.id ?? null,
      orderNo,
      amount: paid,
      result,
      arrivedAt: now,
      ...transfer,
      ...(transfer.recordedBy ? { recordedAt: now } : {}),
    });
    return { result, orderNo, amount: paid, expected: order?.amount ?? null };
  });
}
