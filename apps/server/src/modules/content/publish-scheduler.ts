import { and, eq, gt, min } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import type { SearchKind } from '../search/search.public.ts';
import type { PublishedColumns } from './live-content.ts';

// A content table whose scheduled rows must reach the search index at their publish time.
export interface ScheduledContent {
  kind: SearchKind;
  table: PgTable & PublishedColumns;
}

export interface PublishScheduler {
  // Looks for the next scheduled publish time and arms the timer for it (after every console change).
  rearm(): Promise<void>;
  // Refreshes the index of every kind whose scheduled time has come, then re-arms (what the timer runs; also for tests).
  tick(): Promise<void>;
  stop(): void;
}

export interface PublishSchedulerOptions {
  database: DatabaseHandle;
  now: () => Date;
  sources: readonly ScheduledContent[];
  refresh: (kind: SearchKind) => Promise<void>;
  logger: FastifyBaseLogger;
  // The timer wakes at least this often to look at the app's clock again: a clock moved by hand (journeys, demos)
  // does not move a pending timer.
  maxDelayMs?: number;
}

// The pages read through liveCondition and are right at any instant; only the in-memory search index needs a nudge
// when a scheduled item's time comes.
export function startPublishScheduler({
  database,
  now,
  sources,
  refresh,
  logger,
  maxDelayMs = 60_000,
}: PublishSchedulerOptions): PublishScheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // The earliest pending publish time of each kind, as last read.
  let pending = new Map<SearchKind, Date>();

  async function nextTimes(instant: Date): Promise<Map<SearchKind, Date>> {
    const times = new Map<SearchKind, Date>();
    for (const { kind, table } of sources) {
      const [row] = await database.db
        .select({ next: min(table.publishedAt) })
        .from(table)
        .where(and(eq(table.publishState, 'published'), gt(table.publishedAt, instant)));
      const next = row?.next as Date | string | null | undefined;
      if (next) {
        const at = new Date(next);
        const earlier = times.get(kind);
        if (!earlier || at < earlier) times.set(kind, at);
      }
    }
    return times;
  }

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped || pending.size === 0) return;
    const first = Math.min(...[...pending.values()].map((at) => at.getTime()));
    const delay = Math.min(Math.max(first - now().getTime(), 0), maxDelayMs);
    timer = setTimeout(() => void scheduler.tick(), delay);
    timer.unref();
  }

  const scheduler: PublishScheduler = {
    async rearm() {
      try {
        pending = await nextTimes(now());
      } catch (error) {
        // A database that does not answer must not stop the server from starting (health answers 503 meanwhile):
        // try again at the next wake-up.
        logger.error({ err: error }, 'scheduled content could not be read');
        if (timer) clearTimeout(timer);
        timer = stopped ? undefined : setTimeout(() => void scheduler.rearm(), maxDelayMs);
        timer?.unref();
        return;
      }
      arm();
    },
    async tick() {
      const instant = now();
      try {
        for (const [kind, at] of pending) if (at <= instant) await refresh(kind);
        pending = await nextTimes(instant);
      } catch (error) {
        logger.error({ err: error }, 'scheduled content publish failed');
      }
      arm();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
  return scheduler;
}

// One scheduler per database, so that every module publishing content re-arms the same one after a change.
const schedulers = new WeakMap<DatabaseHandle, PublishScheduler>();

export function registerPublishScheduler(database: DatabaseHandle, scheduler: PublishScheduler): () => void {
  schedulers.set(database, scheduler);
  return () => {
    if (schedulers.get(database) === scheduler) schedulers.delete(database);
  };
}

export async function rearmPublishScheduler(database: DatabaseHandle): Promise<void> {
  await schedulers.get(database)?.rearm();
}

export function publishSchedulerOf(database: DatabaseHandle): PublishScheduler | undefined {
  return schedulers.get(database);
}
