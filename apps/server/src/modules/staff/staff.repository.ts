import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { staff, type StaffRow } from '../../db/schema/ops.ts';

export type NewStaff = typeof staff.$inferInsert;
export type StaffPatch = Partial<Omit<NewStaff, 'id' | 'username' | 'createdAt'>>;

export async function findStaffByUsername(db: DbExecutor, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export async function findStaffById(db: DbExecutor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

// For update: the login steps of one staff member run one at a time (failure counts, TOTP steps).
export async function lockStaff(db: DbExecutor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
  return row;
}

export async function insertStaff(db: DbExecutor, row: NewStaff): Promise<StaffRow> {
  const [inserted] = await db.insert(staff).values(row).returning();
  if (!inserted) throw new Error('staff insert returned no row');
  return inserted;
}

// Seeds: the demo staff are written as given, whatever an earlier run left.
export async function upsertStaff(db: DbExecutor, row: NewStaff): Promise<void> {
  const { username: _username, ...rest } = row;
  await db.insert(staff).values(row).onConflictDoUpdate({ target: staff.username, set: rest });
}

export async function updateStaff(db: DbExecutor, id: string, patch: StaffPatch): Promise<void> {
  await db.update(staff).set(patch).where(eq(staff.id, id));
}

// The account-wide ceiling over all addresses; a lock that has run out starts the count again.
export async function countLoginFailure(db: DbExecutor, id: string, now: Date, lockAfter: number, lockedUntil: Date): Promise<number> {
  const expired = sql`(${staff.lockedUntil} is not null and ${staff.lockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const base = sql`(case when ${expired} then 0 else ${staff.failedLogins} end)`;
  const [row] = await db
    .update(staff)
    .set({
      failedLogins: sql`${base} + 1`,
      lockedUntil: sql`case when ${base} + 1 >= ${lockAfter} then ${lockedUntil.toISOString()}::timestamptz when ${expired} then null else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id))
    .returning({ failedLogins: staff.failedLogins });
  return row?.failedLogins ?? 0;
}

export async function listStaff(db: DbExecutor): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.username));
}
