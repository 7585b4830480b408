import { useMutation } from '@tanstack/react-query';
import { mobileCodeSendResponse, type MobileCodeSendRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/serve/mobile-code/send: one client for every purpose (login, register, phone change, trade-password reset).
export function sendMobileCode(body: MobileCodeSendRequest) {
  return http.post('/serve/mobile-code/send', { ...body }, { schema: mobileCodeSendResponse });
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}
