import { shanghaiDate } from '@fund-direct/domain/calendar';
import type { TaRunRequest } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { ExchangeConfig } from '../../config.ts';
import type { Database, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { reconcileAfterBatch, type ReconciliationLogger } from '../reconciliation/reconciliation.service.ts';
import { assertBatchDate, runTaBatch, TaBatchError } from './ta-batch.ts';
import { findBatch, markBatchFinished, markBatchQueued } from './ta-batch-state.repository.ts';
import { taBatchStateOf } from './ta-batch-view.service.ts';
import { lastClosedTradingDay } from './ta-scheduler.ts';

// A batch run asked for in the console (maker–checker): checked when proposed and again when approved,
// queued in the approval's transaction, started after it commits.

const CONSOLE_NAV_REMEDY = '请先在「净值」页发布当日净值并经复核生效';

export interface TaRunCheck {
  tradeDate: string;
  rerun: boolean;
}

// Refuses a date the batch cannot or should not run on, with a message naming the trade date (in the approval's
// transaction when approving: the one connection of PGlite is that transaction's until it commits).
export async function assertRunnable(db: DbExecutor, { tradeDate, rerun }: TaRunCheck, now: Date): Promise<void> {
  const today = shanghaiDate(now);
  if (tradeDate > today) throw new AppError('VALIDATION', `交易日 ${tradeDate} 是未来的日期，不能运行批处理`);
  try {
    if (tradeDate > lastClosedTradingDay(now))
      throw new AppError('VALIDATION', `交易日 ${tradeDate} 尚未收市（15:00），收市后才能运行批处理`);
    await assertBatchDate(db, tradeDate, CONSOLE_NAV_REMEDY);
  } catch (error) {
    if (error instanceof TaBatchError) throw new AppError('VALIDATION', `交易日：${error.message}`);
    throw error;
  }
  const batch = await findBatch(db, tradeDate);
  if (batch && !rerun) throw new AppError('VALIDATION', `交易日 ${tradeDate} 的批处理已运行过，如需再次运行请选择「重跑」`);
  if (!batch && rerun) throw new AppError('VALIDATION', `交易日 ${tradeDate} 的批处理尚未运行，请选择「运行」而非「重跑」`);
}

// In exchange mode the registrar's files confirm the orders (the console's 数据交换 page imports them); a run of the
// built-in batch would confirm them a second way.
export const EXCHANGE_MODE_REFUSAL = '当前由登记机构文件确认订单（TA_MODE=exchange），请导入登记机构的确认文件，不运行内置批处理';

// 基金运营 asks for a run; it waits for 复核 (the 'ta.run' handler).
export async function proposeTaRun(
  db: Database,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: TaRunRequest,
  mode: ExchangeConfig['mode'] = 'embedded',
): Promise<{ id: string }> {
  if (mode === 'exchange') throw new AppError('VALIDATION', EXCHANGE_MODE_REFUSAL);
  await assertRunnable(db, request, now);
  const { tradeDate, rerun } = request;
  return propose(db, actor, meta, now, {
    kind: 'ta.run',
    target: tradeDate,
    summary: `${rerun ? '重跑' : '运行'}交易日 ${tradeDate} 的 TA 批处理`,
    payload: { tradeDate, rerun },
    before: await taBatchStateOf(db, tradeDate),
    after: rerun ? 're-run' : 'run',
  });
}

// In the approval's transaction: the date shows as waiting until the run starts.
export async function queueTaRun(tx: DbExecutor, tradeDate: string, approvedBy: string): Promise<void> {
  await markBatchQueued(tx, tradeDate, approvedBy);
}

const inFlight = new Set<Promise<void>>();

// Runs the batch of the date, then the day's reconciliation, as `ta confirm` does; not awaited by the
// approval request. A failure is recorded on the batch (runTaBatch records a failed step itself).
export function startTaRunInBackground(db: Database, tradeDate: string, now: Date, logger?: ReconciliationLogger): Promise<void> {
  const run = (async () => {
    try {
      await runTaBatch(db, tradeDate, now);
      await reconcileAfterBatch(db, tradeDate, now, logger);
    } catch (error) {
      logger?.error({ err: error, tradeDate }, 'TA batch run from the console failed');
      // Refused before any step (the date's NAVs withdrawn meanwhile): the queued batch shows why.
      const batch = await findBatch(db, tradeDate).catch(() => undefined);
      if (batch?.state === 'queued') {
        const message = error instanceof Error ? error.message : String(error);
        await markBatchFinished(db, tradeDate, now, { step: null, error: message }).catch(() => undefined);
      }
    }
  })();
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
  return run;
}

// Every run started here has settled (tests, and a server closing down).
export async function settleTaRuns(): Promise<void> {
  await Promise.all([...inFlight]);
}
