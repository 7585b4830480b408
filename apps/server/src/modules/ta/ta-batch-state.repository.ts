import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { taBatch, taBatchStep } from '../../db/schema/trading.ts';

export type TaBatchRow = typeof taBatch.$inferSelect;
export type TaBatchStepRow = Pick<typeof taBatchStep.$inferSelect, 'step' | 'rowsAffected' | 'finishedAt' | 'durationMs'>;

// A run approved in the console waits for its start (after the approval commits).
export async function markBatchQueued(db: DbExecutor, tradeDate: string, approvedBy: string): Promise<void> {
  await db
    .insert(taBatch)
    .values({ tradeDate, state: 'queued', approvedBy })
    .onConflictDoUpdate({ target: taBatch.tradeDate, set: { state: 'queued', approvedBy, error: null, failedStep: null } });
}

export async function markBatchRunning(db: DbExecutor, tradeDate: string, startedAt: Date): Promise<void> {
  await db
    .insert(taBatch)
    .values({ tradeDate, state: 'running', startedAt, runs: 1 })
    .onConflictDoUpdate({
      target: taBatch.tradeDate,
      set: {
        state: 'running',
        startedAt,
        finishedAt: null,
        failedStep: null,
        error: null,
        stepsDone: 0,
        runs: sql`${taBatch.runs} + 1`,
        // The checker's name stays with the run they approved, not with a later run from the CLI or the scheduler.
        approvedBy: sql`case when ${taBatch.state} = 'queued' then ${taBatch.approvedBy} end`,
      },
    });
}

// In the step's own transaction, so the progress shown never runs ahead of what committed.
export async function markStepsDone(db: DbExecutor, tradeDate: string, stepsDone: number): Promise<void> {
  await db.update(taBatch).set({ stepsDone }).where(eq(taBatch.tradeDate, tradeDate));
}

export async function markBatchFinished(
  db: DbExecutor,
  tradeDate: string,
  finishedAt: Date,
  failure: { step: string | null; error: string } | null,
): Promise<void> {
  await db
    .update(taBatch)
    .set({ state: failure ? 'failed' : 'done', finishedAt, failedStep: failure?.step ?? null, error: failure?.error ?? null })
    .where(eq(taBatch.tradeDate, tradeDate));
}

export async function findBatch(db: DbExecutor, tradeDate: string): Promise<TaBatchRow | undefined> {
  const [row] = await db.select().from(taBatch).where(eq(taBatch.tradeDate, tradeDate));
  return row;
}

export async function listBatches(
  db: DbExecutor,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: TaBatchRow[]; total: number }> {
  const rows = await db
    .select()
    .from(taBatch)
    .orderBy(desc(taBatch.tradeDate))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(taBatch);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listBatchSteps(db: DbExecutor, tradeDate: string): Promise<TaBatchStepRow[]> {
  return db
    .select({
      step: taBatchStep.step,
      rowsAffected: taBatchStep.rowsAffected,
      finishedAt: taBatchStep.finishedAt,
      durationMs: taBatchStep.durationMs,
    })
    .from(taBatchStep)
    .where(eq(taBatchStep.tradeDate, tradeDate));
}
