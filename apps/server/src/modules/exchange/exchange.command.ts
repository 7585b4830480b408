import { UsageError, type CliCommand, type CommandContext } from '../../cli/command-registry.ts';
import { createLogger } from '../../logger.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { formatReconciliation, reconcileAfterBatch } from '../reconciliation/reconciliation.service.ts';
import { runBuiltInRegistrar } from './built-in-registrar.service.ts';
import { exportExchangeDay, type WrittenFile } from './exchange-export.service.ts';
import { importExchangeDay } from './exchange-import.service.ts';

const depsOf = ({ config, database, keys }: CommandContext) => ({
  db: database.db,
  exchange: config.exchange,
  fieldCipher: createFieldCipher(keys.dataKey),
  logger: createLogger(config),
});

const fileLine = (f: WrittenFile) => `  ${f.name}  ${f.recordCount} 条  sha256 ${f.sha256}`;

function dateArgument(args: string[]): string {
  const [flag, date, ...rest] = args;
  if (flag !== '--date' || !date || rest.length > 0) throw new UsageError('请用 --date YYYY-MM-DD 指定交易日');
  return date;
}

// `npm run cli -- exchange export --date YYYY-MM-DD`: T's application files into the outbox (docs/ta-exchange.md).
export const exchangeExportCommand: CliCommand = {
  name: 'exchange export',
  usage: 'exchange export --date YYYY-MM-DD',
  summary: '截止后生成T日的账户类与交易类申请文件（含索引文件），写入 EXCHANGE_DIR/outbox，可重复执行',
  async run(context, args) {
    const date = dateArgument(args);
    const files = await exportExchangeDay(depsOf(context), date, context.now());
    return [`${date} 申请文件已写入 ${context.config.exchange.dir}/outbox：`, ...files.map(fileLine)].join('\n');
  },
};

// `npm run cli -- exchange counterparty --date YYYY-MM-DD`: the built-in registrar answers T's files into the inbox.
export const exchangeCounterpartyCommand: CliCommand = {
  name: 'exchange counterparty',
  usage: 'exchange counterparty --date YYYY-MM-DD',
  summary: '内置登记机构：读取发件箱中T日的申请文件，按内置TA规则写出确认、份额对账、分红与行情文件到 EXCHANGE_DIR/inbox',
  async run(context, args) {
    const date = dateArgument(args);
    const files = await runBuiltInRegistrar(depsOf(context), date, context.now());
    return [`${date} 登记机构文件已写入 ${context.config.exchange.dir}/inbox：`, ...files.map(fileLine)].join('\n');
  },
};

// `npm run cli -- exchange import --date YYYY-MM-DD`: the registrar's files of T, checked whole, then applied.
export const exchangeImportCommand: CliCommand = {
  name: 'exchange import',
  usage: 'exchange import --date YYYY-MM-DD',
  summary: '导入收件箱中T日的登记机构文件（整份校验后入账：行情、确认、分红、份额对账），可重复执行',
  async run(context, args) {
    const date = dateArgument(args);
    const deps = depsOf(context);
    const report = await importExchangeDay(deps, date, context.now());
    const reconciliation = await reconcileAfterBatch(deps.db, date, context.now(), deps.logger);
    return [
      `${date} 登记机构文件已导入：`,
      ...report.files.map((f) => `  ${f.name}  ${f.recordCount} 条${f.skipped ? '（已导入过，未重复入账）' : ''}`),
      `确认成功 ${report.confirmations} 笔，确认失败 ${report.refusals} 笔，差错 ${report.breaks} 笔，份额对账差异 ${report.shareBreaks} 笔`,
      reconciliation ? formatReconciliation(reconciliation) : '对账未能完成（见错误日志）',
    ].join('\n');
  },
};
