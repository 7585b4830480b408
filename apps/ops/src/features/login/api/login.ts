import { opsStageResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { opsLoginBody } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/auth/login: username and password; answers the stage the login has reached.
export function login(body: z.input<typeof opsLoginBody>) {
  return opsRequest('/auth/login', { method: 'POST', body, schema: opsStageResponse, authFlow: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
