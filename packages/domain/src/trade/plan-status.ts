import type { PlanAction, PlanStatusCode } from '../contracts/trade.ts';

// A active, P paused, T terminated by the customer, E ended by the company (e.g. fund closed).
// Terminated and ended plans never come back.
const TRANSITIONS: Record<PlanAction, { from: readonly PlanStatusCode[]; to: PlanStatusCode }> = {
  pause: { from: ['A'], to: 'P' },
  resume: { from: ['P'], to: 'A' },
  terminate: { from: ['A', 'P'], to: 'T' },
};

export function planTransition(status: PlanStatusCode, action: PlanAction): PlanStatusCode | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}
