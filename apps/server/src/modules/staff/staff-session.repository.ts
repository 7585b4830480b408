import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { staff, staffSession, type StaffRow, type StaffSessionRow } from '../../db/schema/ops.ts';

export type NewStaffSession = Omit<typeof staffSession.$inferInsert, 'id' | 'revokedAt'>;

export async function insertStaffSession(db: DbExecutor, row: NewStaffSession): Promise<StaffSessionRow> {
  const [inserted] = await db.insert(staffSession).values(row).returning();
  if (!inserted) throw new Error('staff session insert returned no row');
  return inserted;
}

export async function findStaffSession(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const [row] = await db
    .select({ session: staffSession, staff })
    .from(staffSession)
    .innerJoin(staff, eq(staff.id, staffSession.staffId))
    .where(eq(staffSession.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchStaffSession(db: DbExecutor, id: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.update(staffSession).set({ lastSeenAt: now, idleExpiresAt }).where(eq(staffSession.id, id));
}

export async function setStaffSessionStage(db: DbExecutor, id: string, stage: string): Promise<void> {
  await db.update(staffSession).set({ stage }).where(eq(staffSession.id, id));
}

export async function revokeStaffSession(db: DbExecutor, id: string, now: Date): Promise<void> {
  await db
    .update(staffSession)
    .set({ revokedAt: now })
    .where(and(eq(staffSession.id, id), isNull(staffSession.revokedAt)));
}

// Every other session of the staff member (a reset, a disable, a new password) ends.
export async function revokeStaffSessionsOf(db: DbExecutor, staffId: string, now: Date, exceptId?: string): Promise<void> {
  const open = and(eq(staffSession.staffId, staffId), isNull(staffSession.revokedAt));
  await db
    .update(staffSession)
    .set({ revokedAt: now })
    .where(exceptId ? and(open, ne(staffSession.id, exceptId)) : open);
}
