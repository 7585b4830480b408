import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { NavChartPeriod } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';
import { useNavList } from '../api/nav-list.ts';
import type { ChartMode } from './nav-chart-options.ts';
import { NavChartPreview } from './nav-chart-preview.tsx';
import { previewGeometry } from './nav-chart-preview-geometry.ts';
import { PeriodChips } from './period-chips.tsx';

// ECharts (about 170 KB gzip) loads with this chunk only when a visitor reaches for the chart: it is
// near the viewport and they hover, touch or focus it, or switch the period. Until then an SVG drawn
// from the same NAV list stands in its box.
const NavChart = lazy(() => import('./nav-chart.tsx').then((m) => ({ default: m.NavChart })));

const CHART_HEIGHT = 320;

interface NavChartSectionProps {
  fundCode: string;
  isMoneyFund: boolean;
}

// The NAV line with its period switch: the return against the benchmark's (业绩比较基准, computed from its components),
// or unit and accumulated NAV.
export function NavChartSection({ fundCode, isMoneyFund }: NavChartSectionProps) {
  const [period, setPeriod] = useState<NavChartPeriod>('3m');
  // A NAV fund opens on its return beside the benchmark's (the comparison investors look for first).
  const [mode, setMode] = useState<ChartMode>(isMoneyFund ? 'income' : 'return');
  const nav = useNavList(fundCode, period);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  // Set by the first hover, touch, focus or period switch; the interactive chart stays from then on.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const modes: readonly { value: ChartMode; label: string }[] = isMoneyFund
    ? [
        { value: 'income', label: '万份收益' },
        { value: 'yield7d', label: '七日年化' },
      ]
    : [
        { value: 'return', label: '累计收益' },
        { value: 'nav', label: '净值走势' },
      ];
  const points = nav.data?.points ?? [];
  const geometry = useMemo(() => previewGeometry(nav.data?.points ?? [], mode), [nav.data?.points, mode]);
  const preview = geometry ? <NavChartPreview geometry={geometry} height={CHART_HEIGHT} /> : null;
  const interactive = near && wanted;
  return (
    <section className="fd-detail-section" aria-labelledby="fd-nav-title">
      <SectionTitle
        id="fd-nav-title"
        title={isMoneyFund ? '收益走势' : '净值走势'}
        extra={
          <div className="fd-segmented" role="group" aria-label="图表内容">
            {modes.map((item) => (
              <button key={item.value} type="button" aria-pressed={mode === item.value} onClick={() => setMode(item.value)}>
                {item.label}
              </button>
            ))}
          </div>
        }
      />
      <PeriodChips
        value={period}
        onChange={(next) => {
          setPeriod(next);
          want();
        }}
      />
      <div
        ref={box}
        className="fd-nav-chart"
        style={{ height: CHART_HEIGHT }}
        aria-busy={nav.isFetching}
        data-period={nav.data?.period}
        data-chart={interactive ? 'interactive' : 'preview'}
        // While the SVG stands in, the box takes keyboard focus so that focusing it brings the interactive chart.
        role="group"
        aria-label="走势图（悬停、轻触或聚焦后可查看每日数值）"
        tabIndex={interactive ? undefined : 0}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
      >
        {points.length > 1 && nav.data ? (
          interactive ? (
            <Suspense fallback={preview ?? <QueryStatus loading minHeight={CHART_HEIGHT} />}>
              <NavChart data={nav.data} mode={mode} height={CHART_HEIGHT} />
            </Suspense>
          ) : (
            (preview ?? <QueryStatus empty emptyText="该区间暂无净值数据" minHeight={CHART_HEIGHT} />)
          )
        ) : (
          <QueryStatus
            loading={nav.isPending}
            error={nav.isError}
            empty={nav.isSuccess}
            emptyText="该区间暂无净值数据"
            onRetry={() => void nav.refetch()}
            minHeight={CHART_HEIGHT}
          />
        )}
      </div>
      {!isMoneyFund && nav.data?.benchmark ? (
        <p className="fd-chart-note">
          业绩比较基准：{nav.data.benchmark}
          {points.some((p) => p.benchmarkReturn !== null) ? '' : '（暂无基准数据）'}
        </p>
      ) : null}
    </section>
  );
}
