import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

export interface CardUsage {
  holding: boolean;
  pending: boolean;
  plan: boolean;
}

// What still rides on a customer's card: shares, orders awaiting confirmation, live fixed plans.
export async function findCardUsage(db: DbExecutor, customerId: string, tradeacco: string): Promise<CardUsage | undefined> {
  const [row] = await rowsOf<CardUsage>(
    db,
    sql`select
          exists (select 1 from holding where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and shares > 0) as holding,
          exists (select 1 from trade_order where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and status = '9') as pending,
          exists (select 1 from fixed_plan where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and status in ('A', 'P')) as plan`,
  );
  return row;
}
