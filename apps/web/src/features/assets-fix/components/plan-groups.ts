import type { FixedPlanView } from '@fund-direct/domain/contracts';

export interface PlanGroup {
  key: 'active' | 'paused' | 'finished';
  title: string;
  plans: FixedPlanView[];
}

// Active, paused, and finished (terminated by the customer or ended by the company) plans, each in the
// server's order (newest first).
export function groupPlans(plans: readonly FixedPlanView[]): PlanGroup[] {
  return [
    { key: 'active', title: '进行中', plans: plans.filter((p) => p.status === 'A') },
    { key: 'paused', title: '已暂停', plans: plans.filter((p) => p.status === 'P') },
    { key: 'finished', title: '已结束', plans: plans.filter((p) => p.status === 'T' || p.status === 'E') },
  ];
}
