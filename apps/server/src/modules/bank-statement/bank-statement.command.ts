import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STATEMENT_LAYOUT_CODES } from '@fund-direct/domain/bank-statement';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { importBankStatement } from './bank-statement-import.service.ts';

// `npm run cli -- bank statement import FILE [--bank cmb|generic]`: the console's import from a shell (audited as
// `cli`). A relative path is read from the directory the command was started in (npm's INIT_CWD).
export const bankStatementImportCommand: CliCommand = {
  name: 'bank statement import',
  usage: `bank statement import FILE [--bank ${STATEMENT_LAYOUT_CODES.join('|')}]`,
  summary: '导入收款账户的银行流水（CSV 或 .xlsx），自动匹配汇款订单；任一单元格有误则整份不导入',
  async run({ config, database, now }, args) {
    const [file, flag, layout, ...rest] = args;
    if (!file || file.startsWith('--') || rest.length > 0 || (flag !== undefined && (flag !== '--bank' || !layout))) {
      throw new UsageError(`请指定一个流水文件，银行格式可选 --bank ${STATEMENT_LAYOUT_CODES.join('|')}`);
    }
    if (layout !== undefined && !STATEMENT_LAYOUT_CODES.includes(layout)) throw new UsageError(`不支持的银行格式：${layout}`);
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let bytes: Buffer;
    try {
      bytes = await readFile(fullPath);
    } catch {
      throw new Error(`无法读取文件：${fullPath}`);
    }
    // The file's errors name line and column; the CLI prints an error's message as it is.
    const result = await importBankStatement(
      { db: database.db, accountNo: config.remitAccount.accountNo, now },
      { actor: null },
      { fileName: path.basename(fullPath), bytes, ...(layout ? { layout } : {}) },
    );
    const { matched, unmatched, ambiguous, ignored } = result.counts;
    return [
      `已导入 ${result.fileName}（${result.layoutName}，${result.periodStart} 至 ${result.periodEnd}）：共 ${result.lineCount} 条，其中 ${result.duplicateCount} 条已在此前导入`,
      `自动匹配 ${matched} 条，未匹配 ${unmatched} 条，多笔候选 ${ambiguous} 条，无需处理 ${ignored} 条`,
    ].join('\n');
  },
};
