import { bankLimits } from '@fund-direct/domain/contracts';
import { eq } from 'drizzle-orm';
import { bankCard } from '../../db/schema/account.ts';
import { customer } from '../../db/schema/customer.ts';
import type { SeedModule } from '../../db/seed/seed-module.ts';

// The demo account with a fund account gets one signed 招商银行 debit card (BIN 622588). Demo trade
// accounts sit below the start of bank_card_tradeacco_seq, so they never meet a signed-up card's.
export const DEMO_BANK_CARDS = [{ mobile: '13800000001', tradeacco: '0100001', bankCode: '007', cardNo: '6225880137651234' }] as const;

export const bankCardSeed: SeedModule = {
  name: 'bank-cards',
  demoOnly: true,
  async run({ tx, fieldCipher, now }) {
    for (const demo of DEMO_BANK_CARDS) {
      const [owner] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.mobile, demo.mobile)).limit(1);
      if (!owner) continue;
      const limits = bankLimits(demo.bankCode);
      // A card the visitor unbound or changed stays as they left it.
      await tx
        .insert(bankCard)
        .values({
          customerId: owner.id,
          tradeacco: demo.tradeacco,
          bankCode: demo.bankCode,
          cardNoEnc: fieldCipher.encrypt(demo.cardNo),
          cardNoHash: fieldCipher.digest(demo.cardNo),
          cardHead: demo.cardNo.slice(0, 6),
          cardTail: demo.cardNo.slice(-4),
          reservedMobile: demo.mobile,
          status: 'signed',
          perOrderLimit: limits.perOrder,
          perDayLimit: limits.perDay,
          createdAt: now,
          signedAt: now,
        })
        .onConflictDoNothing();
    }
  },
};
