// CSV for Excel (issue 17, audit export): UTF-8 with a byte-order mark so Excel reads the Chinese text, RFC 4180
// quoting, CRLF line ends, and cells that a spreadsheet would run as a formula defused with a leading apostrophe.
export const CSV_BOM = '\uFEFF';

// OWASP's list: = + - @ start a formula; a tab or carriage return at the start can smuggle one past a trimmed check.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
