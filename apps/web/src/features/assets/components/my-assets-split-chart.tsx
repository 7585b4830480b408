import { PieChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ShareInfoResponse } from '@fund-direct/domain/contracts';
import { EChartCanvas } from '@/components/echart-canvas.tsx';
import { splitChartOption } from './my-assets-split-options.ts';

registerChartParts([PieChart, TooltipComponent, CanvasRenderer]);

export function MyAssetsSplitChart({ split, height }: { split: ShareInfoResponse['split']; height: number }) {
  const option = useMemo(() => splitChartOption(split), [split]);
  return <EChartCanvas option={option} height={height} label={`资产分布环形图：${split.map((item) => item.fundTypeName).join('、')}`} />;
}
