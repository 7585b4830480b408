import { sql } from 'drizzle-orm';
import { addTradingDays, isTradingDay, previousTradingDay } from '@fund-direct/domain/calendar';
import { availableParallelism } from 'node:os';
import { transactionsAtOnce, type Database, type DbExecutor, type Transaction } from '../../db/database.ts';
import { failUnpaidRemittances } from '../trading/remittance.service.ts';
import { confirmConversionsStep } from './steps/confirm-conversions.step.ts';
import { confirmPurchasesStep } from './steps/confirm-purchases.step.ts';
import { confirmRedemptionsStep } from './steps/confirm-redemptions.step.ts';
import { dailyIncomeStep } from './steps/daily-income.step.ts';
import { dividendMethodsStep } from './steps/dividend-methods.step.ts';
import { dividendsStep } from './steps/dividends.step.ts';
import { failOrdersStep } from './steps/fail-orders.step.ts';
import { holdingFiguresStep } from './steps/holding-figures.step.ts';
import { instantAdvancesStep } from './steps/instant-advances.step.ts';
import { largeRedemptionsStep } from './steps/large-redemptions.step.ts';
import { planDeductionsStep } from './steps/plan-deductions.step.ts';
import { settledPendingOrdersStep } from './steps/settled-pending-orders.step.ts';
import type { TaStep, TaStepContext } from './ta-step.ts';
import { runStepInParts, type StepTransactions } from './ta-step-parts.ts';
import { rowsOf } from '../../db/rows.ts';
import { ensureHistoryPartitions } from '../../db/history-partitions.ts';
import { observeTaStep } from '../../plugins/metrics-registry.ts';
import { markBatchFinished, markBatchRunning, markStepsDone } from './ta-batch-state.repository.ts';

// Any constant works; it is the lock every batch step takes (see runTaBatch), and the reconciliation
// while it reads (modules/reconciliation), so that it never sees half a step.
export const TA_BATCH_LOCK_KEY = 4_719_002;

export class TaBatchError extends Error {
  override readonly name = 'TaBatchError';
}

const failUnpaidRemittancesStep: TaStep = {
  name: 'fail_unpaid_remittances',
  label: '汇款未到账订单失败',
  run: (tx, context) => failUnpaidRemittances(tx, context.tradeDate, context.now),
};

// In order: unpaid remittances fail first; plans due on T place their deductions before anything
// is confirmed so that they are confirmed at NAV(T); orders that cannot be confirmed fail (and
// release their frozen shares) before the confirmations; a fund's large redemption is measured on
// the orders that will be confirmed and trims them before the redemptions are confirmed, whose
// proceeds then settle the day's 快速取现 advances; dividends
// and daily income come last so that they see the day's confirmed shares; the holdings' figures for the
// my-assets page are stored after the income they sum; last, the list of pending orders forgets those the day settled.
export const TA_STEPS: readonly TaStep[] = [
  failUnpaidRemittancesStep,
  planDeductionsStep,
  failOrdersStep,
  largeRedemptionsStep,
  confirmPurchasesStep,
  confirmRedemptionsStep,
  instantAdvancesStep,
  confirmConversionsStep,
  dividendMethodsStep,
  dividendsStep,
  dailyIncomeStep,
  holdingFiguresStep,
  settledPendingOrdersStep,
];

export interface TaStepReport {
  step: string;
  label: string;
  rows: number;
  ms: number;
}

export interface RunTaBatchOptions {
  // Called inside each step's transaction just before it commits (tests inject a crash here).
  beforeCommit?: (step: string, tx: Transaction) => Promise<void> | void;
  // Concurrent transactions a byCustomer step runs in (ta-step-parts.ts); by default one per core (up to
  // MAX_STEP_PARTS, and half the pool's connections) on PostgreSQL, and one on PGlite.
  parts?: number;
  // Exchange mode: confirm as the registrar's imported confirmations say (TaStepContext.registrar).
  registrar?: boolean;
}

const MAX_STEP_PARTS = 4;

function defaultParts(db: Database): number {
  return Math.max(1, Math.min(MAX_STEP_PARTS, availableParallelism(), Math.floor(transactionsAtOnce(db) / 2)));
}

