import { customerSearchResponse } from '@fund-direct/domain/contracts/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// GET /api/ops/customers?keyword: customers by custno, fund account, part of the name, a full mobile or ID number;
// values masked.
export function customerSearchOptions(keyword: string) {
  return queryOptions({
    queryKey: ['ops', 'customers', keyword],
    queryFn: ({ signal }) => opsRequest('/customers', { params: { keyword }, schema: customerSearchResponse, signal }),
    enabled: keyword.trim().length > 0,
  });
}

export function useCustomerSearch(keyword: string) {
  return useQuery(customerSearchOptions(keyword));
}
