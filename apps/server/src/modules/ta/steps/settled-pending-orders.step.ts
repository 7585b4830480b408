import { sql } from 'drizzle-orm';
import { countOf, ofCustomerPart, type TaStep } from '../ta-step.ts';

// After every confirmation and failure of T: the orders of pending_trade_order (0039) that are no longer pending leave
// it, so that a customer's pending read starts from about a day of orders. One set-based delete per run (a probe of
// trade_order per entry); the batch's updates of trade_order themselves touch nothing for it. An order never becomes
// pending again without its trigger adding it back, so deleting a settled one is always safe.
export const settledPendingOrdersStep: TaStep = {
  name: 'settled_pending_orders',
  label: '在途订单清理',
  byCustomer: true,
  run: (tx, context) =>
    countOf(
      tx,
      sql`with settled as (
        delete from pending_trade_order p using trade_order o
        where o.id = p.order_id and o.status <> '9' and ${sql.raw(ofCustomerPart(context, 'p.customer_id'))}
        returning 1
      )
      select count(*)::int as n from settled`,
    ),
};
