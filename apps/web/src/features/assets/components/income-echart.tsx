import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartCanvas, type EChartCanvasProps } from '@/components/echart-canvas.tsx';
import type { IncomeChartOption } from './income-chart-options.ts';

registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface IncomeEChartProps extends Omit<EChartCanvasProps, 'option'> {
  option: IncomeChartOption;
}

// One chart of the income page (its option comes from income-chart-options.ts), with the chart types it needs.
export function IncomeEChart(props: IncomeEChartProps) {
  return <EChartCanvas {...props} />;
}
