import { STAFF_LIMITS } from '@fund-direct/domain/ops';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { staffLoginAttempt, type StaffLoginAttemptRow } from '../../db/schema/ops.ts';

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const MINUTE_MS = 60_000;
// Rows of addresses quiet this long (and not locked) are dropped: the table holds about a day of guessing.
const KEEP_MS = 24 * 60 * MINUTE_MS;

export async function findLoginAttempt(db: DbExecutor, username: string, source: string): Promise<StaffLoginAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(staffLoginAttempt)
    .where(and(eq(staffLoginAttempt.username, username), eq(staffLoginAttempt.source, source)))
    .limit(1);
  return row;
}

// One more failure from this address, counted atomically: an expired lock or lockMinutes without a failure start the
// count again. The caller sets the wait and the lock the new count earns (setAttemptLimits).
export async function countAddressFailure(db: DbExecutor, username: string, source: string, now: Date): Promise<number> {
  const quietSince = new Date(now.getTime() - STAFF_LIMITS.lockMinutes * MINUTE_MS);
  const fresh = sql`(${staffLoginAttempt.lockedUntil} <= ${ts(now)} or (${staffLoginAttempt.lockedUntil} is null and ${staffLoginAttempt.lastFailedAt} < ${ts(quietSince)}))`;
  const [row] = await db
    .insert(staffLoginAttempt)
    .values({ username, source, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [staffLoginAttempt.username, staffLoginAttempt.source],
      set: {
        failures: sql`case when ${fresh} then 1 else ${staffLoginAttempt.failures} + 1 end`,
        lockedUntil: sql`case when ${fresh} then null else ${staffLoginAttempt.lockedUntil} end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: staffLoginAttempt.failures });
  await db
    .delete(staffLoginAttempt)
    .where(
      and(
        lt(staffLoginAttempt.lastFailedAt, new Date(now.getTime() - KEEP_MS)),
        or(isNull(staffLoginAttempt.lockedUntil), lt(staffLoginAttempt.lockedUntil, now)),
      ),
    );
  return row?.failures ?? 1;
}

export async function setAttemptLimits(
  db: DbExecutor,
  username: string,
  source: string,
  limits: { waitUntil: Date | null; lockedUntil: Date | null },
): Promise<void> {
  await db
    .update(staffLoginAttempt)
    .set(limits)
    .where(and(eq(staffLoginAttempt.username, username), eq(staffLoginAttempt.source, source)));
}

// A complete login from an address forgets that address's failures.
export async function clearAddressFailures(db: DbExecutor, username: string, source: string): Promise<void> {
  await db.delete(staffLoginAttempt).where(and(eq(staffLoginAttempt.username, username), eq(staffLoginAttempt.source, source)));
}

// An administrator's unlock: every address of the account starts again.
export async function clearAccountFailures(db: DbExecutor, username: string): Promise<number> {
  const rows = await db
    .delete(staffLoginAttempt)
    .where(eq(staffLoginAttempt.username, username))
    .returning({ source: staffLoginAttempt.source });
  return rows.length;
}

// Usernames locked out from at least one address now (the staff list shows them as locked).
export async function usernamesLockedFromAnAddress(db: DbExecutor, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ username: staffLoginAttempt.username })
    .from(staffLoginAttempt)
    .where(gt(staffLoginAttempt.lockedUntil, now));
  return new Set(rows.map((row) => row.username));
}
