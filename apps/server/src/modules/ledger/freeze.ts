import { TRADE_ERRORS, TRADE_TEXT } from '@fund-direct/domain/contracts';
import { AppError } from '@fund-direct/domain/errors';
import { isPositive, moneyLte, toSharesString } from '@fund-direct/domain/money';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { HoldingRow, shareLedger } from '../../db/schema/trading.ts';

// Pending redemptions and conversions freeze the shares they will take, so that two orders can never
// sell the same shares. Each freeze is a ledger row (kind freeze, frozen +x) and the holding's frozen
// column moves with it, under a row lock on the holding, in the caller's transaction. The holding's
// CHECK (frozen <= shares) is the last line: a freeze that would break it fails the transaction.
// Unfreezing (cancellation) writes kind unfreeze with frozen −x; the batch releases the rest.

export interface FreezeInput {
  customerId: string;
  fundCode: string;
  shares: string;
  orderId: string;
  effectiveDate: string;
  now: Date;
}

// available = shares − frozen, computed in SQL.
export type LockedHolding = Pick<HoldingRow, 'shares' | 'frozen' | 'tradeacco' | 'dividendMethod'> & { available: string };

// The holding under a row lock (FOR UPDATE): its shares cannot change until the transaction ends.
export async function lockHolding(tx: DbExecutor, customerId: string, fundCode: string): Promise<LockedHolding | undefined> {
  const [row] = await rowsOf<LockedHolding>(
    tx,
    sql`select shares::text as shares, frozen::text as frozen, (shares - frozen)::text as available,
               tradeacco, dividend_method as "dividendMethod"
        from holding where customer_id = ${customerId}::uuid and fund_code = ${fundCode} for update`,
  );
  return row;
}

export async function freezeShares(tx: DbExecutor, freeze: FreezeInput): Promise<void> {
  const holding = await lockHolding(tx, freeze.customerId, freeze.fundCode);
  if (!holding) throw new AppError(TRADE_ERRORS.NO_HOLDING);
  if (!moneyLte(freeze.shares, holding.available)) {
    throw new AppError(TRADE_ERRORS.SHARES_INSUFFICIENT, TRADE_TEXT.sharesInsufficient(toSharesString(holding.available)));
  }
  await tx.execute(sql`
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
    values (${freeze.customerId}::uuid, ${freeze.fundCode}, 'freeze', 0, ${freeze.shares}::numeric, 0, ${freeze.orderId}::uuid,
            ${freeze.effectiveDate}::date, ${freeze.now.toISOString()}::timestamptz)`);
  await tx.execute(sql`
    update holding set frozen = frozen + ${freeze.shares}::numeric, updated_at = ${freeze.now.toISOString()}::timestamptz
    where customer_id = ${freeze.customerId}::uuid and fund_code = ${freeze.fundCode}`);
}

// Releases what is still frozen for the order (its freeze rows net of earlier releases).
export async function unfreezeOrderShares(tx: DbExecutor, order: { orderId: string; effectiveDate: string; now: Date }): Promise<string> {
  const [row] = await rowsOf<Pick<typeof shareLedger.$inferSelect, 'customerId' | 'fundCode' | 'frozen'>>(
    tx,
    sql`select customer_id as "customerId", fund_code as "fundCode", sum(frozen)::text as frozen from share_ledger
        where order_id = ${order.orderId}::uuid group by customer_id, fund_code`,
  );
  if (!row || !isPositive(row.frozen)) return '0';
  await lockHolding(tx, row.customerId, row.fundCode);
  await tx.execute(sql`
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
    values (${row.customerId}::uuid, ${row.fundCode}, 'unfreeze', 0, -(${row.frozen}::numeric), 0, ${order.orderId}::uuid,
            ${order.effectiveDate}::date, ${order.now.toISOString()}::timestamptz)`);
  await tx.execute(sql`
    update holding set frozen = frozen - ${row.frozen}::numeric, updated_at = ${order.now.toISOString()}::timestamptz
    where customer_id = ${row.customerId}::uuid and fund_code = ${row.fundCode}`);
  return row.frozen;
}
