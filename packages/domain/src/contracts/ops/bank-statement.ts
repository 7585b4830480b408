import { z } from 'zod';

// 客户服务 → 银行流水: the collection account's statement files, their lines and how each was resolved.

export const BANK_LINE_STATES = {
  matched: '已自动匹配',
  manual: '人工匹配',
  unmatched: '未匹配',
  ambiguous: '多笔候选',
  ignored: '无需处理',
} as const;
export type BankLineState = keyof typeof BANK_LINE_STATES;
export const BANK_LINE_STATE_CODES = Object.keys(BANK_LINE_STATES) as [BankLineState, ...BankLineState[]];

export const BANK_STATEMENT_TEXT = {
  fileRequired: '请选择要导入的银行流水文件（CSV 或 .xlsx）',
  fileTooLarge: '文件过大（最大 10 MB）',
  notMultipart: '请以 multipart/form-data 上传银行流水文件',
  uploadParts: '上传内容不正确：只能包含一个流水文件（file）和银行格式（bank）',
  layoutInvalid: '银行格式不正确：可选 cmb（招商银行企业网银交易明细）或 generic（通用格式）',
  statementMissing: '银行流水文件不存在',
  lineMissing: '流水记录不存在',
  orderNoInvalid: '请输入订单号（6-32位字母或数字）',
  orderMissing: '汇款订单不存在',
  reasonRequired: '请填写无需处理的原因',
  reasonTooLong: '原因最多 200 个字',
  notCredit: '支出流水不能匹配汇款订单',
  arrivedBeforeOrder: '流水入账时间早于下单时间，不能匹配',
} as const;

export const bankStatementParams = z.object({ id: z.uuid({ error: '流水文件编号不正确' }) });
export const bankLineParams = z.object({ lineId: z.uuid({ error: '流水记录编号不正确' }) });

export const bankStatementItem = z.object({
  id: z.string(),
  fileName: z.string(),
  layout: z.string(),
  layoutName: z.string(),
  accountNo: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  importedBy: z.string(),
  importedAt: z.string(),
  // Lines of the file, and those already imported from an earlier file (same account and bank serial), not kept again.
  lineCount: z.number().int(),
  duplicateCount: z.number().int(),
  counts: z.object({
    matched: z.number().int(),
    manual: z.number().int(),
    unmatched: z.number().int(),
    ambiguous: z.number().int(),
    ignored: z.number().int(),
  }),
});
export type BankStatementItem = z.infer<typeof bankStatementItem>;

// GET /api/ops/bank-statements: the latest imports first.
export const bankStatementListResponse = z.object({ list: z.array(bankStatementItem) });
export type BankStatementListResponse = z.infer<typeof bankStatementListResponse>;

// POST /api/ops/bank-statements (multipart: file, optional bank = layout code): the imported statement with its counts.
export const bankStatementImportResponse = bankStatementItem;
export type BankStatementImportResponse = z.infer<typeof bankStatementImportResponse>;

export const bankLineItem = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  bookedAt: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.string(),
  payerName: z.string(),
  payerAccount: z.string(),
  memo: z.string(),
  bankSerial: z.string(),
  state: z.enum(BANK_LINE_STATE_CODES),
  orderNo: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type BankLineItem = z.infer<typeof bankLineItem>;

// GET /api/ops/bank-statements/:id/lines?state=
export const bankLinesQuery = z.object({
  state: z.enum(BANK_LINE_STATE_CODES, { error: '流水状态不正确' }).optional(),
});
export type BankLinesQuery = z.infer<typeof bankLinesQuery>;
export const bankLinesResponse = z.object({ statement: bankStatementItem, list: z.array(bankLineItem) });
export type BankLinesResponse = z.infer<typeof bankLinesResponse>;

// POST /api/ops/bank-statements/lines/:lineId/match
export const bankLineMatchRequest = z.object({
  orderNo: z
    .string({ error: BANK_STATEMENT_TEXT.orderNoInvalid })
    .trim()
    .regex(/^[A-Za-z0-9]{6,32}$/, BANK_STATEMENT_TEXT.orderNoInvalid),
});
export type BankLineMatchRequest = z.infer<typeof bankLineMatchRequest>;

// POST /api/ops/bank-statements/lines/:lineId/ignore
export const bankLineIgnoreRequest = z.object({
  reason: z
    .string({ error: BANK_STATEMENT_TEXT.reasonRequired })
    .trim()
    .min(1, BANK_STATEMENT_TEXT.reasonRequired)
    .max(200, BANK_STATEMENT_TEXT.reasonTooLong),
});
export type BankLineIgnoreRequest = z.infer<typeof bankLineIgnoreRequest>;

export const bankLineResolveResponse = bankLineItem;
export type BankLineResolveResponse = z.infer<typeof bankLineResolveResponse>;
