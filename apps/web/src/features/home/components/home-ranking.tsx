import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { RANKING_PERIODS, type RankingPeriod } from '@fund-direct/domain/codes';
import { PercentText } from '@/components/percent-text.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';
import { useFundRank } from '../api/fund-rank.ts';
import { HomeTabs } from './home-tabs.tsx';

const PERIOD_TABS = (Object.keys(RANKING_PERIODS) as RankingPeriod[]).map((key) => ({ key, label: RANKING_PERIODS[key] }));

// §3 rise-fall ranking with its periods (day … five years); loads when scrolled near.
export function HomeRanking() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [period, setPeriod] = useState<RankingPeriod>('day');
  const rank = useFundRank(period, near);
  const list = rank.data?.list ?? [];
  return (
    <section ref={ref} className="fd-home-ranking" aria-labelledby="fd-rank-title">
      <SectionTitle
        id="fd-rank-title"
        title="涨幅排行"
        extra={rank.data?.asOf ? <span className="fd-muted">截至 {rank.data.asOf}</span> : null}
      />
      <HomeTabs label="排行区间" tabs={PERIOD_TABS} active={period} onChange={setPeriod}>
        {list.length > 0 ? (
          <ol className="fd-rank-list" aria-busy={rank.isFetching}>
            {list.map((item) => (
              <li key={item.fundcode} className="fd-rank-list__item">
                <span className={item.rank <= 3 ? 'fd-rank-list__no fd-rank-list__no--top' : 'fd-rank-list__no'}>{item.rank}</span>
                <Link className="fd-rank-list__name" to={`/fund_detail?fundCode=${item.fundcode}`}>
                  {item.fundname}
                  <span className="fd-rank-list__code">{item.fundcode}</span>
                </Link>
                <span className="fd-rank-list__type">{item.fundTypeLabel}</span>
                <PercentText value={item.value} multiply100 className="fd-rank-list__value" />
              </li>
            ))}
          </ol>
        ) : (
          <QueryStatus
            loading={!near || rank.isPending}
            error={rank.isError}
            empty={rank.isSuccess}
            onRetry={() => void rank.refetch()}
            minHeight={440}
          />
        )}
      </HomeTabs>
    </section>
  );
}
