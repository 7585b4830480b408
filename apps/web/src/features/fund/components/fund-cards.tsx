import { RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { FundSummary } from '@fund-direct/domain/contracts';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { Link } from 'react-router';
import { FundCompareButton } from '@/components/fund-compare-button.tsx';
import { FundStatusTag } from '@/components/fund-status-tag.tsx';
import { PercentText } from '@/components/percent-text.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { BuyButton, WatchButton } from './fund-buttons.tsx';
import { ChangeValue, NavDate, NavValue, changeLabel, navLabel } from './fund-figures.tsx';
import { shownPeriod, type FundListState } from './fund-list-query.ts';
import './fund-cards.css';

// 375 px: one card per fund with the chosen period's yield in front.
export function FundCards({ funds, state, from }: { funds: readonly FundSummary[]; state: FundListState; from: ToPage }) {
  const period = shownPeriod(state.sortField);
  return (
    <ul className="fd-fund-cards" aria-label="基金列表">
      {funds.map((fund) => (
        <li key={fund.fundcode} className="fd-fund-card">
          <div className="fd-fund-card__head">
            <div>
              <Link className="fd-fund-name" to={`/fund_detail?fundCode=${fund.fundcode}`}>
                {fund.fundname}
              </Link>
              <span className="fd-fund-code">{fund.fundcode}</span>
            </div>
            <WatchButton fundCode={fund.fundcode} fundName={fund.fundname} watched={fund.isCollect === true} from={from} />
          </div>
          <div className="fd-fund-card__tags">
            <span className="fd-tag fd-tag--muted">{fund.fundTypeLabel}</span>
            <RiskTag level={fund.riskLevel} />
            <FundStatusTag status={fund.status} />
          </div>
          <dl className="fd-fund-card__figures">
            <div>
              <dt>{RANKING_PERIODS[period]}</dt>
              <dd className="fd-fund-card__lead">
                <PercentText value={fund.yields[period]} multiply100 />
              </dd>
            </div>
            <div>
              <dt>{navLabel(fund)}</dt>
              <dd>
                <NavValue fund={fund} />
              </dd>
            </div>
            <div>
              <dt>{changeLabel(fund)}</dt>
              <dd>
                <ChangeValue fund={fund} />
              </dd>
            </div>
          </dl>
          <div className="fd-fund-card__foot">
            <span className="fd-fund-card__date">
              净值日期 <NavDate fund={fund} />
            </span>
            <span className="fd-row-actions">
              <FundCompareButton fundCode={fund.fundcode} fundName={fund.fundname} />
              <BuyButton
                fundCode={fund.fundcode}
                fundName={fund.fundname}
                status={fund.status}
                from={from}
                className="fd-button fd-button--accent fd-button--small"
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
