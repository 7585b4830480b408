// Keeps at most `max` points of a chart series, evenly spaced, always with the first and last.
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max || max < 2) return points.slice();
  const out: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) out.push(points[Math.round(i * step)] as T);
  return out;
}
