import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openAccountResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { openAccountProgressKey } from './open-account-check.ts';

// POST /api/account/open-account: completes the opening (repeating it answers the same account).
export function openAccount() {
  return http.post('/account/open-account', {}, { schema: openAccountResponse });
}

export function useOpenAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openAccount,
    onSuccess: () => void client.invalidateQueries({ queryKey: openAccountProgressKey }),
  });
}
