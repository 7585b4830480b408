import { useMutation } from '@tanstack/react-query';
import { loginResponse, type RegisterRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/register (password fields travel encrypted, see lib/http.ts).
export function register(body: RegisterRequest) {
  return http.post('/account/register', { ...body }, { schema: loginResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
