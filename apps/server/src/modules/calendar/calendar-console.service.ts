import {
  CalendarDataError,
  coveredCalendarYears,
  daysOfYear,
  holidayName,
  installCalendarYears,
  isBuiltInCalendarYear,
  isMakeUpWorkday,
  isTradingDay,
  summariseCalendarYear,
  type CalendarYear,
} from '@fund-direct/domain/calendar';
import {
  CALENDAR_IMPORT_OUTCOMES,
  type CalendarFieldError,
  type CalendarImportRequest,
  type CalendarPreviewResponse,
  type CalendarYearResponse,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { propose } from '../approval/proposal.service.ts';
import { JsonTextError, parseJsonText } from './json-text.ts';
import { listStoredCalendarYears } from './trading-calendar.repository.ts';
import {
  checkCalendarImport,
  CalendarImportError,
  storeCheckedCalendarYear,
  tradingDaysOf,
  type ImportCheck,
} from './trading-calendar.service.ts';

// The trading calendar import as a console page: the same checks as `calendar import` (checkCalendarImport),
// answered as a list of refused fields instead of one message, then a proposal that imports once approved.

const YEAR_FIELD = { field: 'year', label: '年份' };
const REPLACE_HINT = '请加 --replace 重新导入';

type Checked = { ok: true; check: ImportCheck } | { ok: false; errors: CalendarFieldError[] };

// Every problem of the year's data, by field.
async function checkInput(database: DatabaseHandle, input: unknown, replace: boolean, executor?: DbExecutor): Promise<Checked> {
  try {
    return { ok: true, check: await checkCalendarImport(database, input, replace, executor) };
  } catch (error) {
    if (error instanceof CalendarDataError) return { ok: false, errors: [...error.fields] };
    // A stored year with other data, a built-in year with other data, a year that does not follow the calendar.
    if (error instanceof CalendarImportError)
      return {
        ok: false,
        errors: [{ ...YEAR_FIELD, message: error.message.replace(REPLACE_HINT, '请勾选「替换已导入的年份」后重新提交') }],
      };
    if (error instanceof RangeError) return { ok: false, errors: [{ ...YEAR_FIELD, message: error.message }] };
    throw error;
  }
}

// The upload: the file's syntax error by line and column, then the data's problems by field.
async function checkUpload(database: DatabaseHandle, request: Pick<CalendarImportRequest, 'text' | 'replace'>): Promise<Checked> {
  let input: unknown;
  try {
    input = parseJsonText(request.text);
  } catch (error) {
    if (error instanceof JsonTextError) return { ok: false, errors: [{ field: '', label: '文件', message: error.message }] };
    throw error;
  }
  return checkInput(database, input, request.replace);
}

function summaryOf(check: ImportCheck): NonNullable<CalendarPreviewResponse['summary']> {
  return {
    ...summariseCalendarYear(check.year),
    outcome: check.outcome,
    outcomeLabel: CALENDAR_IMPORT_OUTCOMES[check.outcome],
    storedSource: check.stored?.source ?? null,
  };
}

export async function previewCalendarImport(database: DatabaseHandle, request: CalendarImportRequest): Promise<CalendarPreviewResponse> {
  const checked = await checkUpload(database, request);
  if (!checked.ok) return { valid: false, errors: checked.errors, summary: null };
  return { valid: true, errors: [], summary: summaryOf(checked.check) };
}

const errorLine = ({ field, label, message }: CalendarFieldError) =>
  field === '' ? message : `${field}${label ? `（${label}）` : ''}：${message}`;

export interface CalendarImportPayload {
  year: CalendarYear;
  source: string | null;
  replace: boolean;
}

export interface CalendarImportProposal {
  payload: CalendarImportPayload;
  summary: NonNullable<CalendarPreviewResponse['summary']>;
  // The year as the calendar has it now (null when it is new).
  before: unknown;
}

// What a proposal carries, or a 1001 naming the first refused field; a year with nothing to import is refused too.
export async function prepareCalendarImport(database: DatabaseHandle, request: CalendarImportRequest): Promise<CalendarImportProposal> {
  const checked = await checkUpload(database, request);
  if (!checked.ok) throw new AppError('VALIDATION', errorLine(checked.errors[0] as CalendarFieldError), { errors: checked.errors });
  const { check } = checked;
  if (
    check.outcome === 'built-in' ||
    (check.outcome === 'unchanged' && (request.source === null || request.source === check.stored?.source))
  )
    throw new AppError('VALIDATION', `年份：${String(check.year.year)} 年${CALENDAR_IMPORT_OUTCOMES[check.outcome]}，无需提交`);
  const installed = coveredCalendarYears().find((y) => y.year === check.year.year);
  return {
    payload: { year: check.year, source: request.source, replace: request.replace },
    summary: summaryOf(check),
    before: installed ? { ...summariseCalendarYear(installed), source: check.stored?.source ?? null } : null,
  };
}

// 基金运营 proposes the year; it is imported once 复核 approves (the 'calendar.import' handler).
export async function proposeCalendarImport(
  database: DatabaseHandle,
  actor: StaffActor,
  meta: AuditMeta,
  now: Date,
  request: CalendarImportRequest,
): Promise<{ id: string }> {
  const { payload, summary, before } = await prepareCalendarImport(database, request);
  return propose(database.db, actor, meta, now, {
    kind: 'calendar.import',
    target: String(summary.year),
    summary: `导入 ${String(summary.year)} 年交易日历（${summary.outcomeLabel}，全年交易日 ${String(summary.tradingDays)} 天）`,
    payload,
    before,
    after: { ...summary, source: payload.source },
  });
}

// The approved import, in the approval's transaction: checked again (the calendar may have moved since),
// then stored; the process starts answering for the year once that commits (installApprovedCalendarYear).
export interface CalendarImportApplied {
  year: number;
  outcome: ImportCheck['outcome'];
  outcomeLabel: string;
  tradingDays: number;
}

export async function applyCalendarImport(
  database: DatabaseHandle,
  tx: DbExecutor,
  payload: CalendarImportPayload,
  now: Date,
): Promise<CalendarImportApplied> {
  const checked = await checkInput(database, payload.year, payload.replace, tx);
  if (!checked.ok) throw new AppError('VALIDATION', `交易日历已不能导入：${errorLine(checked.errors[0] as CalendarFieldError)}`);
  await storeCheckedCalendarYear(tx, checked.check, { source: payload.source, now });
  const { year, outcome } = checked.check;
  return {
    year: year.year,
    outcome,
    outcomeLabel: CALENDAR_IMPORT_OUTCOMES[outcome],
    tradingDays: summariseCalendarYear(year).tradingDays,
  };
}

// After the commit: the stored row stands whatever happens here. Refused only if the calendar moved in between (another
// year installed at that instant); the stored years are installed again at the next start or refresh.
export function installApprovedCalendarYear(payload: CalendarImportPayload): boolean {
  try {
    installCalendarYears([payload.year]);
    return true;
  } catch {
    return false;
  }
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export async function calendarYearView(database: DatabaseHandle, year: number): Promise<CalendarYearResponse> {
  const covered = coveredCalendarYears().map((y) => y.year);
  const firstYear = Math.min(...covered);
  const lastYear = Math.max(...covered);
  if (!covered.includes(year)) {
    throw new AppError('VALIDATION', `年份：交易日历覆盖 ${String(firstYear)} 至 ${String(lastYear)} 年，不含 ${String(year)} 年`);
  }
  const stored = isBuiltInCalendarYear(year) ? undefined : (await listStoredCalendarYears(database.db)).find((row) => row.year === year);
  return {
    year,
    firstYear,
    lastYear,
    origin: isBuiltInCalendarYear(year) ? 'built-in' : 'imported',
    source: stored?.source ?? null,
    importedAt: stored?.importedAt.toISOString() ?? null,
    tradingDays: tradingDaysOf(year),
    days: daysOfYear(year).map((date) => ({
      date,
      weekday: weekdayOf(date),
      trading: isTradingDay(date),
      holiday: holidayName(date) ?? null,
      makeUpWorkday: isMakeUpWorkday(date),
    })),
  };
}
