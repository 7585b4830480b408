import { billMonthSchema } from '@fund-direct/domain/contracts';
import { shanghaiYmd } from '@fund-direct/domain/format';

// The statement months travel as 'YYYY-MM' (the income-bill contract).

// This month in China time, the statement a visit without ?month= starts from.
export function currentBillMonth(now: number): string {
  const ymd = shanghaiYmd(now);
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}`;
}

// The ?month= of the address when it is a valid month, else null.
export function monthFromQuery(value: string | null): string | null {
  const parsed = billMonthSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

// '2026-05' → '2026年05月'
export function billMonthLabel(month: string): string {
  return `${month.slice(0, 4)}年${month.slice(5, 7)}月`;
}

// The months of the picker: those with a statement (newest first) and the one being shown.
export function billMonthOptions(months: readonly string[], shown: string): { value: string; label: string }[] {
  const all = months.includes(shown) ? [...months] : [...months, shown].sort().reverse();
  return all.map((value) => ({ value, label: billMonthLabel(value) }));
}

// A visit without ?month= opens this month; when this month has no statement yet (nothing held, or
// the month has just begun) it moves on to the newest month that has one.
export function fallbackBillMonth(requested: string, explicit: boolean, months: readonly string[]): string | null {
  if (explicit || months.length === 0 || months.includes(requested)) return null;
  return months[0] ?? null;
}

export function billPrintHref(month: string): string {
  return `/billprint?month=${encodeURIComponent(month)}`;
}
