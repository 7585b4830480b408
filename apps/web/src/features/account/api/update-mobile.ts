import { useMutation } from '@tanstack/react-query';
import { mobileUpdateResponse, type MobileUpdateRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { refreshUser } from './refresh-user.ts';

// POST /api/account/mobile/update; the user info then shows the new mobile.
export function updateMobile(body: MobileUpdateRequest) {
  return http.post('/account/mobile/update', { ...body }, { schema: mobileUpdateResponse });
}

export function useUpdateMobile() {
  return useMutation({ mutationFn: updateMobile, onSuccess: () => refreshUser() });
}
