import { opsStageResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/auth/totp: the second factor of a login.
export function verifyTotp(code: string) {
  return opsRequest('/auth/totp', { method: 'POST', body: { code }, schema: opsStageResponse, authFlow: true });
}

export function useVerifyTotp() {
  return useMutation({ mutationFn: verifyTotp });
}
