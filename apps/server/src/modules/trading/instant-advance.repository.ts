import { sql } from 'drizzle-orm';
import { INSTANT_COMPANY_DAY_TOTAL_DEFAULT } from '@fund-direct/domain/trade';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// The system_param key of the company's daily advance total (set by operations through a proposal).
export const INSTANT_TOTAL_PARAM = 'instant_advance_daily_total';

export async function companyDayTotal(db: DbExecutor): Promise<string> {
  const [row] = await rowsOf<{ value: string }>(db, sql`select value from system_param where key = ${INSTANT_TOTAL_PARAM}`);
  return row?.value ?? INSTANT_COMPANY_DAY_TOTAL_DEFAULT;
}

// The day's total and use; before the day's first payout, the total in force and nothing used.
export async function companyDayUse(db: DbExecutor, day: string): Promise<{ total: string; used: string }> {
  const [row] = await rowsOf<{ total: string; used: string }>(
    db,
    sql`select total::text as total, used::text as used from instant_advance_day where advance_date = ${day}::date`,
  );
  return row ?? { total: await companyDayTotal(db), used: '0.00' };
}

export async function customerDayUse(db: DbExecutor, customerId: string, day: string): Promise<string> {
  const [row] = await rowsOf<{ used: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as used from instant_advance
        where customer_id = ${customerId}::uuid and advance_date = ${day}::date`,
  );
  return row?.used ?? '0';
}

// One customer's instant payouts one at a time (across all their money funds), so that the daily limit
// read before a payout still holds when it is written.
export async function lockCustomerAdvances(tx: DbExecutor, customerId: string): Promise<void> {
  await rowsOf(tx, sql`select id from customer where id = ${customerId}::uuid for no key update`);
}

// Takes the amount from the day's company room in one statement; false when it does not fit.
export async function takeCompanyRoom(tx: DbExecutor, day: string, amount: string): Promise<boolean> {
  await rowsOf(
    tx,
    sql`insert into instant_advance_day (advance_date, total, used)
        values (${day}::date, ${await companyDayTotal(tx)}::numeric, 0) on conflict (advance_date) do nothing`,
  );
  const taken = await rowsOf(
    tx,
    sql`update instant_advance_day set used = used + ${amount}::numeric
        where advance_date = ${day}::date and used + ${amount}::numeric <= total returning advance_date`,
  );
  return taken.length > 0;
}

export async function insertAdvance(
  tx: DbExecutor,
  advance: { orderId: string; customerId: string; day: string; amount: string; at: Date },
): Promise<void> {
  await rowsOf(
    tx,
    sql`insert into instant_advance (order_id, customer_id, advance_date, amount, advanced_at)
        values (${advance.orderId}::uuid, ${advance.customerId}::uuid, ${advance.day}::date, ${advance.amount}::numeric,
          ${advance.at.toISOString()}::timestamptz)`,
  );
}

// Operations set a new total: it applies from now on, today included (a lower total only stops new payouts).
export async function setCompanyDayTotal(tx: DbExecutor, total: string, day: string, now: Date): Promise<void> {
  await rowsOf(
    tx,
    sql`insert into system_param (key, value, updated_at) values (${INSTANT_TOTAL_PARAM}, ${total}, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
  );
  await rowsOf(tx, sql`update instant_advance_day set total = ${total}::numeric where advance_date >= ${day}::date`);
}
