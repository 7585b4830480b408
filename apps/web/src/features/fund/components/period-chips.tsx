import type { NavChartPeriod } from '@fund-direct/domain/contracts';
import { NAV_CHART_PERIOD_OPTIONS } from './nav-chart-periods.ts';

interface PeriodChipsProps {
  value: NavChartPeriod;
  onChange: (period: NavChartPeriod) => void;
}

// The period switch above the NAV chart and the comparison chart.
export function PeriodChips({ value, onChange }: PeriodChipsProps) {
  return (
    <div className="fd-period-tabs" role="group" aria-label="时间区间">
      {NAV_CHART_PERIOD_OPTIONS.map((item) => (
        <button key={item.value} type="button" className="fd-chip" aria-pressed={value === item.value} onClick={() => onChange(item.value)}>
          {item.label}
        </button>
      ))}
    </div>
  );
}
