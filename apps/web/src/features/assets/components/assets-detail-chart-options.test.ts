import { UP_DOWN_COLORS } from '@fund-direct/domain/format';
import { describe, expect, it } from 'vitest';
import { incomeChartOption, navChartOption, tradeMarks } from './assets-detail-chart-options.ts';

const navs = [
  { date: '2026-11-17', nav: '1.2258' },
  { date: '2026-11-18', nav: '1.2301' },
  { date: '2026-11-19', nav: '1.2297' },
];

describe('tradeMarks', () => {
  it('pins a red 买 on the NAV of a buy day and a green 卖 on a sell day', () => {
    const points = [
      { date: '2026-11-17', side: 'buy' as const, nav: '1.2258', amount: '1000.00', shares: '808.37', businessName: '申购' },
      { date: '2026-11-19', side: 'sell' as const, nav: '1.2297', amount: null, shares: '1000.00', businessName: '赎回' },
    ];
    expect(tradeMarks({ navs, points })).toEqual([
      { name: '申购', coord: ['2026-11-17', 1.2258], value: '买', itemStyle: { color: UP_DOWN_COLORS.up } },
      { name: '赎回', coord: ['2026-11-19', 1.2297], value: '卖', itemStyle: { color: UP_DOWN_COLORS.down } },
    ]);
  });

  it('leaves out a trade on a day the line does not show', () => {
    const points = [{ date: '2026-10-08', side: 'buy' as const, nav: '1.1800', amount: '500.00', shares: '423.73', businessName: '定投' }];
    expect(tradeMarks({ navs, points })).toEqual([]);
  });
});

describe('navChartOption', () => {
  it('draws the unit NAV by date with the marks on that line', () => {
    const points = [
      { date: '2026-11-18', side: 'buy' as const, nav: '1.2301', amount: '200.00', shares: '162.59', businessName: '基金转换' },
    ];
    const option = navChartOption({ navs, points });
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2026-11-17', '2026-11-18', '2026-11-19'] });
    const [line] = option.series as { data: number[]; markPoint: { data: unknown[] } }[];
    expect(line?.data).toEqual([1.2258, 1.2301, 1.2297]);
    expect(line?.markPoint.data).toHaveLength(1);
  });
});

describe('incomeChartOption', () => {
  it('colours a gain red and a loss green and puts the cumulative income on the second axis', () => {
    const option = incomeChartOption([
      { date: '2026-11-18', income: '52.72', cumulativeIncome: '1485.97' },
      { date: '2026-11-19', income: '-2.83', cumulativeIncome: '1483.14' },
    ]);
    const [bars, line] = option.series as [
      { data: { value: number; itemStyle: { color: string } }[] },
      { yAxisIndex: number; data: number[] },
    ];
    expect(bars.data).toEqual([
      { value: 52.72, itemStyle: { color: UP_DOWN_COLORS.up } },
      { value: -2.83, itemStyle: { color: UP_DOWN_COLORS.down } },
    ]);
    expect(line).toMatchObject({ yAxisIndex: 1, data: [1485.97, 1483.14] });
  });
});
