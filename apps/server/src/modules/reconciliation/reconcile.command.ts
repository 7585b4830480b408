import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { createLogger } from '../../logger.ts';
import { ReconciliationDateError, formatReconciliation, reconcileDate } from './reconciliation.service.ts';

export class ReconciliationBreakError extends Error {
  override readonly name = 'ReconciliationBreakError';
}

// `npm run cli -- reconcile --date YYYY-MM-DD`: the daily reconciliation (对账) of one trading day, stored
// in reconciliation_run. A break prints the same summary and fails the command (exit code 1).
export const reconcileCommand: CliCommand = {
  name: 'reconcile',
  usage: 'reconcile --date YYYY-MM-DD',
  summary: '对账：核对份额流水与持仓、订单与确认、资金与收益，有差异时记录错误并以非零码退出',
  async run({ config, database, now }, args) {
    const [flag, date, ...rest] = args;
    if (flag !== '--date' || !date || rest.length > 0) throw new UsageError('请用 --date YYYY-MM-DD 指定对账日期');
    let result;
    try {
      result = await reconcileDate(database.db, date, { now: now(), logger: createLogger(config) });
    } catch (error) {
      if (error instanceof ReconciliationDateError) throw new UsageError(error.message);
      throw error;
    }
    const summary = formatReconciliation(result);
    if (result.status === 'break') throw new ReconciliationBreakError(summary);
    return summary;
  },
};
