import { registerStateResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// GET /api/account/register-state?mobile=: registration and the phone change ask whether a number is taken.
// Silent: each form shows its own message next to the field.
export function fetchRegisterState(mobile: string) {
  return http.get('/account/register-state', { mobile }, { schema: registerStateResponse, noLoading: true, silent: true });
}
