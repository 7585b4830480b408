import { asc, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { tradingCalendarYear } from '../../db/schema/trading-calendar.ts';

export type StoredCalendarYear = typeof tradingCalendarYear.$inferSelect;

export async function listStoredCalendarYears(db: DbExecutor): Promise<StoredCalendarYear[]> {
  return db.select().from(tradingCalendarYear).orderBy(asc(tradingCalendarYear.year));
}

// Inserts the year, or replaces it (a revised notice); imported_at records the latest import.
export async function saveCalendarYear(
  db: DbExecutor,
  row: { year: number; data: unknown; source: string | null; importedAt: Date },
): Promise<void> {
  await db
    .insert(tradingCalendarYear)
    .values(row)
    .onConflictDoUpdate({
      target: tradingCalendarYear.year,
      set: { data: sql`excluded.data`, source: sql`excluded.source`, importedAt: sql`excluded.imported_at` },
    });
}
