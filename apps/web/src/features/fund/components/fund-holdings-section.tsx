import type { FundHolding } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { ratioText, sizeText } from './fund-report-format.ts';
import './fund-report.css';

interface FundHoldingsSectionProps {
  reportDate: string;
  holdings: readonly FundHolding[];
}

// 十大重仓股 of the latest report, by rank. The name carries its code below it, so four narrow columns fit a phone.
export function FundHoldingsSection({ reportDate, holdings }: FundHoldingsSectionProps) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-holdings-title">
      <SectionTitle id="fd-holdings-title" title="十大重仓股" extra={<span className="fd-muted">报告期末 {reportDate}</span>} />
      {holdings.length === 0 ? (
        <p className="fd-muted">报告期末未持有股票。</p>
      ) : (
        <div className="fd-table-wrap" role="region" aria-label="十大重仓股明细表" tabIndex={0}>
          <table className="fd-table fd-holdings-table">
            <thead>
              <tr>
                <th scope="col">序号</th>
                <th scope="col">股票</th>
                <th scope="col" className="fd-table__num">
                  占净值比例
                </th>
                <th scope="col" className="fd-table__num">
                  持仓市值
                </th>
              </tr>
            </thead>
            <tbody>
              {holdings.map((holding) => (
                <tr key={holding.rank}>
                  <td className="fd-num">{holding.rank}</td>
                  <th scope="row" className="fd-holdings-table__name">
                    {holding.securityName}
                    <span className="fd-fund-code">{holding.securityCode}</span>
                  </th>
                  <td className="fd-table__num fd-num">{ratioText(holding.ratio)}</td>
                  <td className="fd-table__num fd-num">{sizeText(holding.marketValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
