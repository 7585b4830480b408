import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

export interface FeeLot {
  acquiredDate: string;
  remaining: string;
  chargeType: 'A' | 'B';
  // The NAV a back-end (B) lot was bought at (its purchase's confirmation); null for other lots.
  boughtNav: string | null;
}

// The open purchase lots of a holding in FIFO order, with what the fees of taking them depend on:
// the same lots, order and purchase NAVs as the batch's redemption statement (ta/steps/share-orders-sql.ts).
export function openLotsForFees(db: DbExecutor, customerId: string, fundCode: string): Promise<FeeLot[]> {
  return rowsOf<FeeLot>(
    db,
    sql`select l.acquired_date::text as "acquiredDate", l.remaining::text as remaining, l.charge_type as "chargeType",
               c.nav::text as "boughtNav"
        from share_lot l
        left join trade_confirmation c on l.charge_type = 'B' and c.order_id = l.order_id
        where l.customer_id = ${customerId}::uuid and l.fund_code = ${fundCode} and l.remaining > 0
        order by l.acquired_date, l.id`,
  );
}
