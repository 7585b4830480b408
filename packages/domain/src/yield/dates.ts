// ISO calendar dates ('YYYY-MM-DD') handled as UTC days, so results never depend on the host time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function toUtc(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(d: Date): string {
  return d.toISOString().slice(0, 10);
}

// Accepts YYYY-MM-DD or YYYYMMDD; answers YYYY-MM-DD, or undefined when the day does not exist.
export function parseIsoDate(raw: string): string | undefined {
  const text = raw.trim();
  const match = ISO_DATE.exec(text) ?? COMPACT_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return fromUtc(d);
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

// Calendar months, clamped to the month's last day (2025-03-31 minus one month is 2025-02-28).
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target);
}

// 0 = Sunday … 6 = Saturday.
export function weekday(date: string): number {
  return toUtc(date).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}
