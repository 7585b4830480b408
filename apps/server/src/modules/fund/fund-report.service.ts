import type { FundReportsResponse } from '@fund-direct/domain/contracts';
import type { Database } from '../../db/database.ts';
import { listedFund } from './fund-detail.service.ts';
import { selectFundReports, selectReportHoldings, selectReportIndustries } from './fund-report.repository.ts';

// GET /api/content/fund/reports: every report of a listed fund for its size history, and the latest one's top ten and
// industries (a fund that is raising, or a money fund, has none: an empty list).
export async function fundReports(db: Database, code: string): Promise<FundReportsResponse> {
  await listedFund(db, code);
  const reports = await selectFundReports(db, code);
  const latest = reports[0];
  const [holdings, industries] = latest
    ? await Promise.all([selectReportHoldings(db, code, latest.reportDate), selectReportIndustries(db, code, latest.reportDate)])
    : [[], []];
  return {
    fundcode: code,
    reports: reports.map((r) => ({
      reportDate: r.reportDate,
      netAssets: r.netAssets,
      totalShares: r.totalShares,
      allocation: { stock: r.stockRatio, bond: r.bondRatio, cash: r.cashRatio, other: r.otherRatio },
    })),
    latest: latest ? { reportDate: latest.reportDate, holdings, industries } : null,
  };
}
