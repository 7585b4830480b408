import { randomUUID } from 'node:crypto';
import type { TradeOrderResponse } from '@fund-direct/domain/contracts';
import type { Envelope } from '@fund-direct/domain/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../../src/db/database.ts';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../../../src/db/seed/demo-accounts.ts';
import { encryptFor, signedInject } from '../../support/test-app.ts';
import { envelope, passwordLogin, tokenOf } from '../auth/auth.test-support.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import type { CustomerRow } from '../../../src/db/schema/customer.ts';
import type { HoldingRow } from '../../../src/db/schema/trading.ts';

// The demo customer's seeded 招商银行 card (per order 5万, per day 10万).
export const DEMO_TRADEACCO = '0100001';

export async function signIn(app: FastifyInstance, mobile = '13800000001'): Promise<string> {
  return tokenOf(await passwordLogin(app, mobile, DEMO_PASSWORD));
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

export async function get<T>(app: FastifyInstance, url: string, token: string, query: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await signedInject(app, { method: 'GET', url, query, token });
  return { status: response.statusCode, body: envelope<T>(response) };
}

export async function post<T>(app: FastifyInstance, url: string, token: string, body: Record<string, unknown>): Promise<Reply<T>> {
  const response = await signedInject(app, { method: 'POST', url, body, token });
  return { status: response.statusCode, body: envelope<T>(response) };
}

// Order calls carry the trade password RSA-encrypted, as the pages send it.
export async function placeOrder(
  app: FastifyInstance,
  path: 'purchase' | 'redemption' | 'convert' | 'bonus',
  token: string,
  body: Record<string, unknown>,
  tradePassword = DEMO_TRADE_PASSWORD,
): Promise<Reply<TradeOrderResponse>> {
  return post<TradeOrderResponse>(app, `/api/trade/${path}`, token, {
    clientRequestId: randomUUID(),
    ...body,
    tradePassword: await encryptFor(app, tradePassword),
  });
}

export async function withPassword(app: FastifyInstance, body: Record<string, unknown>, tradePassword = DEMO_TRADE_PASSWORD) {
  return { ...body, tradePassword: await encryptFor(app, tradePassword) };
}

export async function customerIdOf(db: DbExecutor, mobile: string): Promise<string> {
  const [row] = await rowsOf<Pick<CustomerRow, 'id'>>(db, sql`select id from customer where mobile = ${mobile} and closed_at is null`);
  if (!row) throw new Error(`no customer ${mobile}`);
  return row.id;
}

// Shares without the batch: one ledger row (kind adjust), the holding it derives and one purchase lot,
// as a confirmed purchase would leave them.
export async function giveHolding(
  db: DbExecutor,
  holding: { customerId: string; fundCode: string; shares: string; acquiredDate: string; tradeacco?: string; dividendMethod?: '0' | '1' },
): Promise<void> {
  const at = new Date(`${holding.acquiredDate}T08:00:00Z`).toISOString();
  await db.execute(sql`
    insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
    values (${holding.customerId}::uuid, ${holding.fundCode}, 'adjust', ${holding.shares}::numeric, 0, ${holding.shares}::numeric,
            ${`fixture-${randomUUID()}`}, ${holding.acquiredDate}::date, ${at}::timestamptz)`);
  await db.execute(sql`
    insert into holding (customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date, updated_at)
    values (${holding.customerId}::uuid, ${holding.fundCode}, ${holding.shares}::numeric, 0, ${holding.shares}::numeric,
            ${holding.dividendMethod ?? '1'}, ${holding.tradeacco ?? DEMO_TRADEACCO}, ${holding.acquiredDate}::date, ${at}::timestamptz)
    on conflict (customer_id, fund_code) do update set shares = holding.shares + excluded.shares, cost = holding.cost + excluded.cost`);
  await db.execute(sql`
    insert into share_lot (customer_id, fund_code, acquired_date, charge_type, shares, remaining)
    values (${holding.customerId}::uuid, ${holding.fundCode}, ${holding.acquiredDate}::date, 'A', ${holding.shares}::numeric, ${holding.shares}::numeric)`);
}

export async function holdingOf(
  db: DbExecutor,
  customerId: string,
  fundCode: string,
): Promise<Pick<HoldingRow, 'shares' | 'frozen'> | undefined> {
  const [row] = await rowsOf<Pick<HoldingRow, 'shares' | 'frozen'>>(
    db,
    sql`select shares::text as shares, frozen::text as frozen from holding where customer_id = ${customerId}::uuid and fund_code = ${fundCode}`,
  );
  return row;
}

export async function orderCount(db: DbExecutor, customerId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from trade_order where customer_id = ${customerId}::uuid`);
  return Number(row?.n ?? 0);
}
