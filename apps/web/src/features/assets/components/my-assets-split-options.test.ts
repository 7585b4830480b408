import { describe, expect, it } from 'vitest';
import { SPLIT_COLORS, splitChartOption, splitColor } from './my-assets-split-options.ts';

const split = [
  { fundType: '3', fundTypeName: '债券型', marketValue: '21024.00', ratio: '0.5095' },
  { fundType: '1', fundTypeName: '混合型', marketValue: '15240.73', ratio: '0.3693' },
];

describe('splitChartOption', () => {
  it('draws one donut slice per fund type with the colour its legend row shows', () => {
    const [pie] = splitChartOption(split).series as [{ type: string; radius: string[]; data: unknown[] }];
    expect(pie.type).toBe('pie');
    expect(pie.radius).toEqual(['58%', '82%']);
    expect(pie.data).toEqual([
      { name: '债券型', value: 21024, itemStyle: { color: splitColor(0) } },
      { name: '混合型', value: 15240.73, itemStyle: { color: splitColor(1) } },
    ]);
  });

  it('names the type, its value in 元 and its share in the tooltip', () => {
    const tooltip = splitChartOption(split).tooltip as { formatter: (params: { dataIndex: number }) => string };
    expect(tooltip.formatter({ dataIndex: 1 })).toBe('混合型<br/>15,240.73元（36.93%）');
  });

  it('cycles the palette when there are more types than colours', () => {
    expect(splitColor(SPLIT_COLORS.length)).toBe(SPLIT_COLORS[0]);
  });
});
