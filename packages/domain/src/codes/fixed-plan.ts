import type { CodeTable } from './lookup.ts';

// §3: regular-investment deduction status.
export const DEDUCTION_STATUSES = {
  '0': '未校验',
  '1': '无效',
  '2': '有效',
  '3': '已发送扣款指令',
} as const satisfies CodeTable;

export type DeductionStatus = keyof typeof DEDUCTION_STATUSES;

// §3: regular-investment unit.
export const PLAN_UNITS = {
  '0': '每月',
  '1': '每周',
  '2': '每日',
} as const satisfies CodeTable;

export type PlanUnit = keyof typeof PLAN_UNITS;

export const PLAN_UNIT = { month: '0', week: '1', day: '2' } as const satisfies Record<string, PlanUnit>;

// §3: weekday codes 02 to 06 are Monday to Friday.
export const WEEKDAYS = {
  '02': '星期一',
  '03': '星期二',
  '04': '星期三',
  '05': '星期四',
  '06': '星期五',
} as const satisfies CodeTable;

export type WeekdayCode = keyof typeof WEEKDAYS;

// ISO weekday (1 = Monday) of a weekday code, so plans can be matched to calendar dates.
export function isoWeekdayOf(code: WeekdayCode): number {
  return Number(code) - 1;
}
