import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idCardUploadResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { openAccountProgressKey } from './open-account-check.ts';
import { profileKey } from './profile.ts';

// POST /api/account/id-card/upload (multipart: front, back).
export function uploadIdCard(files: { front: File; back: File }) {
  const form = new FormData();
  form.append('front', files.front);
  form.append('back', files.back);
  return http.upload('/account/id-card/upload', form, { schema: idCardUploadResponse });
}

export function useUploadIdCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadIdCard,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: openAccountProgressKey });
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
