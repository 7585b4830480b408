import { emptyResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/account/logout: the server revokes the session (beyond §4, which shows no call).
// Quiet: a failed revoke does not stop the logout.
export function logout(): Promise<unknown> {
  return http.post('/account/logout', {}, { noLoading: true, silent: true, schema: emptyResponse });
}
