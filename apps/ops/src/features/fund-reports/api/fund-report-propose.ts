import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundReportProposeResponse, type FundReportImportRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { FUND_REPORT_QUERY_ROOT } from './fund-report-overview.ts';

// POST /api/ops/fund-reports/propose: the file as a 'fund.report.import' proposal, written once 复核 approves.
export function proposeFundReport(body: FundReportImportRequest) {
  return opsRequest('/fund-reports/propose', { method: 'POST', body, schema: fundReportProposeResponse });
}

export function useProposeFundReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeFundReport,
    onSettled: () => client.invalidateQueries({ queryKey: FUND_REPORT_QUERY_ROOT }),
  });
}
