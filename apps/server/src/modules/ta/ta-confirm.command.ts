import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { formatReports, runTaBatch } from './ta-batch.ts';

// `npm run cli -- ta confirm --date YYYY-MM-DD`: the batch of one trade date (safe to repeat).
export const taConfirmCommand: CliCommand = {
  name: 'ta confirm',
  usage: 'ta confirm --date YYYY-MM-DD',
  summary: '按T日净值确认该交易日的全部待确认订单（定投扣款、分红、每日收益），可重复执行',
  async run({ database, now }, args) {
    const [flag, date, ...rest] = args;
    if (flag !== '--date' || !date || rest.length > 0) throw new UsageError('请用 --date YYYY-MM-DD 指定交易日');
    return formatReports(date, await runTaBatch(database.db, date, now()));
  },
};
