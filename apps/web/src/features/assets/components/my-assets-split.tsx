import { lazy, Suspense } from 'react';
import type { ShareInfoResponse } from '@fund-direct/domain/contracts';
import { formatPercent } from '@fund-direct/domain/format';
import { MoneyText } from '@/components/money-text.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { splitColor } from './my-assets-split-options.ts';

// ECharts arrives with this chunk only, after the figures above it have rendered.
const MyAssetsSplitChart = lazy(() => import('./my-assets-split-chart.tsx').then((m) => ({ default: m.MyAssetsSplitChart })));

const CHART_HEIGHT = 200;

// A share of the whole, not a gain: no sign.
const shareText = (ratio: string) => formatPercent(ratio, { multiply100: true }).replace(/^\+/, '');

// The asset split by fund type: the donut and, beside it, the same figures as a list.
export function MyAssetsSplit({ split }: { split: ShareInfoResponse['split'] }) {
  return (
    <section className="fd-my-assets__section" aria-labelledby="fd-my-assets-split">
      <SectionTitle id="fd-my-assets-split" title="资产分布" />
      <div className="fd-my-assets-split">
        <div className="fd-my-assets-split__chart">
          <Suspense fallback={<QueryStatus loading minHeight={CHART_HEIGHT} />}>
            <MyAssetsSplitChart split={split} height={CHART_HEIGHT} />
          </Suspense>
        </div>
        <ul className="fd-my-assets-split__legend" aria-label="按基金类型的资产分布">
          {split.map((item, index) => (
            <li key={item.fundType}>
              <span className="fd-my-assets-split__swatch" style={{ background: splitColor(index) }} aria-hidden />
              <span className="fd-my-assets-split__name">{item.fundTypeName}</span>
              <MoneyText value={item.marketValue} unit="元" />
              <span className="fd-num fd-my-assets-split__ratio">{shareText(item.ratio)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
