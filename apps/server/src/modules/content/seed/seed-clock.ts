// Seeded content is dated back from a fixed day, so that every run writes the same rows.
export const CONTENT_ANCHOR = Date.parse('2026-11-20T09:30:00+08:00');

const DAY_MS = 86_400_000;

export function daysBeforeAnchor(days: number, minutes = 0): Date {
  return new Date(CONTENT_ANCHOR - days * DAY_MS + minutes * 60_000);
}

export function shanghaiDate(value: string, time = '09:00:00'): Date {
  return new Date(`${value}T${time}+08:00`);
}

// Tiny deterministic generator (mulberry32) for choices that must not change between runs.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}
