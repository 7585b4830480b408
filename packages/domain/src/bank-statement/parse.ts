import { readAmount, readDate, readSerial, readText, readTime, type CellResult } from './cells.ts';
import { columnsOf, STATEMENT_LAYOUTS, type StatementField, type StatementLayout } from './layouts.ts';

export interface StatementLine {
  // The line's number in the file (spreadsheet row), as the bank's file shows it.
  lineNo: number;
  // ISO instant; a statement without times books the line at 00:00 China time of its date.
  bookedAt: string;
  direction: 'in' | 'out';
  amount: string;
  payerName: string;
  payerAccount: string;
  memo: string;
  bankSerial: string;
}

export interface StatementError {
  // null when the error is the file's as a whole (no header).
  line: number | null;
  column: number | null;
  message: string;
}

export type ParsedStatement =
  { ok: true; layout: StatementLayout; headerLine: number; lines: StatementLine[] } | { ok: false; errors: StatementError[] };

export const STATEMENT_LIMITS = { maxLines: 20_000, headerSearchRows: 20, maxErrors: 20 } as const;

const FIELD_LABELS: Record<StatementField, string> = {
  date: '交易日期',
  time: '交易时间',
  credit: '收入金额',
  debit: '支出金额',
  balance: '余额',
  payerName: '对方户名',
  payerAccount: '对方账号',
  memo: '附言',
  bankSerial: '银行流水号',
};

// Bank exports put the account and period above the header and totals below the lines.
const TOTAL_ROW = /^(合计|总计|小计|本页合计|借方合计|贷方合计)/;

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function findHeader(rows: readonly string[][], layouts: readonly StatementLayout[]) {
  for (let index = 0; index < Math.min(rows.length, STATEMENT_LIMITS.headerSearchRows); index += 1) {
    for (const layout of layouts) {
      const columns = columnsOf(layout, rows[index] ?? []);
      if (columns) return { index, layout, columns };
    }
  }
  return null;
}

function headerMissing(layouts: readonly StatementLayout[]): StatementError {
  const names = layouts.map((layout) => `${layout.name}（${layout.required.map((f) => layout.columns[f]?.[0]).join('、')}）`);
  return { line: null, column: null, message: `未找到流水文件的表头：应包含 ${names.join(' 或 ')} 各列` };
}

// Rows of cells (a CSV's lines or a worksheet's rows, the first row being line 1) to statement lines. The layout is
// the one whose header is found (or the one named); any refused cell refuses the whole file, each error naming
// its line and column, so a file is imported whole or not at all.
export function parseStatementRows(rows: readonly string[][], layoutCode?: string): ParsedStatement {
  const layouts = layoutCode ? STATEMENT_LAYOUTS.filter((layout) => layout.code === layoutCode) : STATEMENT_LAYOUTS;
  const header = findHeader(rows, layouts);
  if (!header) return { ok: false, errors: [headerMissing(layouts)] };
  const errors: StatementError[] = [];
  const lines: StatementLine[] = [];
  const serials = new Map<string, number>();
  const headerCells = rows[header.index] ?? [];

  for (let index = header.index + 1; index < rows.length && errors.length < STATEMENT_LIMITS.maxErrors; index += 1) {
    const row = rows[index] ?? [];
    if (isBlank(row) || TOTAL_ROW.test((row.find((cell) => cell.trim() !== '') ?? '').trim())) continue;
    const lineNo = index + 1;
    const cellOf = (field: StatementField) => {
      const column = header.columns.get(field)?.[0];
      return column === undefined ? null : { column, text: row[column] ?? '' };
    };
    const read = <T>(field: StatementField, reader: (text: string) => CellResult<T>, fallback: T): T => {
      const cell = cellOf(field);
      if (!cell) return fallback;
      const result = reader(cell.text);
      if (result.ok) return result.value;
      const label = headerCells[cell.column]?.trim() || FIELD_LABELS[field];
      errors.push({
        line: lineNo,
        column: cell.column + 1,
        message: `第 ${lineNo} 行第 ${cell.column + 1} 列「${label}」：${result.reason}`,
      });
      return fallback;
    };
    const before = errors.length;
    const date = read('date', readDate, null);
    const time = read('time', readTime, null);
    const credit = read('credit', readAmount, null);
    const debit = read('debit', readAmount, null);
    const payerName = read('payerName', (text) => readText(text, 100), '');
    const payerAccount = read('payerAccount', (text) => readText(text, 40), '');
    const memo = (header.columns.get('memo') ?? [])
      .map((column) => row[column]?.trim() ?? '')
      .filter((text) => text !== '')
      .join(' ');
    const bankSerial = read('bankSerial', readSerial, '');
    if (errors.length > before || !date) continue;

    const amountColumn = (header.columns.get('credit')?.[0] ?? 0) + 1;
    if ((credit === null) === (debit === null)) {
      const which = credit === null ? '均为空' : '不能同时有值';
      errors.push({
        line: lineNo,
        column: amountColumn,
        message: `第 ${lineNo} 行第 ${amountColumn} 列「${headerCells[amountColumn - 1]?.trim()}」：收入与支出金额${which}`,
      });
      continue;
    }
    if (memo.length > 500) {
      errors.push({
        line: lineNo,
        column: (header.columns.get('memo')?.[0] ?? 0) + 1,
        message: `第 ${lineNo} 行「附言」：内容过长（最多 500 个字符）`,
      });
      continue;
    }
    const serialColumn = (header.columns.get('bankSerial')?.[0] ?? 0) + 1;
    const earlier = serials.get(bankSerial);
    if (earlier !== undefined) {
      errors.push({
        line: lineNo,
        column: serialColumn,
        message: `第 ${lineNo} 行第 ${serialColumn} 列「${headerCells[serialColumn - 1]?.trim()}」：银行流水号与第 ${earlier} 行重复`,
      });
      continue;
    }
    serials.set(bankSerial, lineNo);
    const clock = time ?? date.time ?? '00:00:00';
    lines.push({
      lineNo,
      bookedAt: new Date(`${date.date}T${clock}+08:00`).toISOString(),
      direction: credit !== null ? 'in' : 'out',
      amount: credit ?? debit ?? '0.00',
      payerName,
      payerAccount,
      memo,
      bankSerial,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) return { ok: false, errors: [{ line: header.index + 1, column: null, message: '流水文件中没有交易记录' }] };
  if (lines.length > STATEMENT_LIMITS.maxLines) {
    return { ok: false, errors: [{ line: null, column: null, message: `流水文件过大：最多 ${STATEMENT_LIMITS.maxLines} 条交易记录` }] };
  }
  return { ok: true, layout: header.layout, headerLine: header.index + 1, lines };
}
