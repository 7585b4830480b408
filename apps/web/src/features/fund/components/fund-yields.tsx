import { RANKING_PERIODS, type RankingPeriod } from '@fund-direct/domain/codes';
import type { FundYields } from '@fund-direct/domain/contracts';
import { PercentText } from '@/components/percent-text.tsx';
import { SectionTitle } from '@/components/section-title.tsx';

// §3: the yield of every period (the ranking list's day and five years included).
export function FundYieldsSection({ yields, asOf }: { yields: FundYields; asOf: string | null }) {
  const periods = Object.keys(RANKING_PERIODS) as RankingPeriod[];
  return (
    <section className="fd-detail-section" aria-labelledby="fd-yields-title">
      <SectionTitle id="fd-yields-title" title="业绩表现" extra={asOf ? <span className="fd-muted">截至 {asOf}</span> : null} />
      <dl className="fd-yields">
        {periods.map((period) => (
          <div key={period} className="fd-yields__item">
            <dt>{RANKING_PERIODS[period]}</dt>
            <dd>
              <PercentText value={yields[period]} multiply100 />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
