import { and, eq, inArray, isNull } from 'drizzle-orm';
import { customer } from '../../db/schema/customer.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';

// The demo customers with a fund account get the trade password DEMO_ACCOUNTS names (147258); one the
// visitor has changed or reset is kept. Registered-only customers set theirs while opening the account.
export const demoTradePasswordSeed: SeedModule = {
  name: 'demo-trade-passwords',
  demoOnly: true,
  async run({ tx }) {
    const hasher = passwordHasherFor(process.env.NODE_ENV ?? 'development');
    const byPassword = new Map<string, string[]>();
    for (const account of DEMO_ACCOUNTS)
      byPassword.set(account.tradePassword, [...(byPassword.get(account.tradePassword) ?? []), account.mobile]);
    for (const [password, mobiles] of byPassword) {
      const hash = await hasher.hash(password);
      await tx
        .update(customer)
        .set({ tradePasswordHash: hash, tradePasswordFailures: 0, tradePasswordFailureDay: null })
        .where(and(inArray(customer.mobile, mobiles), eq(customer.custbelongto, '1'), isNull(customer.tradePasswordHash)));
    }
  },
};
