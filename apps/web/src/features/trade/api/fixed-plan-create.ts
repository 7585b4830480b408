import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fixedPlanResponse, type fixedPlanCreateRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type FixedPlanResult = z.infer<typeof fixedPlanResponse>;
export type FixedPlanBody = z.input<typeof fixedPlanCreateRequest>;

// POST /api/trade/fixed-plan: a new regular-investment plan.
export function createFixedPlan(body: FixedPlanBody): Promise<FixedPlanResult> {
  return http.post('/trade/fixed-plan', { ...body }, { schema: fixedPlanResponse });
}

export function useCreateFixedPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFixedPlan,
    onSettled: () => client.invalidateQueries({ queryKey: TRADE_QUERY_ROOT }),
  });
}
