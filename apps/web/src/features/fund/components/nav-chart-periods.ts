import type { NavChartPeriod } from '@fund-direct/domain/contracts';

// The period switch of the NAV chart and the fund comparison: one wording for the same periods.
export const NAV_CHART_PERIOD_OPTIONS: readonly { value: NavChartPeriod; label: string }[] = [
  { value: '1m', label: '近1月' },
  { value: '3m', label: '近3月' },
  { value: '6m', label: '近6月' },
  { value: '1y', label: '近1年' },
  { value: '3y', label: '近3年' },
  { value: 'all', label: '成立以来' },
];
