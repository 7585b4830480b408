import { customerDetailResponse, type CustomerDetailResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

export const customerDetailKey = (customerId: string) => ['ops', 'customers', 'detail', customerId] as const;

// GET /api/ops/customers/:id: the customer page (masked values, account state, lists and timeline).
export function fetchCustomerDetail(customerId: string): Promise<CustomerDetailResponse> {
  return opsRequest(`/customers/${encodeURIComponent(customerId)}`, { schema: customerDetailResponse });
}

export function customerDetailOptions(customerId: string) {
  return queryOptions({ queryKey: customerDetailKey(customerId), queryFn: () => fetchCustomerDetail(customerId) });
}

export function useCustomerDetail(customerId: string) {
  return useQuery(customerDetailOptions(customerId));
}
