import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { CLOSE_ACCOUNT_PURPOSE, closureCheckResponse, emptyResponse, type ClosureRequest } from '@fund-direct/domain/contracts';
import { sendMobileCode } from '@/api/serve/mobile-code-send.ts';
import { http } from '@/lib/http.ts';

// GET /api/account/closure: what keeps the account open, and which password closing it asks for.
export function fetchClosureCheck() {
  return http.get('/account/closure', undefined, { schema: closureCheckResponse, noLoading: true });
}

export function closureCheckOptions() {
  return queryOptions({ queryKey: ['account', 'closure'], queryFn: fetchClosureCheck });
}

export function useClosureCheck(enabled: boolean) {
  return useQuery({ ...closureCheckOptions(), enabled });
}

// POST /api/serve/mobile-code/send with purpose close-account, to the customer's own mobile.
export function sendCloseAccountCode(mobile: string) {
  return sendMobileCode({ mobile, purpose: CLOSE_ACCOUNT_PURPOSE });
}

// POST /api/account/closure.
export function closeAccount(body: ClosureRequest) {
  return http.post('/account/closure', { ...body }, { schema: emptyResponse });
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
