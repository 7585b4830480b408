import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { useMemo } from 'react';
import type { NavListResponse } from '@fund-direct/domain/contracts';
import { EChartCanvas } from '@/components/echart-canvas.tsx';
import { chartSeries, type ChartMode } from './nav-chart-options.ts';

registerChartParts([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

type Option = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

interface NavChartProps {
  data: NavListResponse;
  mode: ChartMode;
  height: number;
}

// The interactive chart (tooltip per day) that replaces the SVG first view once a visitor reaches for it.
export function NavChart({ data, mode, height }: NavChartProps) {
  const series = useMemo(() => chartSeries(data.points, mode), [data.points, mode]);
  const dates = useMemo(() => data.points.map((p) => p.date), [data.points]);

  const option = useMemo((): Option => {
    const format = series[0]?.format ?? String;
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, left: 0, itemWidth: 14, textStyle: { color: '#52606D' } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value) => (typeof value === 'number' ? format(value) : '--'),
      },
      xAxis: {
        type: 'category',
        data: dates,
        boundaryGap: false,
        axisLabel: { color: '#52606D' },
        axisLine: { lineStyle: { color: '#CBD2D9' } },
      },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: { color: '#52606D', formatter: (value: number) => format(value) },
        splitLine: { lineStyle: { color: '#EEF1F5' } },
      },
      series: series.map((s) => ({
        name: s.name,
        type: 'line',
        data: s.values,
        showSymbol: false,
        connectNulls: true,
        lineStyle: { width: 2, color: s.color },
        itemStyle: { color: s.color },
      })),
    };
  }, [series, dates]);

  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <figure className="fd-nav-chart__figure">
      <EChartCanvas option={option} height={height} label={`${series.map((s) => s.name).join('、')}走势图，${first} 至 ${last}`} />
    </figure>
  );
}
