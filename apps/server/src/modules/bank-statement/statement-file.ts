import ExcelJS from 'exceljs';

// A statement file's rows of cells (the first row being line 1), from CSV text or the first worksheet of an .xlsx.
// What the cells mean is the domain's (parseStatementRows).

export class StatementFileError extends Error {
  override readonly name = 'StatementFileError';
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_COLUMNS = 60;

// Banks' 企业网银 write CSV in GB18030 (GBK) by default and UTF-8 on request; UTF-8 is taken when it is valid.
export function decodeStatementText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

// RFC 4180: fields in double quotes may hold commas (a bank's "1,000.00"), line breaks and doubled quotes. Tabs
// separate fields too when a line has no comma (exports saved as text from Excel). A leading = of ="0123" (Excel's
// keep-as-text) is dropped.
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let separator: ',' | '\t' | null = null;
  const endField = () => {
    row.push(field.replace(/^="(.*)"$/, '$1').trim());
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (separator === null) separator = lineSeparator(text, i);
    if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
      separator = null;
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

function lineSeparator(text: string, from: number): ',' | '\t' {
  const end = text.indexOf('\n', from);
  const line = text.slice(from, end === -1 ? undefined : end);
  return line.includes(',') || !line.includes('\t') ? ',' : '\t';
}

// Excel gives numbers and dates as values: an amount is a double whose shortest text is what was typed, a date cell
// a Date at UTC midnight (with its time of day when the cell holds one).
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.slice(11, 19) === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value).trim();
}

export async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new StatementFileError('无法读取该 Excel 文件，请上传 .xlsx 格式（Excel 2007 及以上）或 CSV 文件');
  }
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, line) => {
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    rows[line - 1] = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
  });
  return Array.from(rows, (row) => row ?? []);
}

// The file's type comes from its bytes (an .xlsx is a zip), never from its name alone.
export async function statementRows(fileName: string, bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return xlsxRows(bytes);
  if (/\.xlsx?$/i.test(fileName)) throw new StatementFileError('无法读取该 Excel 文件，请上传 .xlsx 格式（Excel 2007 及以上）或 CSV 文件');
  const text = decodeStatementText(bytes);
  if (text.includes('\u0000')) throw new StatementFileError('文件不是 CSV 文本或 .xlsx 表格');
  return csvRows(text);
}
