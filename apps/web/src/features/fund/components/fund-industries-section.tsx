import type { FundIndustry } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { barWidth, ratioText, sizeText } from './fund-report-format.ts';
import './fund-report.css';

interface FundIndustriesSectionProps {
  reportDate: string;
  industries: readonly FundIndustry[];
  // Stocks are held, but not classed by the CSRC table (a QDII fund's foreign stocks).
  holdsStocks: boolean;
}

// 行业配置 of the latest report (证监会行业分类), largest first, each with a bar scaled to the largest. On a phone each
// industry is a block: its name and market value, then its bar across the width.
export function FundIndustriesSection({ reportDate, industries, holdsStocks }: FundIndustriesSectionProps) {
  const largest = industries[0]?.ratio ?? '0';
  return (
    <section className="fd-detail-section" aria-labelledby="fd-industries-title">
      <SectionTitle id="fd-industries-title" title="行业配置" extra={<span className="fd-muted">报告期末 {reportDate}</span>} />
      {industries.length === 0 ? (
        <p className="fd-muted">
          {holdsStocks ? '本基金的境外股票按国家（地区）与行业板块披露，不适用证监会行业分类。' : '报告期末未持有股票。'}
        </p>
      ) : (
        <div className="fd-table-wrap" role="region" aria-label="行业配置明细表" tabIndex={0}>
          <table className="fd-table fd-industries-table">
            <thead>
              <tr>
                <th scope="col">行业</th>
                <th scope="col">占净值比例</th>
                <th scope="col" className="fd-table__num">
                  市值
                </th>
              </tr>
            </thead>
            <tbody>
              {industries.map((industry) => (
                <tr key={industry.industryCode}>
                  <th scope="row" className="fd-industries-table__name">
                    <span className="fd-fund-code">{industry.industryCode}</span> {industry.industryName}
                  </th>
                  <td className="fd-industries-table__ratio-cell">
                    <div className="fd-industries-table__ratio">
                      <span className="fd-industries-table__track" aria-hidden>
                        <span className="fd-industries-table__bar" style={{ width: barWidth(industry.ratio, largest) }} />
                      </span>
                      <span className="fd-num">{ratioText(industry.ratio)}</span>
                    </div>
                  </td>
                  <td className="fd-table__num fd-num fd-industries-table__value" data-label="市值">
                    {sizeText(industry.marketValue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
