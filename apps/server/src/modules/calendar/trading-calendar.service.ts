import {
  CALENDAR_LAST_DATE,
  coveredCalendarYears,
  installCalendarYears,
  isBuiltInCalendarYear,
  isTradingDay,
  parseCalendarYear,
  planCalendarYears,
  sameCalendarYear,
  tradingDaysBetween,
  type CalendarYear,
} from '@fund-direct/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import { listStoredCalendarYears, saveCalendarYear, type StoredCalendarYear } from './trading-calendar.repository.ts';

// Years announced after a release live in trading_calendar_year; the domain calendar answers for
// them once they are installed here (at start, on import, and on a timer when instances share PostgreSQL).

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface StoredYearOutcome {
  row: StoredCalendarYear;
  // Why the stored year is not in use: shipped by the release, or refused (the calendar then ends before it).
  ignored?: string;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Installs the stored years in order, stopping at the first one refused: the calendar never skips a year,
// and a year it does not cover is answered 1504, not guessed. A year the release now ships stays built in.
export async function installStoredCalendarYears(
  database: DatabaseHandle,
  log?: Log,
  executor: DbExecutor = database.db,
): Promise<StoredYearOutcome[]> {
  const rows = await listStoredCalendarYears(executor);
  const outcomes: StoredYearOutcome[] = [];
  let refused: string | undefined;
  for (const row of rows) {
    if (refused) {
      outcomes.push({ row, ignored: `前面的年份未能启用（${refused}）` });
      continue;
    }
    if (isBuiltInCalendarYear(row.year)) {
      const builtIn = coveredCalendarYears().find((y) => y.year === row.year) as CalendarYear;
      let same = false;
      try {
        same = sameCalendarYear(parseCalendarYear(row.data), builtIn);
      } catch {
        // A stored copy that no longer passes the rules differs from the release by definition.
      }
      outcomes.push({ row, ignored: same ? '与随版本发布的内置数据相同' : '与随版本发布的内置数据不同，以内置数据为准' });
      if (!same) log?.warn({ year: row.year }, 'stored trading calendar year differs from the built-in data; the built-in data is used');
      continue;
    }
    try {
      const plan = installCalendarYears([row.data]);
      if (plan.added.length > 0 || plan.revised.length > 0)
        log?.info({ year: row.year, source: row.source }, 'trading calendar year installed');
      outcomes.push({ row });
    } catch (error) {
      refused = `${String(row.year)} 年：${describeError(error)}`;
      outcomes.push({ row, ignored: describeError(error) });
      log?.error({ year: row.year, err: error }, 'stored trading calendar year refused; dates from that year on are answered 1504');
    }
  }
  return outcomes;
}

export interface ImportOptions {
  source: string | null;
  // Replace a stored year with different data (a revised notice).
  replace: boolean;
  now: Date;
}

export interface ImportResult {
  year: number;
  outcome: 'added' | 'revised' | 'unchanged' | 'built-in';
  tradingDays: number;
  lastDate: string;
}

export class CalendarImportError extends Error {
  override readonly name = 'CalendarImportError';
}

// Trading days of a covered year.
export function tradingDaysOf(year: number): number {
  const first = `${String(year)}-01-01`;
  return tradingDaysBetween(first, `${String(year)}-12-31`) + (isTradingDay(first) ? 1 : 0);
}

export interface ImportCheck {
  year: CalendarYear;
  outcome: ImportResult['outcome'];
  // The stored copy of the year, and whether the input is the same announcement.
  stored: StoredCalendarYear | undefined;
  storedSame: boolean;
}

// Every rule of an import, without writing: the year's own data (CalendarDataError naming the fields),
// the built-in years (RangeError), a stored year with other data (CalendarImportError unless replacing),
// and the calendar's continuity (RangeError). The console's preview shows these; the import applies them.
// Reads through `executor` (the approval's transaction when approving).
export async function checkCalendarImport(
  database: DatabaseHandle,
  input: unknown,
  replace: boolean,
  executor: DbExecutor = database.db,
): Promise<ImportCheck> {
  // A CLI process that opened the database itself starts from the built-in years.
  await installStoredCalendarYears(database, undefined, executor);
  const year = parseCalendarYear(input);
  if (isBuiltInCalendarYear(year.year)) {
    // Refused when it differs; the same data needs no row.
    planCalendarYears([year]);
    return { year, outcome: 'built-in', stored: undefined, storedSame: false };
  }
  const stored = (await listStoredCalendarYears(executor)).find((row) => row.year === year.year);
  let storedSame = false;
  try {
    storedSame = stored !== undefined && sameCalendarYear(parseCalendarYear(stored.data), year);
  } catch {
    // The stored copy is refused by the current rules: it differs.
  }
  if (stored && !storedSame && !replace) {
    throw new CalendarImportError(
      `数据库中已有 ${String(year.year)} 年的交易日历（${stored.source ?? '未注明来源'}），内容与此文件不同；如为国务院办公厅的调整通知，请加 --replace 重新导入`,
    );
  }
  const plan = planCalendarYears([year]);
  const outcome = plan.added.length > 0 ? 'added' : plan.revised.length > 0 ? 'revised' : 'unchanged';
  return { year, outcome, stored, storedSame };
}

// Stores a checked year (in the caller's transaction when given); installing it in the process is the caller's
// next step, once the row has committed.
export async function storeCheckedCalendarYear(
  executor: DbExecutor,
  check: ImportCheck,
  options: Pick<ImportOptions, 'source' | 'now'>,
): Promise<void> {
  const { year, outcome, stored, storedSame } = check;
  if (outcome === 'built-in') return;
  if (!storedSame || (options.source !== null && options.source !== stored?.source)) {
    await saveCalendarYear(executor, {
      year: year.year,
      data: year,
      source: options.source ?? stored?.source ?? null,
      importedAt: options.now,
    });
  }
}

export function installCheckedCalendarYear(check: ImportCheck): ImportResult {
  if (check.outcome !== 'built-in') installCalendarYears([check.year]);
  return { year: check.year.year, outcome: check.outcome, tradingDays: tradingDaysOf(check.year.year), lastDate: CALENDAR_LAST_DATE };
}

// Validates one year's data, stores it and installs it in this process at once.
export async function importCalendarYear(database: DatabaseHandle, input: unknown, options: ImportOptions): Promise<ImportResult> {
  const check = await checkCalendarImport(database, input, options.replace);
  await storeCheckedCalendarYear(database.db, check, options);
  return installCheckedCalendarYear(check);
}
