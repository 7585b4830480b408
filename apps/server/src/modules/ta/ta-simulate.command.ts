import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { createLogger } from '../../logger.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { demoDayConfirmer } from '../exchange/exchange-day.service.ts';
import { formatReconciliation } from '../reconciliation/reconciliation.service.ts';
import { formatReports } from './ta-batch.ts';
import { simulateTradingDays } from './ta-simulate.ts';

const MAX_DAYS = 250;

// `npm run cli -- ta simulate --days N`: demo days after the last NAV date, each with synthetic NAVs and the batch.
export const taSimulateCommand: CliCommand = {
  name: 'ta simulate',
  usage: 'ta simulate --days N',
  summary: `演示：为最后净值日之后的 N 个交易日（1–${MAX_DAYS}）生成模拟净值并逐日运行确认批处理`,
  async run({ config, database, keys }, args) {
    // Issue 17: production NAVs come only from the console, after review.
    if (config.nodeEnv === 'production') throw new UsageError('生产环境不生成模拟净值：请在运营后台录入净值并经复核后发布');
    const [flag, value, ...rest] = args;
    const days = Number(value);
    if (flag !== '--days' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS || rest.length > 0) {
      throw new UsageError(`请用 --days N 指定天数（1–${MAX_DAYS} 的整数）`);
    }
    const logger = createLogger(config);
    // In exchange mode each day runs through the files: export, the built-in registrar, import.
    const done = await simulateTradingDays(
      database.db,
      days,
      logger,
      demoDayConfirmer(config.exchange, createFieldCipher(keys.dataKey), logger),
    );
    return done
      .map((day) => {
        const reconciled = day.reconciliation ? formatReconciliation(day.reconciliation) : '对账未能完成（见错误日志）';
        return `已发布 ${day.navRows} 条模拟净值\n${formatReports(day.date, day.reports)}\n${reconciled}`;
      })
      .join('\n\n');
  },
};
