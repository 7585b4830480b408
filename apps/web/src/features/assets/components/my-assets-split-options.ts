import type { PieSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ShareInfoResponse } from '@fund-direct/domain/contracts';
import { formatMoney, formatPercent } from '@fund-direct/domain/format';

export type SplitChartOption = ComposeOption<PieSeriesOption | TooltipComponentOption>;
type SplitItem = ShareInfoResponse['split'][number];

// Brand blue and gold first, then hues distinct from the up/down red and green.
export const SPLIT_COLORS = ['#1D4E89', '#C69C4F', '#3E7CB1', '#8E6C8A', '#5B8C85', '#D08C60', '#6C7A89', '#A3B86C'] as const;

export const splitColor = (index: number): string => SPLIT_COLORS[index % SPLIT_COLORS.length] ?? SPLIT_COLORS[0];

// The asset split by fund type as a donut; market values become numbers only for drawing.
export function splitChartOption(split: readonly SplitItem[]): SplitChartOption {
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = split[(params as { dataIndex: number }).dataIndex];
        return item
          ? `${item.fundTypeName}<br/>${formatMoney(item.marketValue, { unit: '元' })}（${formatPercent(item.ratio, { multiply100: true }).replace(/^\+/, '')}）`
          : '';
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['58%', '82%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: split.map((item, index) => ({
          name: item.fundTypeName,
          value: Number(item.marketValue),
          itemStyle: { color: splitColor(index) },
        })),
      },
    ],
  };
}
