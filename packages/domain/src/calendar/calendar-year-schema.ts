import { z } from 'zod';
import { dayOfWeek, isWeekend, toDayNumber } from './day-number.ts';
import type { CalendarYear } from './holidays-data.ts';

// One announced year as a JSON file (the State Council's notice of the year's holidays, as the
// exchanges apply it), validated with the rules the built-in data follows. Shown with 2025:
//   { "year": 2025,
//     "holidays": [{ "name": "元旦", "from": "2025-01-01", "to": "2025-01-01" }, …],
//     "makeUpWorkdays": ["2025-01-26", …],
//     "exchangeClosures": [{ "date": "…", "name": "春节" }] }   ← optional, rare

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// 元旦、国庆节、中秋节 and the like; a one-off holiday (抗战胜利纪念日) needs no release.
const HOLIDAY_NAME = /^[\u4e00-\u9fff][\u4e00-\u9fff、]{0,19}$/;
// The longest announced span was the extended 2020 Spring Festival (10 days); more is a typo.
const MAX_HOLIDAY_DAYS = 15;
const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const;

// zod's own messages are English; each field answers in Chinese, telling a missing field apart.
const expected = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? '缺少此字段' : `应为${what}`);

function isRealDate(value: string): boolean {
  try {
    toDayNumber(value);
    return true;
  } catch {
    return false;
  }
}

const dateSchema = z
  .string({ error: expected(' YYYY-MM-DD 格式的日期') })
  .regex(ISO_DATE, { message: '应为 YYYY-MM-DD 格式的日期', abort: true })
  .refine(isRealDate, '不是存在的日期');
const nameSchema = z.string({ error: expected('中文名称') }).regex(HOLIDAY_NAME, '应为 1 至 20 个汉字（可用顿号连接，如 国庆节、中秋节）');
const strictObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `不支持的字段：${issue.keys.join('、')}` : expected('对象')(issue)),
  });

const holidaySchema = strictObject({ name: nameSchema, from: dateSchema, to: dateSchema });
const closureSchema = strictObject({ date: dateSchema, name: nameSchema });

export const calendarYearSchema = strictObject({
  year: z
    .int({ error: expected('四位年份数字') })
    .min(2000, '应在 2000 至 2099 之间')
    .max(2099, '应在 2000 至 2099 之间'),
  holidays: z.array(holidaySchema, { error: expected('假期数组') }).min(1, '至少应有一个假期'),
  makeUpWorkdays: z.array(dateSchema, { error: expected('日期数组（没有调休时为 []）') }),
  exchangeClosures: z.array(closureSchema, { error: expected('数组') }).optional(),
}).superRefine((value, ctx) => {
  for (const issue of calendarYearProblems(value)) ctx.addIssue({ code: 'custom', ...issue });
});

interface Problem {
  path: (string | number)[];
  message: string;
}

const weekdayOf = (date: string) => `星期${WEEKDAY_NAMES[dayOfWeek(toDayNumber(date))] ?? ''}`;

