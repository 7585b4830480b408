import { opsStageResponse } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/auth/totp-enrol: confirms the enrolment with a first code from the authenticator app.
export function confirmTotpEnrolment(code: string) {
  return opsRequest('/auth/totp-enrol', { method: 'POST', body: { code }, schema: opsStageResponse, authFlow: true });
}

export function useConfirmTotpEnrolment() {
  return useMutation({ mutationFn: confirmTotpEnrolment });
}
