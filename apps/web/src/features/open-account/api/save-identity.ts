import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openAccountProgress, type IdentityStepRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { openAccountProgressKey } from './open-account-check.ts';
import { profileKey } from './profile.ts';

// POST /api/account/open-account/identity (idno and taxId travel encrypted, see lib/http.ts).
export function saveIdentity(body: IdentityStepRequest) {
  return http.post('/account/open-account/identity', { ...body }, { schema: openAccountProgress });
}

export function useSaveIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveIdentity,
    onSuccess: (progress) => {
      client.setQueryData(openAccountProgressKey, progress);
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
