import ExcelJS from 'exceljs';
import type { NumberedNavEntry } from '@fund-direct/domain/nav';
import { isHeaderLine, navEntryOf } from './nav-csv.ts';

export class NavFileError extends Error {
  override readonly name = 'NavFileError';
}

// Excel gives numbers and dates as values: a code typed as a number lost its leading zeros, a date cell is a
// Date at UTC midnight, a NAV is a double whose shortest text is what was typed.
function cellText(value: ExcelJS.CellValue, column: number): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return column === 1 && Number.isInteger(value) ? String(value).padStart(6, '0') : String(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, column);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

// The first worksheet of an .xlsx file, row numbers as Excel shows them.
export async function readNavXlsx(bytes: Buffer): Promise<NumberedNavEntry[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new NavFileError('无法读取该 Excel 文件，请上传 .xlsx 格式（Excel 2007 及以上）');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const entries: NumberedNavEntry[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = [1, 2, 3, 4, 5, 6].map((column) => cellText(row.getCell(column).value, column));
    if (cells.every((cell) => cell === '') || isHeaderLine(line, cells[0] ?? '')) return;
    entries.push(navEntryOf(line, cells));
  });
  return entries;
}
