import { useMutation, useQueryClient } from '@tanstack/react-query';
import { riskResult, type RiskSubmitRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { customerRiskOptions } from './customer-risk.ts';
import { refreshSessionUser } from './refresh-session-user.ts';

// POST /api/account/risk/submit: scored on the server; the answer is the new level.
export function submitRisk(body: RiskSubmitRequest) {
  return http.post('/account/risk/submit', { ...body }, { schema: riskResult });
}

export function useSubmitRisk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitRisk,
    onSuccess: async (result) => {
      client.setQueryData(customerRiskOptions().queryKey, { assessed: true, risk: result });
      await refreshSessionUser().catch(() => undefined);
    },
  });
}
