import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { RECORD_STATUS, TRADE_BUSINESS } from '@fund-direct/domain/codes';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { messageState, todoDismissal } from '../../db/schema/assets.ts';
import { bankCard } from '../../db/schema/account.ts';
import { footprint, watch } from '../../db/schema/behaviour.ts';
import { customer } from '../../db/schema/customer.ts';
import { accountClosure, dataExport } from '../../db/schema/personal-data.ts';
import { fixedPlan, holding, tradeOrder } from '../../db/schema/trading.ts';
import type { ClosureBlockerCode } from '@fund-direct/domain/contracts';

const count = sql<number>`count(*)::int`;

// How many of each thing keep the account open, read in one statement.
export async function closureCounts(db: DbExecutor, customerId: string, today: string): Promise<Record<ClosureBlockerCode, number>> {
  const holdings = db
    .select({ n: count })
    .from(holding)
    .where(and(eq(holding.customerId, customerId), gt(holding.shares, '0')));
  const pending = db
    .select({ n: count })
    .from(tradeOrder)
    .where(and(eq(tradeOrder.customerId, customerId), eq(tradeOrder.status, RECORD_STATUS.pending)));
  const inTransit = db
    .select({ n: count })
    .from(tradeOrder)
    .where(
      and(
        eq(tradeOrder.customerId, customerId),
        eq(tradeOrder.status, RECORD_STATUS.confirmed),
        inArray(tradeOrder.businessCode, [...TRADE_BUSINESS.redeem]),
        gt(tradeOrder.expectedArrivalDate, today),
      ),
    );
  const plans = db
    .select({ n: count })
    .from(fixedPlan)
    .where(and(eq(fixedPlan.customerId, customerId), inArray(fixedPlan.status, ['A', 'P'])));
  const [row] = await rowsOf<Record<ClosureBlockerCode, number | string>>(
    db,
    sql`select (${holdings}) as "holdings", (${pending}) as "pendingOrders", (${inTransit}) as "moneyInTransit", (${plans}) as "activePlans"`,
  );
  return {
    holdings: Number(row?.holdings ?? 0),
    pendingOrders: Number(row?.pendingOrders ?? 0),
    moneyInTransit: Number(row?.moneyInTransit ?? 0),
    activePlans: Number(row?.activePlans ?? 0),
  };
}

// Orders and plans lock the customer row too, so nothing new can be placed while the account closes.
export async function lockOpenCustomer(tx: DbExecutor, customerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.id, customerId), sql`${customer.closedAt} is null`))
    .for('update');
  return rows.length > 0;
}

// The account closes: login refused (its identifiers no longer find it), cards unbound, what only served the
// customer's own screens deleted; identity, orders, cards and consents stay for the retention period.
export async function closeCustomer(
  tx: DbExecutor,
  input: { customerId: string; at: Date; retainUntil: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  const { customerId, at } = input;
  await tx.update(customer).set({ closedAt: at, updatedAt: at }).where(eq(customer.id, customerId));
  await tx
    .update(bankCard)
    .set({ status: 'unbound', unboundAt: at })
    .where(and(eq(bankCard.customerId, customerId), ne(bankCard.status, 'unbound')));
  await tx.delete(watch).where(eq(watch.customerId, customerId));
  await tx.delete(footprint).where(eq(footprint.customerId, customerId));
  await tx.delete(todoDismissal).where(eq(todoDismissal.customerId, customerId));
  await tx.delete(messageState).where(eq(messageState.customerId, customerId));
  await tx.update(dataExport).set({ jsonBody: null, pdfBody: null, expiresAt: at }).where(eq(dataExport.customerId, customerId));
  await tx
    .insert(accountClosure)
    .values({ customerId, closedAt: at, retainUntil: input.retainUntil, ip: input.ip, userAgent: input.userAgent });
}
