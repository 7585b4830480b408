import { CALENDAR_LAST_DATE, shanghaiDate } from '@fund-direct/domain/calendar';
import { addDays } from '@fund-direct/domain/yield';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { DEMO_TRADE_PASSWORD } from '../../db/seed/demo-accounts.ts';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import { createPasswordHasher } from '../auth/auth.public.ts';
import { lastSeedTradingDay } from '../fund/fund-seed.public.ts';
import { rowsOf } from '../../db/rows.ts';
import { lastNavTradingDate } from '../ta/ta.public.ts';
import { backfillDailyIncome } from './daily-income-backfill.ts';
import { PENDING_TODAY, datedTimeline } from './demo-history-events.ts';
import { placeDemoOrder, settleDemoDays, type DemoTrader, type IncomeCursor } from './demo-history-orders.ts';

export const DEMO_HISTORY_MOBILE = '13800000001';
export const DEMO_HISTORY_SEED_NAME = 'demo-history';

// The lowest cost the password hasher reads (scrypt 2^10).
const SEED_HASH_LOG_N = 10;

interface DemoCustomer {
  id: string;
  tradeacco: string | null;
  tradePasswordHash: string | null;
  orders: number;
}

async function demoCustomer(tx: Transaction): Promise<DemoCustomer | undefined> {
  const [row] = await rowsOf<DemoCustomer>(
    tx,
    sql`select c.id, c.trade_password_hash as "tradePasswordHash",
               (select b.tradeacco from bank_card b where b.customer_id = c.id and b.status = 'signed' order by b.created_at limit 1) as tradeacco,
               (select count(*)::int from trade_order o where o.customer_id = c.id) as orders
        from customer c where c.mobile = ${DEMO_HISTORY_MOBILE}`,
  );
  return row ? { ...row, orders: Number(row.orders) } : undefined;
}

// Every order checks the trade password, and the production hash costs a few hundred milliseconds a
// check. Inside this seed's transaction the customer's hash is a cheap one of the same demo password,
// and the real one is put back before the transaction commits, so nobody ever sees the cheap one.
async function withSeedTradePassword(tx: Transaction, customer: DemoCustomer, work: () => Promise<void>): Promise<void> {
  const cheap = await createPasswordHasher({ logN: SEED_HASH_LOG_N }).hash(DEMO_TRADE_PASSWORD);
  await tx.execute(sql`update customer set trade_password_hash = ${cheap} where id = ${customer.id}::uuid`);
  await work();
  await tx.execute(sql`update customer set trade_password_hash = ${customer.tradePasswordHash}, trade_password_failures = 0,
      trade_password_failure_day = null where id = ${customer.id}::uuid`);
}

// About a year of the demo customer's trading, once per database (a customer who has any order is
// left alone): the timeline's orders placed on their past trade dates through the order book, the real
// TA batch run for each day with orders or plan deductions, the daily income of the trading days in
// between written set-based (daily-income-backfill.ts), and a few orders placed now that stay in transit.
export const demoHistorySeed: SeedModule = {
  name: DEMO_HISTORY_SEED_NAME,
  demoOnly: true,
  async run({ tx, fieldCipher, now }) {
    const customer = await demoCustomer(tx);
    if (!customer || customer.orders > 0 || !customer.tradeacco || !customer.tradePasswordHash) return;
    const db = tx as unknown as Database;
    let clock = now;
    const trader: DemoTrader = {
      // The remittance account only decorates the order views the services answer, which the seed drops.
      deps: { db, cipher: fieldCipher, remitAccount: loadConfig({}).remitAccount, now: () => clock },
      customerId: customer.id,
      tradeacco: customer.tradeacco,
      setNow: (instant) => {
        clock = instant;
      },
      placed: 0,
    };
    // The history ends on the last day with NAVs: the seeded ones, or later days the scheduler published.
    const lastNav = await lastNavTradingDate(db);
    if (!lastNav) return;
    const lastDay = lastNav <= shanghaiDate(now) ? lastNav : lastSeedTradingDay(now);
    const income: IncomeCursor = { next: null };
    await withSeedTradePassword(tx, customer, async () => {
      for (const group of datedTimeline(lastDay)) {
        await settleDemoDays(db, customer.id, group.date, income);
        trader.setNow(new Date(`${group.date}T10:00:00+08:00`));
        for (const event of group.events) await placeDemoOrder(trader, event);
      }
      await settleDemoDays(db, customer.id, addDays(lastDay, 1), income);
      // Orders placed now need a trade date the calendar knows.
      if (shanghaiDate(now) <= CALENDAR_LAST_DATE) {
        trader.setNow(now);
        for (const event of PENDING_TODAY) await placeDemoOrder(trader, event);
      }
    });
    if (income.next) await backfillDailyIncome(tx, customer.id, income.next, lastDay);
  },
};