// T+n for every lag the funds use, so SQL can look the dates up by the fund's column; also T+1 and
// each lag counted from T+1 (an order a large redemption carries over), where the calendar knows them.
async function tradingDayOffsets(db: Database, tradeDate: string): Promise<string> {
  const days = await rowsOf<{ n: number }>(
    db,
    sql`select distinct confirm_days::int as n from fund union select distinct redemption_arrival_days::int from fund`,
  );
  const lags = days.map(({ n }) => Number(n));
  const table: Record<string, string> = {};
  for (const n of lags) table[String(n)] = addTradingDays(tradeDate, n);
  for (const n of [1, ...lags.map((lag) => lag + 1)]) {
    try {
      table[String(n)] ??= addTradingDays(tradeDate, n);
    } catch {
      // Beyond the calendar's data: only a carried-over order needs it, and it then stops the step.
    }
  }
  return JSON.stringify(table);
}

// What every step of T's batch knows (TaStepContext).
async function stepContext(db: Database, tradeDate: string, now: Date): Promise<TaStepContext> {
  return { tradeDate, previousTradeDate: previousTradingDay(tradeDate), now, tradingDayOffsets: await tradingDayOffsets(db, tradeDate) };
}

export async function navCountOn(db: DbExecutor, tradeDate: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from nav where nav_date = ${tradeDate}::date and unit_nav is not null`,
  );
  return Number(row?.n ?? 0);
}

const CLI_NAV_REMEDY = '请先导入当日净值（npm run cli -- nav import FILE.csv），或用 npm run cli -- ta simulate --days N 生成演示净值';

// Refuses what the batch cannot run on, with the message the CLI prints (the console gives its own remedy).
export async function assertBatchDate(db: DbExecutor, tradeDate: string, navRemedy = CLI_NAV_REMEDY): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(tradeDate)) throw new TaBatchError(`日期格式应为 YYYY-MM-DD：${tradeDate}`);
  let trading: boolean;
  try {
    trading = isTradingDay(tradeDate);
  } catch (error) {
    throw new TaBatchError(`交易日历不包含 ${tradeDate}：${(error as Error).message}`);
  }
  if (!trading) throw new TaBatchError(`${tradeDate} 不是交易日，无需确认`);
  if ((await navCountOn(db, tradeDate)) === 0) {
    throw new TaBatchError(`${tradeDate} 尚无基金净值，不能确认：${navRemedy}`);
  }
}

// The transfer agent's batch for trade date T: each step is one transaction of set-based SQL,
// guarded by the order status and the unique keys of what it writes, so a rerun changes nothing
// and a crash leaves a step either applied or not at all. A finished step is logged in
// ta_batch_step (a rerun that finds nothing to do leaves the log as it was).
export async function runTaBatch(db: Database, tradeDate: string, now: Date, options: RunTaBatchOptions = {}): Promise<TaStepReport[]> {
  await assertBatchDate(db, tradeDate);
  const context = { ...(await stepContext(db, tradeDate, now)), registrar: options.registrar === true };
  // The run is visible in ta_batch (the console polls it): running, then done or failed at the step that threw.
  const runStarted = performance.now();
  const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - runStarted));
  await markBatchRunning(db, tradeDate, now);
  // Never more than the database runs at once: PGlite's parts would wait for each other.
  const parts = Math.min(options.parts ?? defaultParts(db), transactionsAtOnce(db));
  const reports: TaStepReport[] = [];
  let current: TaStep | undefined;
  try {
    // The history months the steps write (T, and T+n for orders confirmed later) exist before they write.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TA_BATCH_LOCK_KEY})`);
      await ensureHistoryPartitions(tx, tradeDate);
    });
    for (const [index, step] of TA_STEPS.entries()) {
      current = step;
      const report = await runStep(db, step, index, context, options, parts);
      observeTaStep(report.step, report.ms / 1000, report.rows);
      reports.push(report);
    }
  } catch (error) {
    // The step's own error is what the caller needs; a failure to record it must not replace it.
    await markBatchFinished(db, tradeDate, finishedAt(), { step: current?.name ?? null, error: errorText(error) }).catch(() => undefined);
    throw error;
  }
  await markBatchFinished(db, tradeDate, finishedAt(), null);
  return reports;
}

