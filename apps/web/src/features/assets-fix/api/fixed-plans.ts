import { queryOptions, useQuery } from '@tanstack/react-query';
import { fixedPlanListResponse, type FixedPlanView } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export const FIXED_PLANS_KEY = ['assets-fix', 'plans'] as const;

// GET /api/trade/fixed-plan: every plan of the customer, newest first, with its figures.
export function fetchFixedPlans(): Promise<FixedPlanView[]> {
  return http.get('/trade/fixed-plan', undefined, { noLoading: true, schema: fixedPlanListResponse }).then((r) => r.list);
}

export function fixedPlansOptions() {
  return queryOptions({ queryKey: FIXED_PLANS_KEY, queryFn: fetchFixedPlans, staleTime: 0 });
}

export function useFixedPlans() {
  return useQuery(fixedPlansOptions());
}
