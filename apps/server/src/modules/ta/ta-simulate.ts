import { sql } from 'drizzle-orm';
import { nextTradingDay } from '@fund-direct/domain/calendar';
import type { Database } from '../../db/database.ts';
import { publishSyntheticNavs } from '../fund/synthetic-nav.service.ts';
import { reconcileAfterBatch, type ReconciliationLogger, type ReconciliationResult } from '../reconciliation/reconciliation.service.ts';
import { runTaBatch, type TaStepReport } from './ta-batch.ts';
import { rowsOf } from '../../db/rows.ts';

export interface SimulatedDay {
  date: string;
  navRows: number;
  reports: TaStepReport[];
  // The day's reconciliation after the batch (null when the checks themselves failed; logged).
  reconciliation: ReconciliationResult | null;
}

// The last day with a NAV of a fund that publishes on trading days (money funds publish daily).
export async function lastNavTradingDate(db: Database): Promise<string | null> {
  const [row] = await rowsOf<{ d: string | null }>(
    db,
    sql`select max(n.nav_date)::text as d from nav n join fund f on f.code = n.fund_code where not f.is_money_fund and n.unit_nav is not null`,
  );
  return row?.d ?? null;
}

// Who confirms a day: the built-in batch (TA_MODE=embedded), or the files exchanged with the registrar (exchange mode:
// modules/exchange confirms through export → registrar → import and passes its own).
export type ConfirmDay = (db: Database, date: string, now: Date) => Promise<TaStepReport[]>;
export const confirmWithBuiltInBatch: ConfirmDay = (db, date, now) => runTaBatch(db, date, now);

// One demo day: publish the day's synthetic NAVs (kept if already there), confirm it, then reconcile
// the day (a break is stored and logged; it does not fail the day).
export async function runDemoDay(
  db: Database,
  date: string,
  now: Date,
  logger?: ReconciliationLogger,
  confirm: ConfirmDay = confirmWithBuiltInBatch,
): Promise<SimulatedDay> {
  const published = await publishSyntheticNavs(db, date);
  const reports = await confirm(db, date, now);
  return { date, navRows: published.rows, reports, reconciliation: await reconcileAfterBatch(db, date, now, logger) };
}

// `ta simulate --days N`: the N trading days after the last NAV date, one after the other. Each day's
// records carry that day's evening (20:00 in China) as their time.
export async function simulateTradingDays(
  db: Database,
  days: number,
  logger: ReconciliationLogger,
  confirm: ConfirmDay = confirmWithBuiltInBatch,
): Promise<SimulatedDay[]> {
  const last = await lastNavTradingDate(db);
  if (!last) throw new Error('数据库中没有任何净值，无法模拟：请先执行 npm run cli -- seed');
  const done: SimulatedDay[] = [];
  let date = last;
  for (let i = 0; i < days; i += 1) {
    date = nextTradingDay(date);
    done.push(await runDemoDay(db, date, new Date(`${date}T20:00:00+08:00`), logger, confirm));
  }
  return done;
}
