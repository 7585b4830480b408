import { z } from 'zod';

// The trading calendar import in the operations console (issue 17): the year's JSON file as uploaded,
// checked by the rules of `npm run cli -- calendar import`, proposed, and imported once approved.

export const CALENDAR_IMPORT_OUTCOMES = {
  added: '新增年份',
  revised: '按调整通知替换已导入的年份',
  unchanged: '与已导入的数据相同',
  'built-in': '与随版本发布的内置数据相同，无需导入',
} as const;

// The largest real year file is a few kilobytes.
export const CALENDAR_FILE_MAX_CHARS = 100_000;

export const calendarImportRequest = z.object({
  // The file's text; the server reads it as JSON and names the line and column of a syntax error.
  text: z
    .string({ error: '请上传交易日历 JSON 文件' })
    .min(1, '文件是空的')
    .max(CALENDAR_FILE_MAX_CHARS, `文件过大（不超过 ${String(CALENDAR_FILE_MAX_CHARS)} 个字符）`),
  // The notice's reference number (文号), as the CLI's --source.
  source: z
    .string({ error: '文号应为文字' })
    .trim()
    .max(100, '文号不超过 100 个字')
    .regex(/^[^\r\n]*$/, '文号应为一行')
    .nullish()
    .transform((value) => (value ? value : null)),
  // A stored year with other data is replaced only when asked (a revised notice), as the CLI's --replace.
  replace: z.boolean({ error: '替换标志应为 true 或 false' }).default(false),
});

export const calendarFieldError = z.object({
  // As the field appears in the file (holidays[1].to); '' for the file as a whole.
  field: z.string(),
  label: z.string(),
  message: z.string(),
});

export const calendarYearSummaryView = z.object({
  year: z.number().int(),
  tradingDays: z.number().int(),
  holidays: z.array(
    z.object({ name: z.string(), from: z.string(), to: z.string(), days: z.number().int(), closedWeekdays: z.number().int() }),
  ),
  makeUpWorkdays: z.array(z.string()),
  exchangeClosures: z.array(z.object({ date: z.string(), name: z.string() })),
  outcome: z.enum(['added', 'revised', 'unchanged', 'built-in']),
  outcomeLabel: z.string(),
  // The source of the copy already stored, when the import replaces or repeats it.
  storedSource: z.string().nullable(),
});

export const calendarPreviewResponse = z.object({
  valid: z.boolean(),
  errors: z.array(calendarFieldError),
  summary: calendarYearSummaryView.nullable(),
});

// Without a year: the current one.
export const calendarYearQuery = z.object({
  year: z.coerce
    .number({ error: '年份应为数字' })
    .int('年份应为整数')
    .min(2000, '年份应在 2000 至 2099 之间')
    .max(2099, '年份应在 2000 至 2099 之间')
    .optional(),
});

export const calendarDayView = z.object({
  date: z.string(),
  // 0 = Sunday … 6 = Saturday.
  weekday: z.number().int(),
  trading: z.boolean(),
  holiday: z.string().nullable(),
  makeUpWorkday: z.boolean(),
});

export const calendarYearResponse = z.object({
  year: z.number().int(),
  // The years the calendar covers now (built-in and imported), for the year picker.
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  origin: z.enum(['built-in', 'imported']),
  source: z.string().nullable(),
  importedAt: z.string().nullable(),
  tradingDays: z.number().int(),
  days: z.array(calendarDayView),
});

// The proposal the import became (it waits for 复核).
export const calendarProposeResponse = z.object({ id: z.string() });

export type CalendarImportRequest = z.infer<typeof calendarImportRequest>;
export type CalendarFieldError = z.infer<typeof calendarFieldError>;
export type CalendarPreviewResponse = z.infer<typeof calendarPreviewResponse>;
export type CalendarYearQuery = z.infer<typeof calendarYearQuery>;
export type CalendarYearResponse = z.infer<typeof calendarYearResponse>;
