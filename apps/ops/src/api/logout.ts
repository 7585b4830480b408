import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/auth/logout: ends the staff session (the server revokes it and clears the cookie).
export function logout(): Promise<unknown> {
  return opsRequest('/auth/logout', { method: 'POST', authFlow: true });
}
