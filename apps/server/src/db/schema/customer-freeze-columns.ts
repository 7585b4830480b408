import { text, timestamp } from 'drizzle-orm/pg-core';

// The account freeze of migrations/0028_customer_freeze.sql: frozen while frozenAt is set (the three are set and cleared
// together). Spread into the `customer` table of customer.ts; kept in sync with the SQL by hand.
export const customerFreezeColumns = {
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  // Shown to the customer on the account home.
  frozenReason: text('frozen_reason'),
  // The staff username who froze the account.
  frozenBy: text('frozen_by'),
};
