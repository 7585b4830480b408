import type { FundRiskResponse } from '@fund-direct/domain/contracts';
import { formatValue } from '@fund-direct/domain/format';
import { PercentText } from '@/components/percent-text.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { rateText } from './fund-detail-format.ts';
import './fund-report.css';

// 风险指标 of each §3 period: the period's return, the largest fall from a peak with its dates, the annualised
// volatility and the Sharpe ratio at the stated risk-free rate. On a phone each period is a block of labelled figures.
export function FundRiskSection({ risk }: { risk: FundRiskResponse }) {
  const periods = risk.periods.filter((period) => period.from !== null);
  return (
    <section className="fd-detail-section" aria-labelledby="fd-risk-title">
      <SectionTitle id="fd-risk-title" title="风险指标" extra={risk.asOf ? <span className="fd-muted">截至 {risk.asOf}</span> : null} />
      {periods.length === 0 ? (
        <p className="fd-muted">暂无足够的净值数据计算风险指标。</p>
      ) : (
        <>
          <div className="fd-table-wrap">
            <table className="fd-table fd-risk-table">
              <thead>
                <tr>
                  <th scope="col">区间</th>
                  <th scope="col" className="fd-table__num">
                    区间收益
                  </th>
                  <th scope="col" className="fd-table__num">
                    最大回撤
                  </th>
                  <th scope="col" className="fd-table__num">
                    年化波动率
                  </th>
                  <th scope="col" className="fd-table__num">
                    夏普比率
                  </th>
                </tr>
              </thead>
              <tbody>
                {periods.map((period) => (
                  <tr key={period.period}>
                    <th scope="row">{period.label}</th>
                    <td className="fd-table__num" data-label="区间收益">
                      <PercentText value={period.periodReturn} multiply100 />
                    </td>
                    <td className="fd-table__num" data-label="最大回撤">
                      <span className="fd-num">{rateText(period.maxDrawdown)}</span>
                      {period.drawdownPeakDate && period.drawdownTroughDate ? (
                        <span className="fd-risk-table__dates fd-num">
                          {period.drawdownPeakDate} 至 {period.drawdownTroughDate}
                        </span>
                      ) : null}
                    </td>
                    <td className="fd-table__num fd-num" data-label="年化波动率">
                      {rateText(period.volatility)}
                    </td>
                    <td className="fd-table__num fd-num" data-label="夏普比率">
                      {formatValue(period.sharpe, 2)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="fd-chart-note">
            按复权单位净值的日收益率计算：年化波动率为日收益率标准差 × √{risk.tradingDaysPerYear}；夏普比率按无风险收益率{' '}
            {rateText(risk.riskFreeRate)}（年化）计算；最大回撤为区间内净值从高点到其后低点的最大跌幅。
          </p>
        </>
      )}
    </section>
  );
}
