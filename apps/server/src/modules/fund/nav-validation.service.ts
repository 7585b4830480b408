import type { NavPreviewResponse, NavRowInput, NavUploadPreviewResponse } from '@fund-direct/domain/contracts/ops';
import { checkNavEntries, type NavCheckResult, type NumberedNavEntry, type PreviousNav } from '@fund-direct/domain/nav';
import { parseIsoDate } from '@fund-direct/domain/yield';
import type { DbExecutor } from '../../db/database.ts';
import { navFundProfiles } from './nav-import.service.ts';
import { readNavCsv } from './nav-csv.ts';
import { selectPreviousNavs } from './nav-ops.repository.ts';
import { NavFileError, readNavXlsx } from './nav-xlsx.ts';

export { NavFileError };

// The console's NAV checks for one trade date: the domain rules with the funds, the trading calendar and each
// fund's previous NAV (for the day-over-day move). Used by the preview, the proposal and again by its approval.
export async function validateNavRows(executor: DbExecutor, date: string, rows: readonly NavRowInput[]): Promise<NavCheckResult> {
  const [funds, previousRows] = await Promise.all([navFundProfiles(executor), selectPreviousNavs(executor, date)]);
  const previous = new Map<string, PreviousNav>(
    previousRows.map((r) => [r.fundCode, { date: r.date, unitNav: r.unitNav, accNav: r.accNav }]),
  );
  return checkNavEntries(numberedEntries(date, rows), { funds, tradeDate: date, previous });
}

export function numberedEntries(date: string, rows: readonly NavRowInput[]): NumberedNavEntry[] {
  return rows.map((row, index) => ({
    line: row.line ?? index + 1,
    entry: {
      fundCode: row.fundCode,
      date: row.date ?? date,
      unitNav: row.unitNav,
      accNav: row.accNav,
      incomePer10k: row.incomePer10k,
      yield7dPercent: row.yield7dPercent,
    },
  }));
}

export function previewOf(date: string, result: NavCheckResult): NavPreviewResponse {
  return { date, rows: result.rows, errors: result.errors, flags: result.flags, valid: result.errors.length === 0 };
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

// CSV files saved by Excel in China are often GBK; UTF-8 (with or without BOM) is tried first.
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

// The file's type comes from its bytes (an .xlsx is a zip), never from its name alone.
export async function readNavFile(fileName: string, bytes: Buffer): Promise<NumberedNavEntry[]> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return readNavXlsx(bytes);
  if (/\.xlsx?$/i.test(fileName)) throw new NavFileError('无法读取该 Excel 文件，请上传 .xlsx 格式（Excel 2007 及以上）或 CSV 文件');
  const text = decodeText(bytes);
  if (text.includes('\u0000')) throw new NavFileError('文件不是 CSV 文本或 .xlsx 表格');
  return readNavCsv(text);
}

// An uploaded file checked for `date` (or, when none was chosen, the date of its first line); nothing is written.
export async function previewNavFile(
  executor: DbExecutor,
  chosenDate: string | undefined,
  fileName: string,
  bytes: Buffer,
): Promise<NavUploadPreviewResponse> {
  const entries = await readNavFile(fileName, bytes);
  if (entries.length === 0) throw new NavFileError('文件中没有净值数据');
  const date = chosenDate ?? parseIsoDate(entries[0]?.entry.date ?? '');
  if (!date) throw new NavFileError(`第 ${entries[0]?.line ?? 1} 行第 2 列「净值日期」：无法识别日期，请先选择净值日期`);
  const rows: (NavRowInput & { line: number })[] = entries.map(({ line, entry }) => ({ line, ...entry }));
  const result = await validateNavRows(executor, date, rows);
  return { ...previewOf(date, result), fileName, entries: rows };
}
