import { useMutation } from '@tanstack/react-query';
import { mobileCodeVerifyResponse, type MobileCodeVerifyRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';

// POST /api/serve/mobile-code/verify → a single-use ticket for the next step.
export function verifyMobileCode(body: MobileCodeVerifyRequest) {
  return http.post('/serve/mobile-code/verify', { ...body }, { schema: mobileCodeVerifyResponse });
}

export function useVerifyMobileCode() {
  return useMutation({ mutationFn: verifyMobileCode });
}
