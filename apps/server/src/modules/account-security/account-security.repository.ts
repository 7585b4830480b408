import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { authEvent } from '../../db/schema/auth.ts';
import { customer } from '../../db/schema/customer.ts';

// Moves the customer to a new login mobile; the column's unique index stops two customers sharing one.
export async function setCustomerMobile(db: DbExecutor, customerId: string, mobile: string, now: Date): Promise<void> {
  await db.update(customer).set({ mobile, updatedAt: now }).where(eq(customer.id, customerId));
}

// Logged with the other authentication events; the numbers themselves stay out of the log.
export async function insertMobileChangeEvent(
  db: DbExecutor,
  event: { customerId: string; at: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(authEvent).values({ type: 'mobile-change', ...event });
}
