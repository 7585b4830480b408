import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remitArrivalResponse, type RemitArrivalRequest } from '@fund-direct/domain/contracts/ops';
import { opsRequest } from '@/lib/http.ts';
import { REMIT_QUERY_ROOT } from './remittances.ts';

// POST /api/ops/remittances/:orderNo/arrival: an arrived transfer; a matching one pays the order.
export function recordRemitArrival(input: { orderNo: string; body: RemitArrivalRequest }) {
  return opsRequest(`/remittances/${encodeURIComponent(input.orderNo)}/arrival`, {
    method: 'POST',
    body: input.body,
    schema: remitArrivalResponse,
  });
}

export function useRecordRemitArrival() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordRemitArrival,
    onSettled: () => client.invalidateQueries({ queryKey: REMIT_QUERY_ROOT }),
  });
}
