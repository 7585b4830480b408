// A statement layout maps the bank's column headers onto the fields of a statement line. Each field lists the
// header texts it may carry (banks differ in 帐号/账号 and in full- or half-width brackets; headers are compared
// after normaliseHeader). The first row whose cells name every required column is the header; its layout is the
// file's.

export type StatementField = 'date' | 'time' | 'credit' | 'debit' | 'balance' | 'payerName' | 'payerAccount' | 'memo' | 'bankSerial';

export interface StatementLayout {
  code: string;
  name: string;
  // Header texts per field; memo joins every column it finds (摘要, 用途, 附言 …) with a space.
  columns: Partial<Record<StatementField, readonly string[]>>;
  required: readonly StatementField[];
}

// Our own documented layout, for a bank without a layout here or a statement typed by hand:
// 交易日期,交易时间,收入金额,支出金额,对方户名,对方账号,附言,银行流水号 (余额 may follow).
export const GENERIC_LAYOUT: StatementLayout = {
  code: 'generic',
  name: '通用格式',
  columns: {
    date: ['交易日期'],
    time: ['交易时间'],
    credit: ['收入金额'],
    debit: ['支出金额'],
    balance: ['余额'],
    payerName: ['对方户名'],
    payerAccount: ['对方账号'],
    memo: ['附言'],
    bankSerial: ['银行流水号'],
  },
  required: ['date', 'credit', 'debit', 'payerName', 'payerAccount', 'memo', 'bankSerial'],
};

// 招商银行 企业网银 (U-Bank) 账务查询 → 交易明细 export: 交易日, 交易时间, 起息日, 交易类型, 借方金额, 贷方金额,
// 余额, 摘要, 流水号, 流程实例号, 业务名称, 用途, 业务参考号, 业务摘要, 其它摘要, 收(付)方分行名, 收(付)方名称,
// 收(付)方帐号, 收(付)方开户行行号 … . 贷方 is money in on the company's account, 借方 money out. A customer's
// 附言 shows in 摘要 or 用途 depending on the channel it was sent from, so all the summary columns are read.
export const CMB_LAYOUT: StatementLayout = {
  code: 'cmb',
  name: '招商银行企业网银交易明细',
  columns: {
    date: ['交易日', '交易日期'],
    time: ['交易时间'],
    credit: ['贷方金额'],
    debit: ['借方金额'],
    balance: ['余额'],
    payerName: ['收(付)方名称'],
    payerAccount: ['收(付)方账号'],
    memo: ['摘要', '用途', '业务摘要', '其它摘要', '其他摘要'],
    bankSerial: ['流水号'],
  },
  required: ['date', 'credit', 'debit', 'payerName', 'payerAccount', 'bankSerial'],
};

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [CMB_LAYOUT, GENERIC_LAYOUT];

export const STATEMENT_LAYOUT_CODES = STATEMENT_LAYOUTS.map((layout) => layout.code) as [string, ...string[]];

export function layoutByCode(code: string): StatementLayout | undefined {
  return STATEMENT_LAYOUTS.find((layout) => layout.code === code);
}

export function normaliseHeader(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/[\s\u3000*]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/帐/g, '账');
}

// Column index (0-based) of each field of the layout in a header row; null when a required one is missing.
export function columnsOf(layout: StatementLayout, header: readonly string[]): Map<StatementField, number[]> | null {
  const cells = header.map(normaliseHeader);
  const found = new Map<StatementField, number[]>();
  for (const [field, names] of Object.entries(layout.columns) as [StatementField, readonly string[]][]) {
    const wanted = names.map(normaliseHeader);
    const indexes = cells.flatMap((cell, index) => (wanted.includes(cell) ? [index] : []));
    if (indexes.length > 0) found.set(field, field === 'memo' ? indexes : indexes.slice(0, 1));
  }
  return layout.required.every((field) => found.has(field)) ? found : null;
}
