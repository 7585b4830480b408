import type { DbExecutor } from '../../db/database.ts';

// Issue 6: a card cannot be unbound or changed while holdings or in-transit trades ride on it.
// The trading modules own those tables, so each provides a check; a check answers the
// reason (Chinese, shown to the customer) or null when the card is free as far as it knows.
export type CardUsageCheck = (db: DbExecutor, customerId: string, tradeacco: string) => Promise<string | null>;

// The checks of one app, handed over where the app is assembled (app.ts), so no route file has to be loaded for them.
export interface CardUsageChecks {
  // Returns the function that removes the check again.
  add(check: CardUsageCheck): () => void;
  // The first reason any check gives, or null.
  reasonFor(db: DbExecutor, customerId: string, tradeacco: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cardUsageChecks: CardUsageChecks;
  }
}

export function cardUsageChecks(initial: readonly CardUsageCheck[]): CardUsageChecks {
  const checks = new Set<CardUsageCheck>(initial);
  return {
    add(check) {
      checks.add(check);
      return () => {
        checks.delete(check);
      };
    },
    async reasonFor(db, customerId, tradeacco) {
      for (const check of checks) {
        const reason = await check(db, customerId, tradeacco);
        if (reason) return reason;
      }
      return null;
    },
  };
}
