import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { loginFailure } from '../../db/schema/auth.ts';

// Issue 16: failure counters per source (IP, device) and per source+account, kept in login_failure so that every
// server process sharing the database shares them. A counter whose last failure is older than the window, or whose
// lock has run out, starts again from zero.
export interface CounterState {
  failures: number;
  lockedUntil: Date | null;
  lastFailureAt: Date | null;
}

export const EMPTY_COUNTER: CounterState = { failures: 0, lockedUntil: null, lastFailureAt: null };

function ts(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

export async function findCounters(db: DbExecutor, keys: string[]): Promise<Map<string, CounterState>> {
  const found = new Map<string, CounterState>();
  if (keys.length === 0) return found;
  const rows = await db.select().from(loginFailure).where(inArray(loginFailure.subjectHash, keys));
  for (const row of rows)
    found.set(row.subjectHash, { failures: row.failures, lockedUntil: row.lockedUntil, lastFailureAt: row.updatedAt });
  return found;
}

// One statement, so that parallel failures all count.
export async function addCounterFailure(
  db: DbExecutor,
  key: string,
  now: Date,
  limits: { max: number; lockUntil: Date; windowStart: Date },
): Promise<CounterState> {
  const stale = sql`(${loginFailure.lockedUntil} <= ${ts(now)} or (${loginFailure.lockedUntil} is null and ${loginFailure.updatedAt} < ${ts(limits.windowStart)}))`;
  const base = sql`(case when ${stale} then 0 else ${loginFailure.failures} end)`;
  const [row] = await db
    .insert(loginFailure)
    .values({ subjectHash: key, failures: 1, lockedUntil: limits.max <= 1 ? limits.lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailure.subjectHash,
      set: {
        failures: sql`${base} + 1`,
        lockedUntil: sql`case when ${base} + 1 >= ${limits.max} then ${ts(limits.lockUntil)} when ${stale} then null else ${loginFailure.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginFailure.failures, lockedUntil: loginFailure.lockedUntil, updatedAt: loginFailure.updatedAt });
  return row ? { failures: row.failures, lockedUntil: row.lockedUntil, lastFailureAt: row.updatedAt } : EMPTY_COUNTER;
}

export async function clearCounter(db: DbExecutor, key: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.subjectHash, key));
}
