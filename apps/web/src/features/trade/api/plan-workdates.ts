import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type planWorkdatesQuery, planWorkdatesResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { TRADE_QUERY_ROOT } from '@/api/trade/trade-keys.ts';

export type PlanSchedule = z.input<typeof planWorkdatesQuery>;
export type PlanWorkdates = z.infer<typeof planWorkdatesResponse>;

// GET /api/trade/fixed-plan/workdates: the next deduction date of a plan's cycle from its start date.
export function fetchPlanWorkdates(schedule: PlanSchedule): Promise<PlanWorkdates> {
  return http.get('/trade/fixed-plan/workdates', { ...schedule }, { noLoading: true, silent: true, schema: planWorkdatesResponse });
}

export function planWorkdatesOptions(schedule: PlanSchedule) {
  return queryOptions({
    queryKey: [...TRADE_QUERY_ROOT, 'plan-workdates', schedule],
    queryFn: () => fetchPlanWorkdates(schedule),
  });
}

// Asks only once the schedule is complete (the unit's day chosen, a start date).
export function usePlanWorkdates(schedule: PlanSchedule | null) {
  return useQuery({
    ...planWorkdatesOptions(schedule ?? { unit: '2', startDate: '' }),
    enabled: schedule !== null,
    placeholderData: keepPreviousData,
  });
}
