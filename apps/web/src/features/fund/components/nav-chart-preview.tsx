import { useId } from 'react';
import { PREVIEW_VIEWBOX, type PreviewGeometry } from './nav-chart-preview-geometry.ts';

// Pixel bands of the frame: legend on top, dates at the bottom, the line between.
const LEGEND_BAND = 28;
const DATE_BAND = 24;
const LEGEND_STEP = 110;
const AXIS_COLOR = '#52606D';
const FRAME_COLOR = '#CBD2D9';

interface NavChartPreviewProps {
  geometry: PreviewGeometry;
  height: number;
}

// The chart's first view: a plain SVG drawn by React from the NAV list, the size of the interactive
// chart. Pure render (no DOM reads), so the server draws it too; ECharts replaces it once asked for.
export function NavChartPreview({ geometry, height }: NavChartPreviewProps) {
  const titleId = useId();
  const descId = useId();
  const plotHeight = height - LEGEND_BAND - DATE_BAND;
  const names = geometry.lines.map((line) => line.name).join('、');
  const summary = geometry.lines.map((line) => `${line.name}由 ${line.first} 至 ${line.last}`).join('；');
  return (
    <svg className="fd-nav-preview" width="100%" height={height} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      <title id={titleId}>{`${names}走势图，${geometry.firstDate} 至 ${geometry.lastDate}`}</title>
      <desc id={descId}>{`${summary}；区间最高 ${geometry.maxLabel}，最低 ${geometry.minLabel}`}</desc>
      <g aria-hidden="true" fontSize="12" fill={AXIS_COLOR}>
        {geometry.lines.map((line, index) => (
          <g key={line.name} transform={`translate(${index * LEGEND_STEP} 0)`}>
            <rect y="5" width="14" height="3" rx="1.5" fill={line.color} />
            <text x="20" y="11">
              {line.name}
            </text>
          </g>
        ))}
        <line x1="0" x2="100%" y1={LEGEND_BAND} y2={LEGEND_BAND} stroke="#EEF1F5" />
        <line x1="0" x2="100%" y1={LEGEND_BAND + plotHeight} y2={LEGEND_BAND + plotHeight} stroke={FRAME_COLOR} />
        <svg
          y={LEGEND_BAND + 8}
          width="100%"
          height={plotHeight - 16}
          viewBox={`0 0 ${PREVIEW_VIEWBOX.width} ${PREVIEW_VIEWBOX.height}`}
          preserveAspectRatio="none"
          overflow="visible"
        >
          {geometry.lines.map((line) => (
            <path key={line.name} d={line.path} fill="none" stroke={line.color} strokeWidth="2" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        {/* The extremes sit inside the frame, over a white halo so the line never hides them. */}
        <g stroke="#fff" strokeWidth="3" paintOrder="stroke">
          <text x="4" y={LEGEND_BAND + 14}>
            {geometry.maxLabel}
          </text>
          <text x="4" y={LEGEND_BAND + plotHeight - 6}>
            {geometry.minLabel}
          </text>
        </g>
        <text x="0" y={height - 6}>
          {geometry.firstDate}
        </text>
        <text x="100%" y={height - 6} textAnchor="end">
          {geometry.lastDate}
        </text>
      </g>
    </svg>
  );
}