// Rules across fields, on a year whose fields already have the right shape. A year's notice may
// reach into the previous December (元旦 bridging, a make-up day before it), never into the next year.
function calendarYearProblems(value: CalendarYear): Problem[] {
  const dates = [
    ...value.holidays.flatMap((range) => [range.from, range.to]),
    ...value.makeUpWorkdays,
    ...(value.exchangeClosures ?? []).map((closure) => closure.date),
  ];
  // A non-existent date is already reported on its field; nothing across fields can be said yet.
  if (!dates.every(isRealDate)) return [];
  const problems: Problem[] = [];
  const earliest = `${String(value.year - 1)}-12-01`;
  const yearStart = `${String(value.year)}-01-01`;
  const latest = `${String(value.year)}-12-31`;
  const outside = (date: string, from: string) => date < from || date > latest;
  const between = (from: string) => `应在 ${from} 至 ${latest} 之间`;

  let previousEnd: string | undefined;
  value.holidays.forEach((range, i) => {
    if (outside(range.from, earliest))
      problems.push({ path: ['holidays', i, 'from'], message: `${between(earliest)}（只有跨年的元旦可以从上一年 12 月开始）` });
    if (outside(range.to, yearStart)) problems.push({ path: ['holidays', i, 'to'], message: between(yearStart) });
    if (range.to < range.from) {
      problems.push({ path: ['holidays', i, 'to'], message: `不能早于开始日期 ${range.from}` });
    } else if (toDayNumber(range.to) - toDayNumber(range.from) + 1 > MAX_HOLIDAY_DAYS) {
      problems.push({
        path: ['holidays', i, 'to'],
        message: `假期长达 ${String(toDayNumber(range.to) - toDayNumber(range.from) + 1)} 天，超过 ${String(MAX_HOLIDAY_DAYS)} 天，请核对`,
      });
    }
    if (previousEnd !== undefined && range.from <= previousEnd) {
      problems.push({
        path: ['holidays', i, 'from'],
        message: `应晚于上一个假期的结束日期 ${previousEnd}（假期按日期先后排列，不能重叠）`,
      });
    }
    if (previousEnd === undefined || range.to > previousEnd) previousEnd = range.to;
  });
  const holidayAt = (date: string) => value.holidays.find((range) => range.from <= date && date <= range.to);
  const inHoliday = (date: string) => {
    const range = holidayAt(date);
    return range ? `落在假期「${range.name}」${range.from} 至 ${range.to} 之内` : undefined;
  };

  value.makeUpWorkdays.forEach((date, i) => {
    const path = ['makeUpWorkdays', i];
    if (outside(date, earliest)) problems.push({ path, message: between(earliest) });
    if (!isWeekend(toDayNumber(date))) problems.push({ path, message: `调休上班日应为周六或周日，${date} 是${weekdayOf(date)}` });
    const overlap = inHoliday(date);
    if (overlap) problems.push({ path, message: `调休上班日${overlap}` });
    if (value.makeUpWorkdays.indexOf(date) < i) problems.push({ path, message: `${date} 重复` });
  });

  const closures = value.exchangeClosures ?? [];
  closures.forEach((closure, i) => {
    const path = ['exchangeClosures', i, 'date'];
    const { date } = closure;
    if (outside(date, yearStart)) problems.push({ path, message: between(yearStart) });
    if (isWeekend(toDayNumber(date))) problems.push({ path, message: `交易所额外休市日应为工作日，${date} 是${weekdayOf(date)}` });
    const overlap = inHoliday(date);
    if (overlap) problems.push({ path, message: `${overlap}，无需另列` });
    if (value.makeUpWorkdays.includes(date)) problems.push({ path, message: `${date} 已列为调休上班日` });
    if (closures.findIndex((other) => other.date === date) < i) problems.push({ path, message: `${date} 重复` });
  });
  return problems;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  year: '年份',
  holidays: '假期',
  makeUpWorkdays: '调休上班日',
  exchangeClosures: '交易所额外休市日',
  name: '名称',
  from: '开始日期',
  to: '结束日期',
  date: '日期',
};

// holidays[1].to, as the field appears in the file.
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, i) => (typeof segment === 'number' ? `[${String(segment)}]` : `${i === 0 ? '' : '.'}${String(segment)}`))
    .join('');
}

function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  return last === undefined ? '' : (FIELD_LABELS[last] ?? '');
}

// One refused field: where it is in the file (holidays[1].to, '' for the whole file), its Chinese name, what is wrong.
export interface CalendarFieldProblem {
  field: string;
  label: string;
  message: string;
}

const problemLine = ({ field, label, message }: CalendarFieldProblem) =>
  field === '' ? message : `${field}${label ? `（${label}）` : ''}：${message}`;

// A year's data refused, with one line per problem naming the field (and the same problems as fields, for a form).
export class CalendarDataError extends RangeError {
  readonly problems: readonly string[];
  readonly fields: readonly CalendarFieldProblem[];
  constructor(fields: readonly CalendarFieldProblem[], year?: unknown) {
    const problems = fields.map(problemLine);
    const which = Number.isInteger(year) ? `${String(year)} 年的` : '';
    super(`${which}交易日历数据有误：\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'CalendarDataError';
    this.problems = problems;
    this.fields = fields;
  }
}

// The year in `input`, or a CalendarDataError naming every field that breaks the rules.
export function parseCalendarYear(input: unknown): CalendarYear {
  const result = calendarYearSchema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: fieldPath(issue.path),
    label: fieldLabel(issue.path),
    message: issue.message,
  }));
  const year = typeof input === 'object' && input !== null ? (input as { year?: unknown }).year : undefined;
  throw new CalendarDataError(fields, year);
}
