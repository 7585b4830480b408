import type { z } from 'zod';
import { leaveMarkResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

export type RiskMark = z.infer<typeof leaveMarkResponse>;

// POST /api/trade/leave-mark: records the customer's explicit confirmation of a risk mismatch.
export function leaveMark(fundCode: string): Promise<RiskMark> {
  return http.post('/trade/leave-mark', { fundCode, confirmed: true }, { schema: leaveMarkResponse });
}
