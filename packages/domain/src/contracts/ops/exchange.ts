import { z } from 'zod';
import { isCalendarDate } from '../../calendar/day-number.ts';

// 数据交换 in the operations console: each trading day's files with the registrar (docs/ta-exchange.md), their
// states, the breaks the import found, and the actions that write and read the files.

export const EXCHANGE_MODES = { embedded: '内置TA确认', exchange: '登记机构文件确认' } as const;
export type ExchangeMode = keyof typeof EXCHANGE_MODES;

export const EXCHANGE_DIRECTIONS = { out: '发送', in: '接收' } as const;
export type ExchangeDirectionCode = keyof typeof EXCHANGE_DIRECTIONS;

// pending: an outbox file not written yet; awaiting: a registrar's file not in the inbox yet.
export const EXCHANGE_FILE_STATES = {
  pending: '待发送',
  awaiting: '未收到',
  sent: '已发送',
  acknowledged: '已确认',
  received: '已接收',
  imported: '已导入',
  refused: '已拒绝',
} as const;
export type ExchangeFileStateCode = keyof typeof EXCHANGE_FILE_STATES;
export const EXCHANGE_FILE_STATE_CODES = Object.keys(EXCHANGE_FILE_STATES) as [ExchangeFileStateCode, ...ExchangeFileStateCode[]];

export const EXCHANGE_BREAK_KINDS = {
  unknown_order: '登记机构确认了未发送的申请',
  confirmation_differs: '确认与申请不符',
  account_refused: '账户申请未被确认',
  shares_differ: '份额与登记机构不一致',
  shares_missing: '登记机构无此份额',
  unknown_account: '基金账户不在本系统',
} as const;

export const EXCHANGE_RECONCILIATION = { clean: '对账平', break: '对账不平，见对账结果', failed: '对账未能完成，见错误日志' } as const;

// The label of an index file's type (exchange_file.file_type 'index').
export const EXCHANGE_INDEX_FILE_LABEL = '索引文件';

export const EXCHANGE_TEXT = {
  counterpartyProduction: '生产环境不提供内置登记机构应答：登记机构的文件由其送入收件箱后导入',
  embeddedMode: '当前为内置TA确认模式（TA_MODE=embedded），订单由内置TA批处理确认，不与登记机构交换文件',
} as const;

// How many trading days the day list shows, up to today.
export const EXCHANGE_RECENT_DAYS = 20;

const tradeDate = z
  .string({ error: '交易日（date）不能为空' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '交易日（date）应为 YYYY-MM-DD 格式的日期')
  .refine(isCalendarDate, '交易日（date）不是存在的日期');

export const exchangeDateParams = z.object({ date: tradeDate });
export type ExchangeDateParams = z.infer<typeof exchangeDateParams>;

// A download names the day, the box and the file; only a name recorded for that day and box is served.
export const exchangeFileParams = z.object({
  date: tradeDate,
  direction: z.enum(['out', 'in'], { error: '方向（direction）应为 out 或 in' }),
  name: z.string({ error: '文件名（name）不能为空' }).regex(/^OF[DI]_[0-9A-Za-z_]{1,80}\.TXT$/, '文件名（name）不是数据交换文件名'),
});
export type ExchangeFileParams = z.infer<typeof exchangeFileParams>;

const modeFields = {
  mode: z.enum(['embedded', 'exchange']),
  modeLabel: z.string(),
  // The built-in registrar answers only outside production.
  counterpartyAllowed: z.boolean(),
};

export const exchangeDaySummary = z.object({
  tradeDate: z.string(),
  files: z.array(z.object({ state: z.enum(EXCHANGE_FILE_STATE_CODES), stateLabel: z.string(), count: z.number().int() })),
  breaks: z.number().int(),
});
export type ExchangeDaySummary = z.infer<typeof exchangeDaySummary>;

export const exchangeDaysResponse = z.object({ ...modeFields, days: z.array(exchangeDaySummary) });
export type ExchangeDaysResponse = z.infer<typeof exchangeDaysResponse>;

export const exchangeFileView = z.object({
  direction: z.enum(['out', 'in']),
  directionLabel: z.string(),
  // The protocol's two-digit type, or 'index'.
  fileType: z.string(),
  fileTypeLabel: z.string(),
  name: z.string(),
  state: z.enum(EXCHANGE_FILE_STATE_CODES),
  stateLabel: z.string(),
  recordCount: z.number().int().nullable(),
  sha256: z.string().nullable(),
  reason: z.string().nullable(),
  updatedAt: z.string().nullable(),
  // Recorded for the day: the bytes can be downloaded.
  downloadable: z.boolean(),
});
export type ExchangeFileView = z.infer<typeof exchangeFileView>;

export const exchangeBreakView = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  customerNameMasked: z.string().nullable(),
  custno: z.string().nullable(),
  fundCode: z.string().nullable(),
  transactionAccount: z.string().nullable(),
  reference: z.string().nullable(),
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type ExchangeBreakView = z.infer<typeof exchangeBreakView>;

export const exchangeDayResponse = z.object({
  ...modeFields,
  tradeDate: z.string(),
  outbox: z.array(exchangeFileView),
  inbox: z.array(exchangeFileView),
  breaks: z.array(exchangeBreakView),
});
export type ExchangeDayResponse = z.infer<typeof exchangeDayResponse>;

const writtenFile = z.object({ name: z.string(), fileType: z.string(), recordCount: z.number().int(), sha256: z.string() });

// POST export / counterparty: the files written.
export const exchangeWriteResponse = z.object({ tradeDate: z.string(), files: z.array(writtenFile) });
export type ExchangeWriteResponse = z.infer<typeof exchangeWriteResponse>;

// POST import: what the import applied.
export const exchangeImportResponse = z.object({
  tradeDate: z.string(),
  files: z.array(z.object({ name: z.string(), fileType: z.string(), recordCount: z.number().int(), skipped: z.boolean() })),
  confirmations: z.number().int(),
  refusals: z.number().int(),
  breaks: z.number().int(),
  shareBreaks: z.number().int(),
  // The reconciliation run after the import, as the CLI runs it: clean, a break, or the checks failed to run.
  reconciliation: z.enum(['clean', 'break', 'failed']),
});
export type ExchangeImportResponse = z.infer<typeof exchangeImportResponse>;
