export type UpDown = 'up' | 'down' | 'flat';

// §5: up red, down green, default dark blue. Shades dark enough for 4.5:1 text contrast
// on white and on the light surface (WCAG AA): brighter red/green fail it.
export const UP_DOWN_COLORS = {
  up: '#C62828',
  down: '#137333',
  flat: '#1F2D5A',
} as const satisfies Record<UpDown, string>;

// §5: commas, percent and unit characters are stripped before the sign test.
const STRIPPED = /[,%元万亿千份\s]/g;

export function upDownColor(value: unknown): UpDown {
  if (typeof value !== 'number' && typeof value !== 'string') return 'flat';
  const number = Number(String(value).replace(STRIPPED, ''));
  if (!Number.isFinite(number)) return 'flat';
  if (number > 0) return 'up';
  if (number < 0) return 'down';
  return 'flat';
}

export function upDownColorValue(value: unknown): string {
  return UP_DOWN_COLORS[upDownColor(value)];
}
