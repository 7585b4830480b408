import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { OpsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { useMemo } from 'react';
import { EChartCanvas } from '@/components/echart-canvas.tsx';
import { flowsOption, ordersByKindOption } from './dashboard-chart-options.ts';

registerChartParts([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export function OrdersByKindChart({ orders }: { orders: OpsDashboardResponse['ordersToday'] }) {
  const option = useMemo(() => ordersByKindOption(orders), [orders]);
  return <EChartCanvas option={option} height={220} label="今日各业务类型订单笔数" />;
}

export function FlowsChart({ flows }: { flows: OpsDashboardResponse['flows'] }) {
  const option = useMemo(() => flowsOption(flows), [flows]);
  return <EChartCanvas option={option} height={260} label="近30日申购与赎回笔数" />;
}
