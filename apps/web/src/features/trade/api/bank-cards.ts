import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankCardListResponse, type BankCardItem } from '@fund-direct/domain/contracts';
import { http } from '../../../lib/http.ts';

// GET /api/account/bank/user-list: the customer's cards; only signed ones can pay or receive money.
export function fetchSignedCards(): Promise<BankCardItem[]> {
  return http
    .get('/account/bank/user-list', undefined, { noLoading: true, schema: bankCardListResponse })
    .then((response) => response.list.filter((card) => card.status === 'signed'));
}

export function signedCardsOptions() {
  return queryOptions({ queryKey: ['account', 'bank', 'user-list', 'signed'], queryFn: fetchSignedCards });
}

export function useSignedCards() {
  return useQuery(signedCardsOptions());
}
