import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fixedPlanView, type FixedPlanStatusRequest, type FixedPlanView } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { FIXED_PLANS_KEY } from './fixed-plans.ts';

// POST /api/trade/fixed-plan/status: pause, resume or terminate a plan (the trade password travels encrypted).
export function changePlanStatus(body: FixedPlanStatusRequest): Promise<FixedPlanView> {
  return http.post('/trade/fixed-plan/status', { ...body }, { schema: fixedPlanView });
}

export function useChangePlanStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePlanStatus,
    onSettled: () => client.invalidateQueries({ queryKey: FIXED_PLANS_KEY }),
  });
}
