import { staffListResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/staff (staff.manage).
export const staffListQuery = queryOptions({
  queryKey: ['ops', 'staff', 'list'],
  queryFn: ({ signal }) => opsRequest('/staff', { schema: staffListResponse, signal }),
});

export function useStaffList() {
  return useQuery(staffListQuery);
}
