import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { FundSummary } from '@fund-direct/domain/contracts';
import { formatValue } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import { PercentText } from '@/components/percent-text.tsx';
import { QueryStatus } from '@/components/query-status.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useRecommendList } from '../api/recommend-list.ts';

const SHOWN = 4;
// The height of one row of cards, reserved while they load (no layout shift).
const REC_HEIGHT = 320;

// The lead figure: 近一年 for NAV funds, the 7-day annualised yield for money funds (§3).
function Lead({ fund }: { fund: FundSummary }) {
  return (
    <div className="fd-rec-card__lead">
      <PercentText value={fund.isMoneyFund ? fund.yield7d : fund.yields.year} multiply100 className="fd-rec-card__lead-value" />
      <span className="fd-rec-card__lead-label">{fund.isMoneyFund ? '七日年化' : RANKING_PERIODS.year}</span>
    </div>
  );
}

export function HomeRecommend() {
  const recommend = useRecommendList();
  const funds = recommend.data?.list.slice(0, SHOWN) ?? [];
  return (
    <section className="fd-section fd-home-recommend" aria-labelledby="fd-rec-title">
      <div className="fd-container">
        <SectionTitle
          id="fd-rec-title"
          title="精选基金"
          extra={
            <Link to="/fund" className="fd-more-link">
              全部基金
            </Link>
          }
        />
        {funds.length > 0 ? (
          <ul className="fd-rec-list">
            {funds.map((fund) => (
              <li key={fund.fundcode} className="fd-rec-card">
                <Link className="fd-rec-card__name" to={`/fund_detail?fundCode=${fund.fundcode}`}>
                  {fund.fundname}
                </Link>
                <p className="fd-rec-card__meta">
                  <span className="fd-num">{fund.fundcode}</span>
                  <span>{fund.fundTypeLabel}</span>
                  <RiskTag level={fund.riskLevel} />
                </p>
                <Lead fund={fund} />
                <dl className="fd-rec-card__figures">
                  <div>
                    <dt>{RANKING_PERIODS.sinceSetup}</dt>
                    <dd>
                      <PercentText value={fund.yields.sinceSetup} multiply100 />
                    </dd>
                  </div>
                  <div>
                    <dt>{fund.isMoneyFund ? '万份收益' : '单位净值'}</dt>
                    <dd className="fd-num">{formatValue(fund.isMoneyFund ? fund.incomePer10k : fund.nav)}</dd>
                  </div>
                </dl>
                <Link
                  className="fd-button fd-button--primary fd-button--block"
                  to={`/fund_detail?fundCode=${fund.fundcode}`}
                  aria-label={`查看详情：${fund.fundname}`}
                >
                  查看详情
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <QueryStatus
            loading={recommend.isPending}
            error={recommend.isError}
            empty={recommend.isSuccess}
            onRetry={() => void recommend.refetch()}
            minHeight={REC_HEIGHT}
          />
        )}
      </div>
    </section>
  );
}
