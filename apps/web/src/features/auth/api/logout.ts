import { http } from '../../../lib/http.ts';

// POST /api/account/logout: the server revokes the session (beyond §4, which shows no call).
// Quiet, and without a response schema so that the shell's first chunk stays free of zod.
export function logout(): Promise<unknown> {
  return http.post('/account/logout', {}, { noLoading: true, silent: true });
}
