import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { customer } from '../../db/schema/customer.ts';

export interface TradePasswordRecord {
  hash: string | null;
  failures: number;
  failureDay: string | null;
  birthday: string | null;
  mobile: string;
  idnoHash: string | null;
  idnoEnc: string | null;
}

export async function findTradePasswordRecord(db: DbExecutor, customerId: string): Promise<TradePasswordRecord | undefined> {
  const rows = await db
    .select({
      hash: customer.tradePasswordHash,
      failures: customer.tradePasswordFailures,
      failureDay: customer.tradePasswordFailureDay,
      birthday: customer.birthday,
      mobile: customer.mobile,
      idnoHash: customer.idnoHash,
      idnoEnc: customer.idnoEnc,
    })
    .from(customer)
    .where(eq(customer.id, customerId))
    .limit(1);
  return rows[0];
}

// First set only: false when a password was stored meanwhile (two tabs submitting at once).
export async function setFirstTradePassword(db: DbExecutor, customerId: string, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(customer)
    .set({ tradePasswordHash: hash, tradePasswordFailures: 0, tradePasswordFailureDay: null, updatedAt: now })
    .where(and(eq(customer.id, customerId), isNull(customer.tradePasswordHash)))
    .returning({ id: customer.id });
  return rows.length > 0;
}

// Replaces the password and clears the day's failures (modify, reset).
export async function replaceTradePassword(db: DbExecutor, customerId: string, hash: string, now: Date): Promise<void> {
  await db
    .update(customer)
    .set({ tradePasswordHash: hash, tradePasswordFailures: 0, tradePasswordFailureDay: null, updatedAt: now })
    .where(eq(customer.id, customerId));
}

// Counts one wrong answer on `day` (YYYY-MM-DD, Shanghai); a new day starts again from one. Atomic under concurrency.
export async function addTradePasswordFailure(db: DbExecutor, customerId: string, day: string): Promise<number> {
  const rows = await db
    .update(customer)
    .set({
      tradePasswordFailures: sql`case when ${customer.tradePasswordFailureDay} = ${day}::date then ${customer.tradePasswordFailures} + 1 else 1 end`,
      tradePasswordFailureDay: day,
    })
    .where(eq(customer.id, customerId))
    .returning({ failures: customer.tradePasswordFailures });
  return rows[0]?.failures ?? 1;
}

export async function clearTradePasswordFailures(db: DbExecutor, customerId: string): Promise<void> {
  await db.update(customer).set({ tradePasswordFailures: 0, tradePasswordFailureDay: null }).where(eq(customer.id, customerId));
}
