import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerRiskResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/risk/customer: the signed-in customer's current level.
export function fetchCustomerRisk() {
  return http.get('/account/risk/customer', undefined, { schema: customerRiskResponse });
}

export function customerRiskOptions() {
  return queryOptions({ queryKey: ['risk', 'customer'], queryFn: fetchCustomerRisk });
}

export function useCustomerRisk() {
  return useQuery(customerRiskOptions());
}
