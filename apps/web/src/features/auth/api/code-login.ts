import { useMutation } from '@tanstack/react-query';
import { loginResponse, type CodeLoginRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/code-login
export function codeLogin(body: CodeLoginRequest) {
  return http.post('/account/code-login', { ...body }, { schema: loginResponse });
}

export function useCodeLogin() {
  return useMutation({ mutationFn: codeLogin });
}
