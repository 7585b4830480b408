import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, MarkPointComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { TrendResponse } from '@fund-direct/domain/contracts';
import { UP_DOWN_COLORS, formatMoney, formatValue } from '@fund-direct/domain/format';

export type DetailChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | MarkPointComponentOption
>;

// The end labels are aligned inward so the first and last dates stay inside a 375 px frame.
const AXIS = {
  axisLabel: { color: '#52606D', alignMinLabel: 'left', alignMaxLabel: 'right' },
  axisLine: { lineStyle: { color: '#CBD2D9' } },
} as const;
const SPLIT = { splitLine: { lineStyle: { color: '#EEF1F5' } } } as const;
const NAV_COLOR = '#1D4E89';
const CUMULATIVE_COLOR = '#C69C4F';

// §5 colours: a buy is marked red, a sell green.
export const POINT_STYLE = {
  buy: { label: '买', color: UP_DOWN_COLORS.up },
  sell: { label: '卖', color: UP_DOWN_COLORS.down },
} as const;

export interface TradeMark {
  name: string;
  coord: [string, number];
  value: string;
  itemStyle: { color: string };
}

// The customer's confirmed trades as marks on the NAV line; a trade on a day the line does not show
// (outside the period) has nowhere to sit and is left out. Decimal strings become numbers only for drawing.
export function tradeMarks(trend: Pick<TrendResponse, 'navs' | 'points'>): TradeMark[] {
  const dates = new Set(trend.navs.map((n) => n.date));
  return trend.points
    .filter((point) => dates.has(point.date))
    .map((point) => ({
      name: point.businessName,
      coord: [point.date, Number(point.nav)],
      value: POINT_STYLE[point.side].label,
      itemStyle: { color: POINT_STYLE[point.side].color },
    }));
}

export function navChartOption(trend: Pick<TrendResponse, 'navs' | 'points'>): DetailChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 14, textStyle: { color: '#52606D' } },
    tooltip: { trigger: 'axis', valueFormatter: (value) => (typeof value === 'number' ? formatValue(value) : '--') },
    xAxis: { type: 'category', data: trend.navs.map((n) => n.date), boundaryGap: false, ...AXIS },
    yAxis: { type: 'value', scale: true, axisLabel: { color: '#52606D', formatter: (value: number) => formatValue(value) }, ...SPLIT },
    series: [
      {
        name: '单位净值',
        type: 'line',
        data: trend.navs.map((n) => Number(n.nav)),
        showSymbol: false,
        lineStyle: { width: 2, color: NAV_COLOR },
        itemStyle: { color: NAV_COLOR },
        markPoint: { symbol: 'pin', symbolSize: 34, label: { color: '#fff', fontSize: 12 }, data: tradeMarks(trend) },
      },
    ],
  };
}

// Daily income as bars (red up, green down) and the cumulative income as a line on its own axis.
export function incomeChartOption(income: TrendResponse['income']): DetailChartOption {
  const money = (value: number) => formatMoney(value);
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 14, textStyle: { color: '#52606D' } },
    tooltip: { trigger: 'axis', valueFormatter: (value) => (typeof value === 'number' ? `${money(value)}元` : '--') },
    xAxis: { type: 'category', data: income.map((i) => i.date), ...AXIS },
    // The legend names the two axes; the right one's ticks follow the left one's grid lines.
    yAxis: [
      { type: 'value', axisLabel: { color: '#52606D', formatter: money }, ...SPLIT },
      { type: 'value', alignTicks: true, axisLabel: { color: '#52606D', formatter: money }, splitLine: { show: false } },
    ],
    series: [
      {
        name: '当日收益',
        type: 'bar',
        data: income.map((i) => {
          const value = Number(i.income);
          return { value, itemStyle: { color: value < 0 ? UP_DOWN_COLORS.down : UP_DOWN_COLORS.up } };
        }),
        itemStyle: { color: UP_DOWN_COLORS.up },
      },
      {
        name: '累计收益',
        type: 'line',
        yAxisIndex: 1,
        data: income.map((i) => Number(i.cumulativeIncome)),
        showSymbol: false,
        lineStyle: { width: 2, color: CUMULATIVE_COLOR },
        itemStyle: { color: CUMULATIVE_COLOR },
      },
    ],
  };
}
