import type { ComparedFund } from '@fund-direct/domain/contracts';

// One colour per compared fund, in column order; the table's column heads carry the same colour. Red and green are
// left out: on this site they mean up and down.
export const COMPARE_COLORS = ['#1D4E89', '#C69C4F', '#7B4FA0', '#0B8A8F'] as const;

export function compareColor(index: number): string {
  return COMPARE_COLORS[index % COMPARE_COLORS.length] as string;
}

export interface CompareSeries {
  fundCode: string;
  name: string;
  color: string;
  // Per day of `dates`; null where that fund published nothing that day.
  values: (number | null)[];
}

// The curves on one date axis: every day any fund has a point. The decimal strings become numbers only for drawing.
export function compareSeries(funds: readonly ComparedFund[]): { dates: string[]; series: CompareSeries[] } {
  const dates = [...new Set(funds.flatMap((fund) => fund.curve.map((point) => point.date)))].sort();
  const series = funds.map((fund, index) => {
    const byDate = new Map(fund.curve.map((point) => [point.date, Number(point.value)]));
    return {
      fundCode: fund.fundcode,
      name: fund.fundname,
      color: compareColor(index),
      values: dates.map((date) => byDate.get(date) ?? null),
    };
  });
  return { dates, series };
}
