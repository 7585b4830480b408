import type { NavChartPoint } from '@fund-direct/domain/contracts';
import { chartSeries, type ChartMode } from './nav-chart-options.ts';

// The line's own coordinate space: the SVG stretches it to the box (any width, no measuring),
// so the server renders the same path the browser shows.
export const PREVIEW_VIEWBOX = { width: 1000, height: 100 } as const;

export interface PreviewLine {
  name: string;
  color: string;
  // SVG path data in PREVIEW_VIEWBOX units; gaps (null values) are bridged, as the interactive chart does.
  path: string;
  first: string;
  last: string;
}

export interface PreviewGeometry {
  lines: PreviewLine[];
  // The printed extremes of every drawn series (the top and bottom of the frame).
  minLabel: string;
  maxLabel: string;
  firstDate: string;
  lastDate: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

// What the static first view draws for a NAV list: the same series as the interactive chart,
// scaled between their common minimum and maximum. Null when there is nothing to draw.
export function previewGeometry(points: readonly NavChartPoint[], mode: ChartMode): PreviewGeometry | null {
  if (points.length < 2) return null;
  const series = chartSeries(points, mode);
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const x = (index: number) => round1((index / (points.length - 1)) * PREVIEW_VIEWBOX.width);
  // A flat series sits in the middle of the frame.
  const y = (value: number) => round1(span === 0 ? PREVIEW_VIEWBOX.height / 2 : ((max - value) / span) * PREVIEW_VIEWBOX.height);
  const format = series[0]?.format ?? String;
  const lines = series.flatMap((s): PreviewLine[] => {
    const drawn = s.values.flatMap((value, index) => (value === null || !Number.isFinite(value) ? [] : [{ index, value }]));
    if (drawn.length === 0) return [];
    const path = drawn.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.index)} ${y(p.value)}`).join('');
    return [{ name: s.name, color: s.color, path, first: s.format(drawn[0]!.value), last: s.format(drawn[drawn.length - 1]!.value) }];
  });
  return {
    lines,
    minLabel: format(min),
    maxLabel: format(max),
    firstDate: points[0]!.date,
    lastDate: points[points.length - 1]!.date,
  };
}
