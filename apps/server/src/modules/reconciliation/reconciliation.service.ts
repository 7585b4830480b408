import { sql } from 'drizzle-orm';
import { addTradingDays, isTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import type { DbExecutor } from '../../db/database.ts';
import { jsonColumn, rowsOf } from '../../db/rows.ts';
import { TA_BATCH_LOCK_KEY } from '../ta/ta-sql.public.ts';
import { RECONCILIATION_CHECKS, type ReconciliationCheck } from './reconciliation-checks.ts';

// How many offending rows of one check a run keeps (the count is always the full one).
export const MAX_BREAK_ROWS = 100;

export type BreakRow = Record<string, string | null>;

export interface CheckResult {
  check: string;
  label: string;
  count: number;
  // The first MAX_BREAK_ROWS offending rows.
  rows: BreakRow[];
}

export interface ReconciliationResult {
  date: string;
  ranAt: string;
  status: 'clean' | 'break';
  checks: CheckResult[];
}

// What the reconciliation logs with (a pino / Fastify logger).
export interface ReconciliationLogger {
  error(details: object, message: string): void;
}

export class ReconciliationDateError extends Error {
  override readonly name = 'ReconciliationDateError';
}

// Refuses a date the reconciliation cannot read: not YYYY-MM-DD, outside the calendar, not a trading day.
export function assertReconciliationDate(date: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ReconciliationDateError(`日期格式应为 YYYY-MM-DD：${date}`);
  let trading: boolean;
  try {
    trading = isTradingDay(date);
  } catch (error) {
    throw new ReconciliationDateError(`交易日历不包含 ${date}：${(error as Error).message}`);
  }
  if (!trading) throw new ReconciliationDateError(`${date} 不是交易日，无需对账`);
}

// The last confirm date a batch of `date` can write: the longest confirmation lag of the funds, plus
// one day for an order a large redemption carries to the next day (beyond the calendar: 31 days on).
async function confirmationWindowEnd(executor: DbExecutor, date: string): Promise<string> {
  const [row] = await rowsOf<{ n: number | null }>(executor, sql`select max(confirm_days)::int as n from fund`);
  try {
    return addTradingDays(date, Number(row?.n ?? 0) + 1);
  } catch {
    const end = new Date(`${date}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 31);
    return end.toISOString().slice(0, 10);
  }
}

async function runCheck(tx: DbExecutor, check: ReconciliationCheck, date: string, prev: string, until: string): Promise<CheckResult> {
  const rows = await rowsOf<BreakRow & { break_total: number }>(
    tx,
    sql`with params as (select ${date}::date as t, ${prev}::date as prev, ${until}::date as until)${sql.raw(check.ctes ? `, ${check.ctes}` : '')}
        select x.*, count(*) over ()::int as break_total from (${sql.raw(check.select)}) x limit ${MAX_BREAK_ROWS}`,
  );
  const count = Number(rows[0]?.break_total ?? 0);
  return { check: check.name, label: check.label, count, rows: rows.map(({ break_total: _total, ...row }) => row) };
}

// Runs every check for `date` in one transaction under the TA batch's lock (a batch step in progress
// finishes first, and none starts until the checks are done), stores the run in reconciliation_run and
// logs each check that found rows at error level with its rows. A break is a result, not an error.
export async function reconcileDate(
  db: DbExecutor,
  date: string,
  options: { now: Date; logger?: ReconciliationLogger },
): Promise<ReconciliationResult> {
  assertReconciliationDate(date);
  const prev = previousTradingDay(date);
  const ranAt = options.now.toISOString();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TA_BATCH_LOCK_KEY})`);
    await tx.execute(sql`set local jit = off`);
    const until = await confirmationWindowEnd(tx, date);
    const checks: CheckResult[] = [];
    for (const check of RECONCILIATION_CHECKS) checks.push(await runCheck(tx, check, date, prev, until));
    const status = checks.some((c) => c.count > 0) ? 'break' : 'clean';
    const counts = Object.fromEntries(checks.map((c) => [c.check, c.count]));
    const breaks = Object.fromEntries(checks.filter((c) => c.count > 0).map((c) => [c.check, c.rows]));
    await tx.execute(sql`
      insert into reconciliation_run (run_date, ran_at, status, counts, breaks)
      values (${date}::date, ${ranAt}::timestamptz, ${status}, ${JSON.stringify(counts)}::jsonb, ${JSON.stringify(breaks)}::jsonb)`);
    return { date, ranAt, status, checks } satisfies ReconciliationResult;
  });
  for (const c of result.checks) {
    if (c.count === 0) continue;
    options.logger?.error(
      { reconciliationDate: date, check: c.check, label: c.label, count: c.count, rows: c.rows },
      `reconciliation break: ${c.check} (${c.label}) on ${date}, ${c.count} rows`,
    );
  }
  return result;
}

// After a batch date: the reconciliation must not fail the batch. A break is stored and logged by
// reconcileDate; a failure of the checks themselves is logged here and answers null.
export async function reconcileAfterBatch(
  db: DbExecutor,
  date: string,
  now: Date,
  logger?: ReconciliationLogger,
): Promise<ReconciliationResult | null> {
  try {
    return await reconcileDate(db, date, { now, logger });
  } catch (error) {
    logger?.error({ err: error, reconciliationDate: date }, 'reconciliation failed');
    return null;
  }
}

export interface StoredRun {
  runDate: string;
  ranAt: string;
  status: 'clean' | 'break';
  counts: Record<string, number>;
  breaks: Record<string, BreakRow[]>;
}

// The latest stored run of a date, or undefined.
export async function latestRun(executor: DbExecutor, date: string): Promise<StoredRun | undefined> {
  const [row] = await rowsOf<{ run_date: string; ran_at: string; status: 'clean' | 'break'; counts: unknown; breaks: unknown }>(
    executor,
    sql`select run_date::text, ran_at::text, status, counts, breaks from reconciliation_run
        where run_date = ${date}::date order by ran_at desc, id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    runDate: row.run_date,
    ranAt: row.ran_at,
    status: row.status,
    counts: jsonColumn(row.counts as Record<string, number> | string),
    breaks: jsonColumn(row.breaks as Record<string, BreakRow[]> | string),
  };
}

// Chinese / English summary for the CLI and the batch's report.
export function formatReconciliation(result: ReconciliationResult, rowsShown = 5): string {
  const broken = result.checks.filter((c) => c.count > 0);
  const head =
    result.status === 'clean'
      ? `对账 ${result.date}：平（${result.checks.length} 项检查全部通过） / Reconciliation ${result.date}: clean`
      : `对账 ${result.date}：不平，${broken.length} 项检查发现差异 / Reconciliation ${result.date}: BREAK in ${broken.map((c) => c.check).join(', ')}`;
  const width = Math.max(...result.checks.map((c) => c.check.length));
  const lines = [head];
  for (const c of result.checks) {
    lines.push(`  ${c.count === 0 ? '✓' : '✗'} ${c.check.padEnd(width)}  ${c.label}  ${c.count} 条`);
    for (const row of c.rows.slice(0, rowsShown)) lines.push(`      ${JSON.stringify(row)}`);
    if (c.count > Math.min(rowsShown, c.rows.length)) lines.push(`      …（共 ${c.count} 条 / ${c.count} rows in all）`);
  }
  return lines.join('\n');
}
