import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { installStoredCalendarYears } from './trading-calendar.service.ts';

// Instances sharing one PostgreSQL server: a year imported by the CLI (which runs in its own process
// there) reaches every instance within this interval, without a restart.
export const CALENDAR_REFRESH_MS = 10 * 60 * 1000;

export interface CalendarRefresh {
  stop(): void;
}

export function startCalendarRefresh(database: DatabaseHandle, log: FastifyBaseLogger, intervalMs = CALENDAR_REFRESH_MS): CalendarRefresh {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    installStoredCalendarYears(database, log)
      .catch((error: unknown) => log.warn({ err: error }, 'trading calendar refresh failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
