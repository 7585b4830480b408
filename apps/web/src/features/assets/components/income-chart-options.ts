import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { IncomeResponse, TrendAllResponse } from '@fund-direct/domain/contracts';
import { UP_DOWN_COLORS, formatMoney, formatPercent, upDownColor } from '@fund-direct/domain/format';

export type IncomeChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

// What the cumulative chart draws on its left axis; the market value always takes the right one.
export type TrendMode = 'income' | 'rate';

const AXIS_TEXT = '#52606D';
const AXIS_LINE = '#CBD2D9';
const SPLIT_LINE = '#EEF1F5';
const MARKET_VALUE = '#C69C4F';

// Decimal strings become numbers only for drawing; every printed figure goes through the §5 formatters.
const num = (value: string | null) => (value === null ? null : Number(value));
const yuan = (value: unknown) => (typeof value === 'number' ? formatMoney(value, { unit: '元' }) : '--');
const percent = (value: unknown) => (typeof value === 'number' ? formatPercent(value, { multiply100: true }) : '--');
const compactYuan = (value: number) => formatMoney(value).replace(/\.00$/, '');

function categoryAxis(dates: string[], boundaryGap: boolean): IncomeChartOption['xAxis'] {
  // The end labels are aligned inward so the first and last dates stay inside a 375 px frame.
  return {
    type: 'category',
    data: dates,
    boundaryGap,
    axisLabel: { color: AXIS_TEXT, alignMinLabel: 'left', alignMaxLabel: 'right' },
    axisLine: { lineStyle: { color: AXIS_LINE } },
  };
}

// Daily income as bars, red up and green down (§5).
export function dailyIncomeOption(list: IncomeResponse['list']): IncomeChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: yuan },
    xAxis: categoryAxis(
      list.map((p) => p.date),
      true,
    ),
    yAxis: {
      type: 'value',
      name: '元',
      nameTextStyle: { color: AXIS_TEXT },
      axisLabel: { color: AXIS_TEXT, formatter: compactYuan },
      splitLine: { lineStyle: { color: SPLIT_LINE } },
    },
    series: [
      {
        name: '每日收益',
        type: 'bar',
        barMaxWidth: 18,
        data: list.map((p) => ({ value: Number(p.income), itemStyle: { color: UP_DOWN_COLORS[upDownColor(p.income)] } })),
      },
    ],
  };
}

// Cumulative income (or the income rate) against the holdings' market value on a second axis.
export function incomeTrendOption(list: TrendAllResponse['list'], mode: TrendMode): IncomeChartOption {
  const rate = mode === 'rate';
  const main: LineSeriesOption = {
    name: rate ? '收益率' : '累计收益',
    type: 'line',
    yAxisIndex: 0,
    data: list.map((p) => (rate ? num(p.incomeRate) : Number(p.cumulativeIncome))),
    showSymbol: false,
    connectNulls: true,
    lineStyle: { width: 2, color: UP_DOWN_COLORS.up },
    itemStyle: { color: UP_DOWN_COLORS.up },
    tooltip: { valueFormatter: rate ? percent : yuan },
  };
  const marketValue: LineSeriesOption = {
    name: '持仓市值',
    type: 'line',
    yAxisIndex: 1,
    data: list.map((p) => Number(p.marketValue)),
    showSymbol: false,
    lineStyle: { width: 1.5, color: MARKET_VALUE },
    itemStyle: { color: MARKET_VALUE },
    areaStyle: { color: 'rgba(198, 156, 79, 0.12)' },
    tooltip: { valueFormatter: yuan },
  };
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 44, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 14, textStyle: { color: AXIS_TEXT } },
    tooltip: { trigger: 'axis' },
    xAxis: categoryAxis(
      list.map((p) => p.date),
      false,
    ),
    yAxis: [
      {
        type: 'value',
        name: rate ? '收益率' : '累计收益(元)',
        scale: true,
        nameTextStyle: { color: AXIS_TEXT, align: 'left' },
        axisLabel: { color: AXIS_TEXT, formatter: rate ? (v: number) => percent(v).replace(/^\+/, '') : compactYuan },
        splitLine: { lineStyle: { color: SPLIT_LINE } },
      },
      {
        type: 'value',
        name: '持仓市值(元)',
        scale: true,
        nameTextStyle: { color: AXIS_TEXT, align: 'right' },
        axisLabel: { color: AXIS_TEXT, formatter: compactYuan },
        splitLine: { show: false },
      },
    ],
    series: [main, marketValue],
  };
}
