import type { FundReportSummary } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { barWidth, largestOf, quarterLabel, sharesText, sizeText } from './fund-report-format.ts';
import './fund-report.css';

// The bars show the last three years of quarter ends (phones the last six, by CSS).
const SHOWN_REPORTS = 12;

interface FundSizeSectionProps {
  // Latest first, as the API answers.
  reports: readonly FundReportSummary[];
}

// 基金规模: net assets and shares at each quarter end, as plain CSS bars (no chart library on this page).
export function FundSizeSection({ reports }: FundSizeSectionProps) {
  const latest = reports[0];
  const shown = reports.slice(0, SHOWN_REPORTS).reverse();
  const largest = largestOf(shown.map((report) => report.netAssets));
  return (
    <section className="fd-detail-section" aria-labelledby="fd-size-title">
      <SectionTitle
        id="fd-size-title"
        title="基金规模"
        extra={latest ? <span className="fd-muted">截至 {latest.reportDate}</span> : null}
      />
      {latest ? (
        <>
          <dl className="fd-size-figures">
            <div>
              <dt>资产净值</dt>
              <dd className="fd-num">{sizeText(latest.netAssets)}</dd>
            </div>
            <div>
              <dt>期末份额</dt>
              <dd className="fd-num">{sharesText(latest.totalShares)}</dd>
            </div>
          </dl>
          <ol className="fd-size-bars" aria-label="各报告期末资产净值">
            {shown.map((report) => (
              <li key={report.reportDate} className="fd-size-bars__item">
                <span className="fd-visually-hidden">{`${report.reportDate} 资产净值 ${sizeText(report.netAssets)}`}</span>
                <span className="fd-size-bars__track" aria-hidden>
                  <span className="fd-size-bars__bar" style={{ height: barWidth(report.netAssets, largest) }}>
                    <span className="fd-size-bars__value fd-num">{sizeText(report.netAssets).replace(/元$/, '')}</span>
                  </span>
                </span>
                <span className="fd-size-bars__date fd-num" aria-hidden>
                  {quarterLabel(report.reportDate)}
                </span>
              </li>
            ))}
          </ol>
          <details className="fd-size-table">
            <summary>各报告期规模与份额</summary>
            <div className="fd-table-wrap">
              <table className="fd-table">
                <thead>
                  <tr>
                    <th scope="col">报告期末</th>
                    <th scope="col" className="fd-table__num">
                      资产净值
                    </th>
                    <th scope="col" className="fd-table__num">
                      期末份额
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {reports.map((report) => (
                    <tr key={report.reportDate}>
                      <td className="fd-num">{report.reportDate}</td>
                      <td className="fd-table__num fd-num">{sizeText(report.netAssets)}</td>
                      <td className="fd-table__num fd-num">{sharesText(report.totalShares)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <p className="fd-chart-note">资产净值与期末份额取自基金各季度报告。</p>
        </>
      ) : (
        <p className="fd-muted">暂无定期报告数据：基金成立后按季度披露规模与持仓，货币市场基金不披露股票持仓。</p>
      )}
    </section>
  );
}
