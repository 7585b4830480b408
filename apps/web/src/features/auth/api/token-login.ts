import { useMutation } from '@tanstack/react-query';
import { loginResponse, type TokenLoginRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/token-login. Failures carry { triesLeft, imageCodeRequired } in ApiError.data.
export function tokenLogin(body: TokenLoginRequest) {
  return http.post('/account/token-login', { ...body }, { schema: loginResponse });
}

export function useTokenLogin() {
  return useMutation({ mutationFn: tokenLogin });
}
