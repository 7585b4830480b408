import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { createLogger } from '../../logger.ts';
import { formatReconciliation, reconcileAfterBatch } from '../reconciliation/reconciliation.service.ts';
import { formatReports, runTaBatch } from './ta-batch.ts';
import { runTaOnce, TA_DECLINED_MESSAGE } from './ta-run-once.ts';
import { EXCHANGE_MODE_REFUSAL } from './ta-run.service.ts';

// `npm run cli -- ta confirm --date YYYY-MM-DD`: the batch of one trade date (safe to repeat).
export const taConfirmCommand: CliCommand = {
  name: 'ta confirm',
  usage: 'ta confirm --date YYYY-MM-DD',
  summary: '按T日净值确认该交易日的全部待确认订单（定投扣款、分红、每日收益），随后对账，可重复执行',
  async run({ config, database, now }, args) {
    const [flag, date, ...rest] = args;
    if (flag !== '--date' || !date || rest.length > 0) throw new UsageError('请用 --date YYYY-MM-DD 指定交易日');
    if (config.exchange.mode === 'exchange')
      throw new UsageError(`${EXCHANGE_MODE_REFUSAL}：npm run cli -- exchange import --date ${date}`);
    // One batch at a time across the instances sharing the database: a second start declines (exit code 1).
    const outcome = await runTaOnce(database, async () => {
      const reports = await runTaBatch(database.db, date, now());
      // The day's reconciliation follows the batch; a break is stored and logged, the batch stands.
      const reconciliation = await reconcileAfterBatch(database.db, date, now(), createLogger(config));
      return [formatReports(date, reports), reconciliation ? formatReconciliation(reconciliation) : '对账未能完成（见错误日志）'].join(
        '\n',
      );
    });
    if (!outcome.ran) throw new Error(TA_DECLINED_MESSAGE);
    return outcome.value;
  },
};
