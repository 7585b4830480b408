import type { NavChartPoint } from '@fund-direct/domain/contracts';
import { UP_DOWN_COLORS, formatPercent, formatValue } from '@fund-direct/domain/format';

export type ChartMode = 'nav' | 'return' | 'income' | 'yield7d';

export interface ChartSeries {
  name: string;
  values: (number | null)[];
  color: string;
  // How the tooltip and axis print a value.
  format: (value: number) => string;
}

const percent = (value: number) => formatPercent(value, { multiply100: true });
const nav4 = (value: number) => formatValue(value, 4);
const num = (value: string | null) => (value === null ? null : Number(value));

// The series of each chart mode, read from the NAV list points (decimal strings become numbers only for drawing).
export function chartSeries(points: readonly NavChartPoint[], mode: ChartMode): ChartSeries[] {
  switch (mode) {
    case 'nav':
      return [
        { name: '单位净值', values: points.map((p) => num(p.unitNav)), color: '#1D4E89', format: nav4 },
        { name: '累计净值', values: points.map((p) => num(p.accNav)), color: '#C69C4F', format: nav4 },
      ];
    case 'return': {
      const series: ChartSeries[] = [
        { name: '本基金', values: points.map((p) => num(p.cumulativeReturn)), color: UP_DOWN_COLORS.up, format: percent },
      ];
      if (points.some((p) => p.benchmarkReturn !== null)) {
        series.push({ name: '业绩比较基准', values: points.map((p) => num(p.benchmarkReturn)), color: '#1D4E89', format: percent });
      }
      return series;
    }
    case 'income':
      return [{ name: '万份收益(元)', values: points.map((p) => num(p.incomePer10k)), color: '#1D4E89', format: nav4 }];
    case 'yield7d':
      return [
        { name: '七日年化', values: points.map((p) => num(p.yield7d)), color: '#C69C4F', format: (v) => percent(v).replace(/^\+/, '') },
      ];
  }
}
