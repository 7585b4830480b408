import { describe, expect, it } from 'vitest';
import { UP_DOWN_COLORS } from '@fund-direct/domain/format';
import { dailyIncomeOption, incomeTrendOption } from './income-chart-options.ts';

const TREND = [
  { date: '2026-05-18', cumulativeIncome: '1200.00', incomeRate: '0.0240', marketValue: '51200.00' },
  { date: '2026-05-19', cumulativeIncome: '1150.50', incomeRate: null, marketValue: '51150.50' },
];

function seriesOf(option: ReturnType<typeof incomeTrendOption>) {
  return Array.isArray(option.series) ? option.series : [];
}

describe('income chart options', () => {
  it('draws each day as a bar coloured red when up, green when down and dark blue when flat (§5)', () => {
    const option = dailyIncomeOption([
      { date: '2026-05-18', income: '12.34' },
      { date: '2026-05-19', income: '-5.60' },
      { date: '2026-05-20', income: '0.00' },
    ]);
    expect(option.xAxis).toMatchObject({ data: ['2026-05-18', '2026-05-19', '2026-05-20'] });
    const [bars] = Array.isArray(option.series) ? option.series : [];
    expect(bars?.type).toBe('bar');
    expect(bars?.data).toEqual([
      { value: 12.34, itemStyle: { color: UP_DOWN_COLORS.up } },
      { value: -5.6, itemStyle: { color: UP_DOWN_COLORS.down } },
      { value: 0, itemStyle: { color: UP_DOWN_COLORS.flat } },
    ]);
  });

  it('puts cumulative income on the left axis and the market value on the right one', () => {
    const option = incomeTrendOption(TREND, 'income');
    const [main, marketValue] = seriesOf(option);
    expect(main).toMatchObject({ name: '累计收益', yAxisIndex: 0, data: [1200, 1150.5] });
    expect(marketValue).toMatchObject({ name: '持仓市值', yAxisIndex: 1, data: [51200, 51150.5] });
    expect(Array.isArray(option.yAxis) ? option.yAxis.map((axis) => axis.name) : []).toEqual(['累计收益(元)', '持仓市值(元)']);
  });

  it('switches the left axis to the income rate, a missing rate left as a gap', () => {
    const option = incomeTrendOption(TREND, 'rate');
    const [main] = seriesOf(option);
    expect(main).toMatchObject({ name: '收益率', data: [0.024, null] });
    const left = Array.isArray(option.yAxis) ? option.yAxis[0] : undefined;
    const formatter = left?.axisLabel && 'formatter' in left.axisLabel ? left.axisLabel.formatter : undefined;
    expect(typeof formatter === 'function' ? (formatter as (v: number) => string)(0.024) : null).toBe('2.40%');
  });
});
