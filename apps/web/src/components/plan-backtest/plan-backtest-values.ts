import type { PlanUnit, WeekdayCode } from '@fund-direct/domain/codes';
import { PLAN_UNIT, PLAN_UNITS, WEEKDAYS } from '@fund-direct/domain/codes';

// What a regular plan is: the backtest form, the link to /trade/fix and the fix page's prefill share these fields.
export interface PlanDraft {
  amount: string;
  unit: PlanUnit;
  dayOfMonth?: number | undefined;
  weekday?: WeekdayCode | undefined;
}

export interface BacktestValues extends PlanDraft {
  startDate: string;
  endDate?: string | undefined;
}

const isUnit = (value: string | null): value is PlanUnit => value !== null && value in PLAN_UNITS;
const isWeekday = (value: string | null): value is WeekdayCode => value !== null && value in WEEKDAYS;

function scheduleParams(draft: PlanDraft): Record<string, string> | null {
  if (draft.unit === PLAN_UNIT.month) return draft.dayOfMonth ? { dayOfMonth: String(draft.dayOfMonth) } : null;
  if (draft.unit === PLAN_UNIT.week) return draft.weekday ? { weekday: draft.weekday } : null;
  return {};
}

// The backtest call's query, or null while the form still lacks a field.
export function backtestParams(fundCode: string, values: BacktestValues): Record<string, string> | null {
  const schedule = scheduleParams(values);
  if (!schedule || !values.amount || !values.startDate) return null;
  return {
    fundCode,
    amount: values.amount,
    unit: values.unit,
    ...schedule,
    startDate: values.startDate,
    ...(values.endDate ? { endDate: values.endDate } : {}),
  };
}

// /trade/fix with the plan's fields filled in.
export function fixPlanHref(fundCode: string, draft: PlanDraft): string {
  const params = new URLSearchParams({ fundCode, amount: draft.amount, unit: draft.unit, ...(scheduleParams(draft) ?? {}) });
  return `/trade/fix?${params.toString()}`;
}

// The plan fields of an address made by fixPlanHref; what is missing or malformed is left out.
export function planDraftFrom(search: URLSearchParams): Partial<PlanDraft> {
  const amount = search.get('amount');
  const unit = search.get('unit');
  const day = Number(search.get('dayOfMonth'));
  const weekday = search.get('weekday');
  return {
    ...(amount && /^\d+(\.\d{1,2})?$/.test(amount) ? { amount } : {}),
    ...(isUnit(unit) ? { unit } : {}),
    ...(Number.isInteger(day) && day >= 1 && day <= 28 ? { dayOfMonth: day } : {}),
    ...(isWeekday(weekday) ? { weekday } : {}),
  };
}
