import { useMutation } from '@tanstack/react-query';
import { MODIFY_PHONE_PURPOSE } from '@fund-direct/domain/contracts';
import { sendMobileCode } from '@/api/serve/mobile-code-send.ts';
import { verifyMobileCode } from '@/api/serve/mobile-code-verify.ts';

// POST /api/serve/mobile-code/send with purpose modify-phone (session calls need no image code).
export function sendModifyPhoneCode(mobile: string) {
  return sendMobileCode({ mobile, purpose: MODIFY_PHONE_PURPOSE });
}

export function useSendModifyPhoneCode() {
  return useMutation({ mutationFn: sendModifyPhoneCode });
}

// POST /api/serve/mobile-code/verify: the old mobile's code for a ticket.
export function verifyModifyPhoneCode(body: { mobile: string; smsCode: string }) {
  return verifyMobileCode({ ...body, purpose: MODIFY_PHONE_PURPOSE });
}

export function useVerifyModifyPhoneCode() {
  return useMutation({ mutationFn: verifyModifyPhoneCode });
}
