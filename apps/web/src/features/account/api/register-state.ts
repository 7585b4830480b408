import { registerStateResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/account/register-state?mobile=: lets the phone change say at once that a number is taken.
export function isMobileRegistered(mobile: string): Promise<boolean> {
  return http
    .get('/account/register-state', { mobile }, { schema: registerStateResponse, noLoading: true, silent: true })
    .then((state) => state.registered);
}
