import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { rebuildHoldings } from '../ledger/ledger.public.ts';

// `npm run cli -- ta rebuild-holdings`: holdings and purchase lots recomputed from the share ledger.
export const taRebuildCommand: CliCommand = {
  name: 'ta rebuild-holdings',
  usage: 'ta rebuild-holdings',
  summary: '按份额流水重算全部持仓与申购批次（持仓份额、冻结份额、成本）',
  async run({ database, now }, args) {
    if (args.length > 0) throw new UsageError('该命令没有参数');
    const result = await rebuildHoldings(database.db, undefined, now());
    return `已按份额流水重算：更正持仓 ${result.holdings} 条，重建申购批次 ${result.lots} 条`;
  },
};
