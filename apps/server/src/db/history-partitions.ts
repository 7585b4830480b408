import { sql } from 'drizzle-orm';
import type { DbExecutor } from './database.ts';
import { rowsOf } from './rows.ts';

// daily_income and share_ledger are partitioned by month (migrations/0030_history_partitions.sql).
// The months a run writes, and the two after, get their partitions before anything is written, so
// the rows of a month never pile up in the default partition (which every query would then read).
export const PARTITION_MONTHS_AHEAD = 2;

// Creates the missing monthly partitions from the month of `date` to PARTITION_MONTHS_AHEAD months
// after it; answers how many it created. Creating a partition locks its table briefly, so callers run
// it where writers of that table wait anyway (the batch, under its lock).
export async function ensureHistoryPartitions(db: DbExecutor, date: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select ensure_history_partitions(${date}::date, (${date}::date + make_interval(months => ${PARTITION_MONTHS_AHEAD}))::date) as n`,
  );
  return Number(row?.n ?? 0);
}
