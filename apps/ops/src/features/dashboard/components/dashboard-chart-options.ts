import type { OpsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { formatMoney } from '@fund-direct/domain/format';
import type { EChartsCoreOption } from 'echarts/core';

const BLUE = '#1D4E89';
const RED = '#D4380D';
const GREEN = '#389E0D';

// Today's orders by business type: the count per type as bars; the amount or the shares are in the tooltip.
export function ordersByKindOption(orders: OpsDashboardResponse['ordersToday']): EChartsCoreOption {
  return {
    grid: { left: 40, right: 16, top: 16, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const order = orders[params[0]?.dataIndex ?? 0];
        if (!order) return '';
        const detail = order.amount !== '0.00' ? `金额 ${formatMoney(order.amount)} 元` : `份额 ${formatMoney(order.shares)} 份`;
        return `${order.label}<br/>${order.count} 笔，${detail}`;
      },
    },
    xAxis: { type: 'category', data: orders.map((order) => order.label) },
    yAxis: { type: 'value', minInterval: 1, name: '笔数' },
    series: [{ type: 'bar', name: '笔数', data: orders.map((order) => order.count), itemStyle: { color: BLUE }, barMaxWidth: 40 }],
  };
}

// 30 days of subscriptions (认购、申购、定投) against redemptions, counted in orders; the tooltip adds amounts and shares.
export function flowsOption(flows: OpsDashboardResponse['flows']): EChartsCoreOption {
  return {
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    legend: { data: ['申购', '赎回'], top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const day = flows[params[0]?.dataIndex ?? 0];
        if (!day) return '';
        return [
          day.date,
          `申购 ${day.subscriptionCount} 笔，${formatMoney(day.subscriptionAmount)} 元`,
          `赎回 ${day.redemptionCount} 笔，${formatMoney(day.redemptionShares)} 份`,
        ].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: flows.map((day) => day.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1, name: '笔数' },
    series: [
      { type: 'bar', name: '申购', data: flows.map((day) => day.subscriptionCount), itemStyle: { color: RED } },
      { type: 'bar', name: '赎回', data: flows.map((day) => day.redemptionCount), itemStyle: { color: GREEN } },
    ],
  };
}
