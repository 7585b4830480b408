import { opsDashboardResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/dashboard (dashboard.view).
export const dashboardQuery = queryOptions({
  queryKey: ['ops', 'dashboard'],
  queryFn: ({ signal }) => opsRequest('/dashboard', { schema: opsDashboardResponse, signal }),
  // The figures move all day (orders, approvals, the batch): refreshed every minute while the page is open.
  refetchInterval: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
