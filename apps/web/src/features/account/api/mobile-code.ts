import { useMutation } from '@tanstack/react-query';
import { MODIFY_PHONE_PURPOSE, mobileCodeSendResponse, mobileCodeVerifyResponse } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// POST /api/serve/mobile-code/send with purpose modify-phone (session calls need no image code).
export function sendModifyPhoneCode(mobile: string) {
  return http.post('/serve/mobile-code/send', { mobile, purpose: MODIFY_PHONE_PURPOSE }, { schema: mobileCodeSendResponse });
}

export function useSendModifyPhoneCode() {
  return useMutation({ mutationFn: sendModifyPhoneCode });
}

// POST /api/serve/mobile-code/verify: the old mobile's code for a ticket.
export function verifyModifyPhoneCode(body: { mobile: string; smsCode: string }) {
  return http.post('/serve/mobile-code/verify', { ...body, purpose: MODIFY_PHONE_PURPOSE }, { schema: mobileCodeVerifyResponse });
}

export function useVerifyModifyPhoneCode() {
  return useMutation({ mutationFn: verifyModifyPhoneCode });
}
