import type { QueryClient } from '@tanstack/react-query';
import { USER_BANKS_KEY } from '@/api/account/bank-user-list.ts';

// Query keys of the customer's cards: scoped by the session token so another login never sees them.
export const bankKeys = {
  all: ['account', 'bank'] as const,
  userLists: USER_BANKS_KEY,
  details: ['account', 'bank', 'detail'] as const,
  detail: (token: string | null, tradeacco: string) => ['account', 'bank', 'detail', token, tradeacco] as const,
};

// After a sign, change or unbind: the list reloads; cached details may name a card that is gone.
export function afterCardsChanged(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: bankKeys.details });
  return client.invalidateQueries({ queryKey: bankKeys.userLists });
}
