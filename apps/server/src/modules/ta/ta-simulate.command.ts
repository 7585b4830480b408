import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { formatReports } from './ta-batch.ts';
import { simulateTradingDays } from './ta-simulate.ts';

const MAX_DAYS = 250;

// `npm run cli -- ta simulate --days N`: demo days after the last NAV date, each with synthetic NAVs and the batch.
export const taSimulateCommand: CliCommand = {
  name: 'ta simulate',
  usage: 'ta simulate --days N',
  summary: `演示：为最后净值日之后的 N 个交易日（1–${MAX_DAYS}）生成模拟净值并逐日运行确认批处理`,
  async run({ database }, args) {
    const [flag, value, ...rest] = args;
    const days = Number(value);
    if (flag !== '--days' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS || rest.length > 0) {
      throw new UsageError(`请用 --days N 指定天数（1–${MAX_DAYS} 的整数）`);
    }
    const done = await simulateTradingDays(database.db, days);
    return done.map((day) => `已发布 ${day.navRows} 条模拟净值\n${formatReports(day.date, day.reports)}`).join('\n\n');
  },
};
