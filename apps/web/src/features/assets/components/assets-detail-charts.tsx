import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { TrendResponse } from '@fund-direct/domain/contracts';
import { incomeChartOption, navChartOption } from './assets-detail-chart-options.ts';
import { EChartCanvas } from '@/components/echart-canvas.tsx';

registerChartParts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, MarkPointComponent, CanvasRenderer]);

const span = (dates: readonly string[]) => `${dates[0] ?? ''} 至 ${dates[dates.length - 1] ?? ''}`;

export function NavPointsChart({ trend, height }: { trend: Pick<TrendResponse, 'navs' | 'points'>; height: number }) {
  const option = useMemo(() => navChartOption(trend), [trend]);
  return <EChartCanvas option={option} height={height} label={`单位净值走势与买卖点，${span(trend.navs.map((n) => n.date))}`} />;
}

export function IncomeChart({ income, height }: { income: TrendResponse['income']; height: number }) {
  const option = useMemo(() => incomeChartOption(income), [income]);
  return <EChartCanvas option={option} height={height} label={`当日收益与累计收益，${span(income.map((i) => i.date))}`} />;
}
