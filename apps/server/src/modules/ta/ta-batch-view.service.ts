import {
  TA_BATCH_STATES,
  TA_STEP_STATES,
  type TaBatchDetailResponse,
  type TaBatchListQuery,
  type TaBatchListResponse,
  type TaBatchState,
  type TaBatchStepView,
  type TaBatchSummary,
  type TaStepState,
} from '@fund-direct/domain/contracts/ops';
import type { Database } from '../../db/database.ts';
import { TA_STEPS } from './ta-batch.ts';
import { findBatch, listBatches, listBatchSteps, type TaBatchRow } from './ta-batch-state.repository.ts';

// The batches as the console shows them: each date's latest run and its steps in the batch's order.

const labelOfStep = (name: string | null) => (name === null ? null : (TA_STEPS.find((step) => step.name === name)?.label ?? name));

function summaryOf(row: TaBatchRow): TaBatchSummary {
  const state = row.state as TaBatchState;
  return {
    tradeDate: row.tradeDate,
    state,
    stateLabel: TA_BATCH_STATES[state],
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    stepsDone: row.stepsDone,
    stepCount: TA_STEPS.length,
    runs: row.runs,
    approvedBy: row.approvedBy,
    failedStep: row.failedStep,
    failedStepLabel: labelOfStep(row.failedStep),
    error: row.error,
  };
}

export async function taBatchPage(db: Database, query: TaBatchListQuery): Promise<TaBatchListResponse> {
  const { rows, total } = await listBatches(db, { pageNum: query.page, pageSize: query.pageSize });
  return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
}

// A step's state in the latest run: those before the progress mark are done; the next one is running (or
// failed, with the batch's error); a step after it has not run in this run.
function stepState(batch: TaBatchRow | undefined, index: number, name: string): TaStepState {
  if (!batch) return 'pending';
  if (index < batch.stepsDone) return 'done';
  if (batch.state === 'failed' && batch.failedStep === name) return 'failed';
  if (batch.state === 'running' && index === batch.stepsDone) return 'running';
  return 'pending';
}

export async function taBatchDetail(db: Database, tradeDate: string): Promise<TaBatchDetailResponse> {
  const batch = await findBatch(db, tradeDate);
  const logged = new Map((await listBatchSteps(db, tradeDate)).map((row) => [row.step, row]));
  const steps = TA_STEPS.map((step, index): TaBatchStepView => {
    const state = stepState(batch, index, step.name);
    const row = logged.get(step.name);
    return {
      step: step.name,
      label: step.label,
      state,
      stateLabel: TA_STEP_STATES[state],
      rows: row?.rowsAffected ?? null,
      durationMs: row?.durationMs ?? null,
      error: state === 'failed' ? (batch?.error ?? null) : null,
    };
  });
  return { tradeDate, batch: batch ? summaryOf(batch) : null, steps };
}

// The proposal's "before": what the date's batch is now.
export async function taBatchStateOf(db: Database, tradeDate: string): Promise<{ state: TaBatchState | 'none'; stepsDone: number }> {
  const batch = await findBatch(db, tradeDate);
  return batch ? { state: batch.state as TaBatchState, stepsDone: batch.stepsDone } : { state: 'none', stepsDone: 0 };
}
