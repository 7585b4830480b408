import { opsStageResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/auth/password: replaces the one-time password given by the administrator.
export function changePassword(newPassword: string) {
  return opsRequest('/auth/password', { method: 'POST', body: { newPassword }, schema: opsStageResponse, authFlow: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
