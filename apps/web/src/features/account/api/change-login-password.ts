import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyResponse, type ChangeLoginPasswordRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { sessionsOptions } from './session-list.ts';

// POST /api/account/login-password (the other sessions end).
export function changeLoginPassword(body: ChangeLoginPasswordRequest) {
  return http.post('/account/login-password', { ...body }, { schema: emptyResponse });
}

export function useChangeLoginPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeLoginPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsOptions().queryKey }),
  });
}
