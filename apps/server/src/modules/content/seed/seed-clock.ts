// Seeded content is dated back from a fixed day, so that every run writes the same rows.
export const CONTENT_ANCHOR = Date.parse('2026-11-20T09:30:00+08:00');

const DAY_MS = 86_400_000;

export function daysBeforeAnchor(days: number, minutes = 0): Date {
  return new Date(CONTENT_ANCHOR - days * DAY_MS + minutes * 60_000);
}

export function shanghaiDate(value: string, time = '09:00:00'): Date {
  return new Date(`${value}T${time}+08:00`);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}
