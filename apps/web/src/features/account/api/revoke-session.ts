import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyResponse, type revokeSessionRequest } from '@fund-direct/domain/contracts';
import type { z } from 'zod';
import { http } from '@/lib/http.ts';
import { sessionsOptions } from './session-list.ts';

// POST /api/account/sessions/revoke: one session, or every other one.
export function revokeSession(body: z.infer<typeof revokeSessionRequest>) {
  return http.post('/account/sessions/revoke', { ...body }, { schema: emptyResponse });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsOptions().queryKey }),
  });
}
