import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  TRADE_CUTOFF,
  addTradingDays,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  shanghaiDate,
  shanghaiTime,
} from '@fund-direct/domain/calendar';
import type { Database } from '../../db/database.ts';
import { runDemoDay, type ConfirmDay } from './ta-simulate.ts';
import { rowsOf } from '../../db/rows.ts';

export interface TaSchedulerOptions {
  db: Database;
  // Runs the check unless another instance is running the batch (then this tick declines; the next one looks again).
  once?: (work: () => Promise<void>) => Promise<{ ran: boolean }>;
  now: () => Date;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  // Who confirms each day (the built-in batch unless TA_MODE=exchange).
  confirm?: ConfirmDay;
}

export interface TaScheduler {
  // One check, as the timer runs it (exposed for tests and for a manual nudge).
  tick(): Promise<void>;
  stop(): Promise<void>;
}

// A server that was down catches up on at most this many trading days.
const CATCH_UP_DAYS = 10;

// The latest trading day whose cut-off has passed at `instant`.
export function lastClosedTradingDay(instant: Date): string {
  const today = shanghaiDate(instant);
  if (isTradingDay(today) && shanghaiTime(instant) >= `${TRADE_CUTOFF}:00`) return today;
  return previousTradingDay(today);
}

// Demo mode (TA_SCHEDULE=demo): once a trading day's 15:00 in China has passed, publish that day's
// synthetic NAVs and run its batch; days missed while the server was down are run in order first.
// Every step is idempotent, so a second instance or a manual `ta confirm` of the same day does no harm.
// Each day's reconciliation follows its batch (a break is stored and logged at error level).
export function startTaScheduler({ db, once, now, logger, intervalMs = 60_000, confirm }: TaSchedulerOptions): TaScheduler {
  let running: Promise<void> | null = null;
  let lastError = '';

  async function work(): Promise<void> {
    const instant = now();
    const target = lastClosedTradingDay(instant);
    const [done] = await rowsOf<{ d: string | null }>(
      db,
      sql`select max(trade_date)::text as d from ta_batch_step where step = 'daily_income'`,
    );
    const floor = addTradingDays(target, -CATCH_UP_DAYS);
    let day = done?.d ? nextTradingDay(done.d) : target;
    if (day < floor) day = floor;
    for (; day <= target; day = nextTradingDay(day)) {
      const result = await runDemoDay(db, day, instant, logger, confirm);
      const confirmed = result.reports.reduce((sum, r) => sum + r.rows, 0);
      logger.info(
        { tradeDate: day, navRows: result.navRows, rows: confirmed, reconciliation: result.reconciliation?.status ?? 'failed' },
        'TA batch finished',
      );
    }
  }

  const tick = async () => {
    if (running) return running;
    running = (once ? once(work) : work().then(() => ({ ran: true })))
      .then(({ ran }) => {
        if (!ran) logger.info('TA batch declined: another instance is running it');
        lastError = '';
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        // The same failure every minute is logged once.
        if (message !== lastError) logger.error({ err: error }, 'TA batch failed');
        lastError = message;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(5_000, intervalMs));
  first.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
