import { toMoneyString } from '../money/rounding.ts';

// Cell readers of a statement line: each answers the value or a reason (Chinese) the cell is refused.

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const refused = <T>(reason: string): CellResult<T> => ({ ok: false, reason });

function realDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

// 2026-11-20, 2026/11/20, 20261120 and 2026年11月20日; a time may follow the date in the same cell.
export function readDate(text: string): CellResult<{ date: string; time: string | null }> {
  const match = /^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:[ T]+(.+))?$/.exec(text.trim());
  if (!match) return refused('日期格式不正确（应为 YYYY-MM-DD 或 YYYYMMDD）');
  const [, year = '', month1, day1, month2, day2, rest] = match;
  const date = realDate(year, month1 ?? month2 ?? '', day1 ?? day2 ?? '');
  if (!date) return refused('不是有效的日期');
  if (rest === undefined) return ok({ date, time: null });
  const time = readTime(rest);
  return time.ok ? ok({ date, time: time.value }) : time;
}

// 09:30:05, 09:30 or 093005; an empty cell is no time.
export function readTime(text: string): CellResult<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  const match = /^(\d{1,2}):?(\d{2})(?::?(\d{2}))?$/.exec(trimmed);
  if (!match) return refused('时间格式不正确（应为 HH:MM:SS）');
  const [, hours = '', minutes = '', seconds = '00'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return refused('不是有效的时间');
  return ok(`${hours.padStart(2, '0')}:${minutes}:${seconds}`);
}

const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;
const GROUPED_AMOUNT = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

// A money cell of the bank: positive, at most two decimals, thousands separators allowed; empty (or 0, as some
// banks write the unused side) is no amount.
export function readAmount(text: string): CellResult<string | null> {
  const trimmed = text.trim().replace(/^[¥￥]/, '');
  if (trimmed === '' || trimmed === '-' || trimmed === '--') return ok(null);
  if (!PLAIN_AMOUNT.test(trimmed) && !GROUPED_AMOUNT.test(trimmed)) return refused('金额格式不正确（应为不带符号、最多两位小数的数字）');
  const amount = toMoneyString(trimmed.replace(/,/g, ''));
  return ok(amount === '0.00' ? null : amount);
}

export function readText(text: string, max: number): CellResult<string> {
  const trimmed = text.replace(/[\r\n\t]+/g, ' ').trim();
  return trimmed.length > max ? refused(`内容过长（最多 ${max} 个字符）`) : ok(trimmed);
}

export function readSerial(text: string): CellResult<string> {
  const trimmed = text.trim();
  if (trimmed === '') return refused('银行流水号不能为空');
  return /^[A-Za-z0-9_-]{1,64}$/.test(trimmed) ? ok(trimmed) : refused('银行流水号只能是 1-64 位字母、数字、- 或 _');
}
