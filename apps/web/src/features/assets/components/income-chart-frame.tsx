import { lazy, Suspense, useRef } from 'react';
import { QueryStatus } from '@/components/query-status.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';
import type { IncomeChartOption } from './income-chart-options.ts';

// ECharts loads with this chunk only, once a chart of the income page is scrolled near.
const IncomeEChart = lazy(() => import('./income-echart.tsx').then((m) => ({ default: m.IncomeEChart })));

interface IncomeChartFrameProps {
  option: IncomeChartOption | null;
  label: string;
  height: number;
  loading: boolean;
  error: boolean;
  emptyText: string;
  onRetry: () => void;
  // True while another period loads over the one shown.
  busy?: boolean;
}

// A chart box of fixed height: the chart, or its loading / failed / empty line in the same space.
export function IncomeChartFrame({ option, label, height, loading, error, emptyText, onRetry, busy = false }: IncomeChartFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className="fd-income-chart" style={{ minHeight: height }} aria-busy={busy}>
      {option && near ? (
        <Suspense fallback={<QueryStatus loading minHeight={height} />}>
          <IncomeEChart option={option} height={height} label={label} />
        </Suspense>
      ) : (
        <QueryStatus
          loading={loading || (option !== null && !near)}
          error={error}
          empty={!loading && !error}
          emptyText={emptyText}
          onRetry={onRetry}
          minHeight={height}
        />
      )}
    </div>
  );
}
