import { lazy, Suspense, useState } from 'react';
import { SectionTitle } from '@/components/section-title.tsx';
import type { PlanBacktestPanelProps } from './plan-backtest-panel.tsx';
import './plan-backtest.css';

// The form and its chart load when asked for, so the page they sit on carries none of them.
const PlanBacktestPanel = lazy(() => import('./plan-backtest-panel.tsx').then((m) => ({ default: m.PlanBacktestPanel })));

// 定投回测 as a page section: a line saying what it does and a button that opens the panel in place.
export function PlanBacktestSection(props: PlanBacktestPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="fd-detail-section fd-backtest-section" aria-labelledby="fd-backtest-title">
      <SectionTitle id="fd-backtest-title" title="定投回测" />
      {open ? (
        <Suspense fallback={<p className="fd-backtest__note">加载中…</p>}>
          <PlanBacktestPanel {...props} />
        </Suspense>
      ) : (
        <div className="fd-backtest-section__intro">
          <p>用这只基金的历史净值，看看近三年每月定投到今天会怎样，并与一次性买入对比。</p>
          <button type="button" className="fd-button fd-button--primary fd-backtest-section__open" onClick={() => setOpen(true)}>
            查看回测
          </button>
        </div>
      )}
    </section>
  );
}
