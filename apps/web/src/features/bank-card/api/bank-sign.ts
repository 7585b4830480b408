import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankCardItem, bankPreSignResponse, type BankPostSignRequest, type BankPreSignRequest } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { afterCardsChanged } from './bank-keys.ts';

// POST /api/account/bank/pre-sign (cardNo travels RSA-encrypted, see lib/http.ts): the bank texts a code.
export function preSignBank(body: BankPreSignRequest) {
  return http.post('/account/bank/pre-sign', { ...body }, { schema: bankPreSignResponse });
}

// POST /api/account/bank/re-contract: a new code for a card already signed (bank_sign).
export function reContractBank(tradeacco: string) {
  return http.post('/account/bank/re-contract', { tradeacco }, { schema: bankPreSignResponse });
}

// POST /api/account/bank/post-sign
export function postSignBank(body: BankPostSignRequest) {
  return http.post('/account/bank/post-sign', { ...body }, { schema: bankCardItem });
}

export function usePreSignBank() {
  return useMutation({ mutationFn: preSignBank });
}

export function useReContractBank() {
  return useMutation({ mutationFn: reContractBank });
}

export function usePostSignBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postSignBank,
    onSuccess: () => afterCardsChanged(client),
  });
}
