import { lazy, Suspense, useState } from 'react';
import type { ComparedFund } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { compareColor } from './compare-chart-options.ts';

// ECharts stays out of the page chunk: the legend and the table can be read while the chart's chunk arrives.
const CompareChart = lazy(() => import('./compare-chart.tsx').then((m) => ({ default: m.CompareChart })));

const CHART_HEIGHT = 340;

interface CompareChartSectionProps {
  funds: readonly ComparedFund[];
  period: string;
  busy: boolean;
}

// The legend is page markup rather than ECharts' own: four long fund names wrap on a phone instead of paging, and
// each entry is a real button that shows or hides its line.
export function CompareChartSection({ funds, period, busy }: CompareChartSectionProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (fundCode: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(fundCode)) next.add(fundCode);
      return next;
    });
  const drawable = funds.some((fund) => fund.curve.length > 1);
  return (
    <div className="fd-nav-chart fd-compare-chart" aria-busy={busy} data-period={period}>
      <ul className="fd-compare-legend" aria-label="图例">
        {funds.map((fund, index) => (
          <li key={fund.fundcode}>
            <button
              type="button"
              className="fd-compare-legend__item"
              aria-pressed={!hidden.has(fund.fundcode)}
              onClick={() => toggle(fund.fundcode)}
            >
              <span className="fd-compare-legend__swatch" style={{ background: compareColor(index) }} aria-hidden />
              {fund.fundname}
            </button>
          </li>
        ))}
      </ul>
      {drawable ? (
        <Suspense fallback={<QueryStatus loading minHeight={CHART_HEIGHT} />}>
          <CompareChart funds={funds} hidden={hidden} height={CHART_HEIGHT} />
        </Suspense>
      ) : (
        <QueryStatus empty emptyText="该区间暂无共同的净值数据" minHeight={CHART_HEIGHT} />
      )}
    </div>
  );
}
