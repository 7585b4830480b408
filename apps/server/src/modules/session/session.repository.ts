import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { customer } from '../../db/schema/customer.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { session, type SessionRow } from '../../db/schema/session.ts';
import { SESSION_REVOCATIONS_CHANNEL } from './session-revocations.ts';

export interface NewSession {
  tokenHash: string;
  customerId: string;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: DbExecutor, input: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(session)
    .values({
      tokenHash: input.tokenHash,
      customerId: input.customerId,
      createdAt: input.now,
      lastSeenAt: input.now,
      idleExpiresAt: input.idleExpiresAt,
      absoluteExpiresAt: input.absoluteExpiresAt,
      ip: input.ip,
      userAgent: input.userAgent,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSessionByTokenHash(db: DbExecutor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(session).where(eq(session.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function touchSession(db: DbExecutor, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.update(session).set({ lastSeenAt: now, idleExpiresAt }).where(eq(session.id, id));
}

// The customer of the session it revoked; undefined when there was none still open.
export async function revokeSession(db: DbExecutor, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(session)
    .set({ revokedAt: now })
    .where(and(eq(session.id, id), isNull(session.revokedAt)))
    .returning({ customerId: session.customerId });
  return row?.customerId;
}

// Delivered when the executor's transaction commits (at once outside one); see session-revocations.ts.
export async function notifySessionsRevoked(db: DbExecutor, customerId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${customerId})`);
}

export async function revokeSessionsOf(db: DbExecutor, customerId: string, now: Date, exceptId?: string): Promise<number> {
  const conditions = [eq(session.customerId, customerId), isNull(session.revokedAt)];
  if (exceptId) conditions.push(ne(session.id, exceptId));
  const rows = await db
    .update(session)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: session.id });
  return rows.length;
}

export async function listActiveSessions(db: DbExecutor, customerId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(session)
    .where(
      and(
        eq(session.customerId, customerId),
        isNull(session.revokedAt),
        gt(session.idleExpiresAt, now),
        gt(session.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(session.lastSeenAt), sql`${session.id}`);
}

// §3 custtype of the session's customer: '0' institution, '1' personal.
// Read before every personal-only call: built once per executor.
const customerTypeById = preparedPerExecutor('customer_type_by_id', (db) =>
  db
    .select({ custtype: customer.custtype })
    .from(customer)
    .where(eq(customer.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCustomerType(db: DbExecutor, customerId: string): Promise<string | undefined> {
  const [row] = await customerTypeById(db).execute({ id: customerId });
  return row?.custtype;
}
