import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { FundBacktestResponse } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
import { EChartCanvas } from '@/components/echart-canvas.tsx';

registerChartParts([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

const LINES = [
  { key: 'invested', name: '累计投入', color: '#9AA5B1' },
  { key: 'value', name: '定投市值', color: '#C8102E' },
  { key: 'lumpSumValue', name: '一次性买入市值', color: '#2D6CDF' },
] as const;

// Money put in against what it was worth, day by day; the values are plotted as numbers, the tooltip shows the strings.
export function PlanBacktestChart({ result }: { result: FundBacktestResponse }) {
  const option = useMemo((): Option => {
    const dates = result.curve.map((point) => point.date);
    return {
      animation: false,
      legend: { top: 0, left: 0, itemWidth: 16, textStyle: { color: '#52606D' } },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        confine: true,
        valueFormatter: (value) => (typeof value === 'number' ? `${formatMoney(value)}元` : '--'),
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
        axisLabel: { color: '#52606D' },
        splitLine: { lineStyle: { color: '#EEF1F5' } },
      },
      series: LINES.map((line) => ({
        name: line.name,
        type: 'line',
        step: line.key === 'invested' ? 'end' : undefined,
        data: result.curve.map((point) => Number(point[line.key])),
        showSymbol: false,
        lineStyle: { width: 2, color: line.color },
        itemStyle: { color: line.color },
      })),
    };
  }, [result]);
  const label = `定投累计投入与市值走势，${result.startDate} 至 ${result.endDate}，期末定投市值${formatMoney(result.plan.value)}元`;
  return <EChartCanvas option={option} height={280} label={label} />;
}
