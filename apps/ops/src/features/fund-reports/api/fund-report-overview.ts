import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundReportOverviewResponse } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

export const FUND_REPORT_QUERY_ROOT = ['ops', 'fund-reports'] as const;

// GET /api/ops/fund-reports: the reports stored per fund and each index's last close.
export function fundReportOverviewOptions() {
  return queryOptions({
    queryKey: [...FUND_REPORT_QUERY_ROOT, 'overview'],
    queryFn: ({ signal }) => opsRequest('/fund-reports', { schema: fundReportOverviewResponse, signal }),
  });
}

export function useFundReportOverview() {
  return useQuery(fundReportOverviewOptions());
}
