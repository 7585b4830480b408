import type { DbExecutor } from '../../db/database.ts';

// Issue 6: a card cannot be unbound or changed while holdings or in-transit trades ride on it.
// The trading modules own those tables, so each registers a check here; a check answers the
// reason (Chinese, shown to the customer) or null when the card is free as far as it knows.
export type CardUsageCheck = (db: DbExecutor, customerId: string, tradeacco: string) => Promise<string | null>;

const checks = new Set<CardUsageCheck>();

// Returns the function that removes the check again.
export function registerCardUsageCheck(check: CardUsageCheck): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

// The first reason any registered check gives, or null.
export async function cardUsageReason(db: DbExecutor, customerId: string, tradeacco: string): Promise<string | null> {
  for (const check of checks) {
    const reason = await check(db, customerId, tradeacco);
    if (reason) return reason;
  }
  return null;
}
