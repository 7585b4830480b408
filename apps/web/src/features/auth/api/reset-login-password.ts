import { useMutation } from '@tanstack/react-query';
import { emptyResponse, type ResetLoginPasswordRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/reset-login-password
export function resetLoginPassword(body: ResetLoginPasswordRequest) {
  return http.post('/account/reset-login-password', { ...body }, { schema: emptyResponse });
}

export function useResetLoginPassword() {
  return useMutation({ mutationFn: resetLoginPassword });
}
