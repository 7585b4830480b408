import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsBudgetConfig } from '../../config.ts';
import type { DbExecutor } from '../../db/database.ts';
import { loginFailure } from '../../db/schema/auth.ts';
import { shanghaiDayStart } from '@fund-direct/domain/calendar';

// Issue 16 (SMS pumping): besides the per-mobile and per-IP limits, every send takes from a global budget and from
// the budget of its number prefix (e.g. the first 7 digits), per hour and per Shanghai day. The counters are rows of
// login_failure keyed by budget and period, so that every process sharing the database shares them (with Redis too).
const HOUR_MS = 60 * 60 * 1000;
const KEEP_MS = 2 * 24 * HOUR_MS;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
const KEY_PREFIX = 'sms-budget:';

export interface SmsBudget {
  // Counts one send; false (and an error log the first time) once a budget of the period is spent.
  take(mobile: string, now: Date): Promise<boolean>;
}

interface Bucket {
  name: string;
  key: string;
  max: number;
}

function buckets(config: SmsBudgetConfig, mobile: string, now: Date): Bucket[] {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const day = shanghaiDayStart(now).toISOString().slice(0, 10);
  const prefix = mobile.slice(0, config.prefixDigits);
  return [
    { name: 'global-hour', key: `global:h:${hour}`, max: config.globalPerHour },
    { name: 'global-day', key: `global:d:${day}`, max: config.globalPerDay },
    { name: 'prefix-hour', key: `prefix:${prefix}:h:${hour}`, max: config.prefixPerHour },
    { name: 'prefix-day', key: `prefix:${prefix}:d:${day}`, max: config.prefixPerDay },
  ];
}

export function createSmsBudget(db: DbExecutor, config: SmsBudgetConfig, log: FastifyBaseLogger): SmsBudget {
  let lastCleanup = 0;
  return {
    async take(mobile, now) {
      if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = now.getTime();
        await db
          .delete(loginFailure)
          .where(
            sql`${loginFailure.subjectHash} like ${`${KEY_PREFIX}%`} and ${lt(loginFailure.updatedAt, new Date(now.getTime() - KEEP_MS))}`,
          );
      }
      let allowed = true;
      for (const bucket of buckets(config, mobile, now)) {
        const [row] = await db
          .insert(loginFailure)
          .values({ subjectHash: KEY_PREFIX + bucket.key, failures: 1, updatedAt: now })
          .onConflictDoUpdate({ target: loginFailure.subjectHash, set: { failures: sql`${loginFailure.failures} + 1`, updatedAt: now } })
          .returning({ count: loginFailure.failures });
        const count = row?.count ?? 0;
        if (count > bucket.max) {
          allowed = false;
          // Logged once per budget and period: someone is pumping SMS or the budget is too small.
          if (count === bucket.max + 1) {
            log.error(
              {
                budget: bucket.name,
                limit: bucket.max,
                prefix: bucket.name.startsWith('prefix') ? mobile.slice(0, config.prefixDigits) : undefined,
              },
              'SMS budget reached',
            );
          }
        }
      }
      return allowed;
    },
  };
}
