import { QueryStatus } from '@/components/query-status.tsx';
import { SectionTitle } from '@/components/section-title.tsx';
import { useFundReports } from '../api/fund-reports.ts';
import { useFundRisk } from '../api/fund-risk.ts';
import { FundAllocationSection } from './fund-allocation-section.tsx';
import { FundHoldingsSection } from './fund-holdings-section.tsx';
import { FundIndustriesSection } from './fund-industries-section.tsx';
import { FundRiskSection } from './fund-risk-section.tsx';
import { FundSizeSection } from './fund-size-section.tsx';

// 基金规模, 资产配置, 十大重仓股 and 行业配置 from the fund's quarterly reports (prefetched by the page's loader, so the
// server's HTML has them). A fund without a report (raising, or a money fund) shows the size section's empty line.
export function FundReportSections({ fundCode }: { fundCode: string }) {
  const reports = useFundReports(fundCode);
  if (!reports.data) {
    return (
      <section className="fd-detail-section" aria-labelledby="fd-size-title">
        <SectionTitle id="fd-size-title" title="基金规模" />
        <QueryStatus loading={reports.isPending} error={reports.isError} onRetry={() => void reports.refetch()} />
      </section>
    );
  }
  const [latest] = reports.data.reports;
  const detail = reports.data.latest;
  return (
    <>
      <FundSizeSection reports={reports.data.reports} />
      {latest && detail ? (
        <>
          <FundAllocationSection report={latest} />
          <FundHoldingsSection reportDate={detail.reportDate} holdings={detail.holdings} />
          <FundIndustriesSection reportDate={detail.reportDate} industries={detail.industries} holdsStocks={detail.holdings.length > 0} />
        </>
      ) : null}
    </>
  );
}

// 风险指标 of the fund's periods (money funds have none worth showing: their daily income hardly varies).
export function FundRiskBlock({ fundCode }: { fundCode: string }) {
  const risk = useFundRisk(fundCode);
  if (risk.data) return <FundRiskSection risk={risk.data} />;
  return (
    <section className="fd-detail-section" aria-labelledby="fd-risk-title">
      <SectionTitle id="fd-risk-title" title="风险指标" />
      <QueryStatus loading={risk.isPending} error={risk.isError} onRetry={() => void risk.refetch()} />
    </section>
  );
}
