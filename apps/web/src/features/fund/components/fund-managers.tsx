import type { FundManagerRef } from '@fund-direct/domain/contracts';
import { formatTenure } from '@fund-direct/domain/format';
import { Link } from 'react-router';
import { PercentText } from '@/components/percent-text.tsx';
import { SectionTitle } from '@/components/section-title.tsx';

// Current managers as cards (avatar, title, tenure, return), former ones in a table; each links to /fund_manager.
export function FundManagersSection({ current, former }: { current: readonly FundManagerRef[]; former: readonly FundManagerRef[] }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-managers-title">
      <SectionTitle id="fd-managers-title" title="基金经理" />
      {current.length === 0 ? <p className="fd-muted">暂无基金经理信息</p> : null}
      <ul className="fd-manager-cards">
        {current.map((manager) => (
          <li key={manager.manId} className="fd-manager-card">
            <img className="fd-manager-card__avatar" src={manager.avatar} alt="" width={64} height={64} loading="lazy" />
            <div className="fd-manager-card__body">
              <Link className="fd-manager-card__name" to={`/fund_manager?manId=${manager.manId}`}>
                {manager.name}
              </Link>
              <p className="fd-muted">{manager.title}</p>
              <p>
                任职期间：<span className="fd-num">{formatTenure(manager)}</span>
              </p>
              <p>
                任职回报：
                <PercentText value={manager.returnDuringTenure} multiply100 />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {former.length > 0 ? (
        <div className="fd-table-wrap fd-detail-gap" role="region" aria-label="历任基金经理" tabIndex={0}>
          <table className="fd-table">
            <caption className="fd-table-caption">历任基金经理</caption>
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">任职期间</th>
                <th scope="col" className="fd-table__num">
                  任职回报
                </th>
              </tr>
            </thead>
            <tbody>
              {former.map((manager) => (
                <tr key={`${manager.manId}-${manager.startDate}`}>
                  <td>
                    <Link to={`/fund_manager?manId=${manager.manId}`}>{manager.name}</Link>
                  </td>
                  <td className="fd-num">{formatTenure(manager)}</td>
                  <td className="fd-table__num">
                    <PercentText value={manager.returnDuringTenure} multiply100 />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
