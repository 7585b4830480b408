import { LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ComparedFund } from '@fund-direct/domain/contracts';
import { formatPercent } from '@fund-direct/domain/format';
import { EChartCanvas } from '@/components/echart-canvas.tsx';
import { compareSeries } from './compare-chart-options.ts';

registerChartParts([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

const percent = (value: number) => formatPercent(value, { multiply100: true });

interface CompareChartProps {
  funds: readonly ComparedFund[];
  // Fund codes whose line the visitor switched off in the legend.
  hidden: ReadonlySet<string>;
  height: number;
}

// The cumulative return of every compared fund from the common first day; the tooltip lists each fund's return.
export function CompareChart({ funds, hidden, height }: CompareChartProps) {
  const { dates, series } = useMemo(() => compareSeries(funds), [funds]);
  const option = useMemo(
    (): Option => ({
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        confine: true,
        valueFormatter: (value) => (typeof value === 'number' ? percent(value) : '--'),
      },
      xAxis: {
        type: 'category',
        data: dates,
        boundaryGap: false,
        axisLabel: { color: '#52606D', hideOverlap: true },
        axisLine: { lineStyle: { color: '#CBD2D9' } },
      },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: { color: '#52606D', formatter: (value: number) => percent(value).replace(/^\+/, '') },
        splitLine: { lineStyle: { color: '#EEF1F5' } },
      },
      // The legend is page markup (compare-chart-section.tsx); a line switched off there is left out here.
      series: series
        .filter((line) => !hidden.has(line.fundCode))
        .map((line) => ({
          name: line.name,
          type: 'line',
          data: line.values,
          showSymbol: false,
          connectNulls: true,
          lineStyle: { width: 2, color: line.color },
          itemStyle: { color: line.color },
        })),
    }),
    [dates, series, hidden],
  );
  const label = `${series.map((line) => line.name).join('、')}累计收益走势，${dates[0] ?? ''} 至 ${dates[dates.length - 1] ?? ''}`;
  return <EChartCanvas option={option} height={height} label={label} />;
}
