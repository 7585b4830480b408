import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileUpdateResponse, type ProfileUpdateRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { applyUserInfo } from '../refresh-user.ts';
import { profileKey } from './profile.ts';

// POST /api/account/user-info/set: answers the new user info.
export function setUserInfo(body: ProfileUpdateRequest) {
  return http.post('/account/user-info/set', { ...body }, { schema: profileUpdateResponse });
}

export function useSetUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserInfo,
    onSuccess: (info) => {
      applyUserInfo(info);
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
