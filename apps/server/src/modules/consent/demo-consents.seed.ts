import { and, eq, inArray, isNull, min } from 'drizzle-orm';
import type { ConsentAction } from '@fund-direct/domain/contracts';
import { bankCard } from '../../db/schema/account.ts';
import { customer } from '../../db/schema/customer.ts';
import { fixedPlan, tradeOrder } from '../../db/schema/trading.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import { recordConsents } from './consent.service.ts';

// The demo customers accepted the agreements of what their history shows them doing, when they first did it:
// registering, signing a card, buying by card, starting a plan. After the content and history seeds.
export const demoConsentsSeed: SeedModule = {
  name: 'demo-consents',
  demoOnly: true,
  async run({ tx }) {
    const customers = await tx
      .select({ id: customer.id, createdAt: customer.createdAt })
      .from(customer)
      .where(
        and(
          inArray(
            customer.mobile,
            DEMO_ACCOUNTS.map((a) => a.mobile),
          ),
          isNull(customer.closedAt),
        ),
      );
    for (const { id, createdAt } of customers) {
      const [card] = await tx
        .select({ at: min(bankCard.signedAt) })
        .from(bankCard)
        .where(eq(bankCard.customerId, id));
      const [purchase] = await tx
        .select({ at: min(tradeOrder.placedAt) })
        .from(tradeOrder)
        .where(and(eq(tradeOrder.customerId, id), inArray(tradeOrder.businessCode, ['020', '022']), eq(tradeOrder.paymentMethod, 'card')));
      const [plan] = await tx
        .select({ at: min(fixedPlan.createdAt) })
        .from(fixedPlan)
        .where(eq(fixedPlan.customerId, id));
      // The seed writes the customers today and their history back in time: they registered before their history began.
      const registered = [createdAt, card?.at, purchase?.at, plan?.at].reduce<Date>(
        (first, at) => (at && at < first ? at : first),
        createdAt,
      );
      const firsts: [ConsentAction, Date | null | undefined][] = [
        ['register', registered],
        ['bindCard', card?.at],
        ['purchaseCard', purchase?.at],
        ['fixPlan', plan?.at],
      ];
      for (const [action, at] of firsts) if (at) await recordConsents(tx, id, action, at, null);
    }
  },
};