// Exchange mode: before T's application files are written, the plans due on T place their deductions with the batch's
// own step, so that they go to the registrar with the day's other orders (the batch's run of the step then finds them
// placed and places nothing twice).
export async function placePlanDeductions(db: Database, tradeDate: string, now: Date): Promise<number> {
  const context = await stepContext(db, tradeDate, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TA_BATCH_LOCK_KEY})`);
    await ensureHistoryPartitions(tx, tradeDate);
    return planDeductionsStep.run(tx, context);
  });
}

// The steps that decide what a registrar answers for (not the company's own: plans, the 快速取现 advance, the assets
// page's figures); the day's income is among them, as a money fund's income is carried into its shares.
const REGISTRAR_STEPS: readonly TaStep[] = [
  failOrdersStep,
  largeRedemptionsStep,
  confirmPurchasesStep,
  confirmRedemptionsStep,
  confirmConversionsStep,
  dividendMethodsStep,
  dividendsStep,
  dailyIncomeStep,
];

class PricedDay<T> {
  constructor(readonly value: T) {}
}

// The built-in registrar (modules/exchange): the embedded engine decides T's orders inside one transaction, `read`
// takes what a registrar would answer, and everything is rolled back, so that the answer reaches the books only
// through the registrar's files.
export async function priceDayUncommitted<T>(
  db: Database,
  tradeDate: string,
  now: Date,
  read: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await assertBatchDate(db, tradeDate);
  const context = await stepContext(db, tradeDate, now);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TA_BATCH_LOCK_KEY})`);
      await ensureHistoryPartitions(tx, tradeDate);
      for (const step of REGISTRAR_STEPS) await step.run(tx, context);
      throw new PricedDay(await read(tx));
    });
  } catch (outcome) {
    if (outcome instanceof PricedDay) return outcome.value as T;
    throw outcome;
  }
  throw new Error('unreachable: the pricing transaction always rolls back');
}

// What a failed step shows in the console: the error's own message (database errors carry their detail).
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}

// How a step's transaction starts (settings, the batch's lock) and how it ends (beforeCommit, the step's log).
export function stepTransactions(
  stepName: string,
  index: number,
  context: TaStepContext,
  options: RunTaBatchOptions,
  started: number,
): StepTransactions {
  const { tradeDate, now } = context;
  return {
    begin: async (tx, lead) => {
      // One large statement per step: compiling it with JIT costs seconds and saves nothing, and
      // its sorts and hashes of every order of the day should stay in memory.
      await tx.execute(sql`set local jit = off`);
      // Batches (a second instance's scheduler, a manual run) take their steps in turn: a step's
      // statement then starts after the other's commit and finds its orders no longer pending.
      if (lead) await tx.execute(sql`select pg_advisory_xact_lock(${TA_BATCH_LOCK_KEY})`);
      await tx.execute(sql`set local work_mem = '256MB'`);
      // The steps group the day's rows by holding (or order) with sums of NUMERIC: hashed, every group keeps its own
      // numeric states (about a kilobyte each, 800 MB and a spill to disk at a million holdings) and the sums are
      // allocated a million times; sorted, one group's state is live at a time. A fifth less CPU on a large day.
      await tx.execute(sql`set local enable_hashagg = off`);
    },
    finish: async (tx, count) => {
      await options.beforeCommit?.(stepName, tx);
      const ms = Math.round(performance.now() - started);
      await tx.execute(sql`
      insert into ta_batch_step (trade_date, step, rows_affected, finished_at, duration_ms)
      values (${tradeDate}::date, ${stepName}, ${count}, ${now.toISOString()}::timestamptz, ${ms})
      on conflict (trade_date, step) do update
        set rows_affected = ta_batch_step.rows_affected + excluded.rows_affected, finished_at = excluded.finished_at,
          duration_ms = excluded.duration_ms
        where excluded.rows_affected > 0`);
      await markStepsDone(tx, tradeDate, index + 1);
    },
  };
}

async function runStep(
  db: Database,
  step: TaStep,
  index: number,
  context: TaStepContext,
  options: RunTaBatchOptions,
  parts: number,
): Promise<TaStepReport> {
  const started = performance.now();
  const hooks = stepTransactions(step.name, index, context, options, started);
  const rows =
    step.byCustomer && parts > 1
      ? await runStepInParts(db, step, context, parts, hooks)
      : await db.transaction(async (tx) => {
          await hooks.begin(tx, true);
          const count = await step.run(tx, context);
          await hooks.finish(tx, count);
          return count;
        });
  return { step: step.name, label: step.label, rows, ms: performance.now() - started };
}

export function formatReports(tradeDate: string, reports: readonly TaStepReport[]): string {
  const width = Math.max(...reports.map((r) => r.label.length));
  return [
    `交易日 ${tradeDate} 确认完成：`,
    ...reports.map((r) => `  ${r.label.padEnd(width, '　')}  ${String(r.rows).padStart(7)} 笔  ${r.ms.toFixed(0)} ms`),
  ].join('\n');
}
