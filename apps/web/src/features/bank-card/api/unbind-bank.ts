import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankUnbindResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { afterCardsChanged } from './bank-keys.ts';

// POST /api/account/bank/unbind
export function unbindBank(tradeacco: string) {
  return http.post('/account/bank/unbind', { tradeacco }, { schema: bankUnbindResponse });
}

export function useUnbindBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unbindBank,
    onSuccess: () => afterCardsChanged(client),
  });
}
