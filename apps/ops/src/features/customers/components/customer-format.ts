import { shanghaiDate, shanghaiTime } from '@fund-direct/domain/calendar';

// Instants shown as the site shows them: China wall-clock time.
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return `${shanghaiDate(instant)} ${shanghaiTime(instant)}`;
}

// yyyymmdd (or 长期) as stored in §3 fields, shown as a date.
export function formatCompactDate(value: string | null | undefined): string {
  if (!value) return '—';
  return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
}
