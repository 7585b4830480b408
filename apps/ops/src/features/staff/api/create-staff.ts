import { staffOneTimePasswordResponse, type staffCreateBody } from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { opsRequest } from '@/lib/http.ts';
import { staffListQuery } from './staff-list.ts';

export type NewStaff = z.input<typeof staffCreateBody>;

// POST /api/ops/staff: answers the account's one-time password, shown once.
export function createStaff(body: NewStaff) {
  return opsRequest('/staff', { method: 'POST', body, schema: staffOneTimePasswordResponse });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }) });
}
