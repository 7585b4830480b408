import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyResponse, type InstitutionPasswordRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { sessionsOptions } from './session-list.ts';

// POST /api/account/institution-password (the other sessions end).
export function changeInstitutionPassword(body: InstitutionPasswordRequest) {
  return http.post('/account/institution-password', { ...body }, { schema: emptyResponse });
}

export function useChangeInstitutionPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeInstitutionPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsOptions().queryKey }),
  });
}
