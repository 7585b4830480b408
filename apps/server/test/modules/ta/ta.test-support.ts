import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AmountTier } from '@fund-direct/domain/money';
import type { Database, DatabaseHandle } from '../../../src/db/database.ts';

// Orders and holdings written straight into the tables, as the order book would leave them.

let orderSeq = 0;

export interface PendingOrder {
  customerId: string;
  businessCode: string;
  fundCode: string;
  tradeDate: string;
  amount?: string;
  shares?: string;
  quotedFee?: string | null;
  chargeType?: string;
  targetFundCode?: string;
  dividendMethod?: string;
  tradeacco?: string | null;
  paymentMethod?: 'card' | 'remit';
  paymentStatus?: 'paid' | 'awaiting' | null;
  largeRedemption?: '0' | '1';
  placedAt?: Date;
}

const RECORD_CODES: Record<string, string> = { '020': '01', '022': '02', '024': '03', '029': '07', '036': '13', '039': '39' };

export async function placeOrder(db: Database, order: PendingOrder): Promise<string> {
  const id = randomUUID();
  orderSeq += 1;
  const amountOrder = order.amount !== undefined;
  await db.execute(sql`
    insert into trade_order (id, order_no, customer_id, client_request_id, business_code, record_code, fund_code, target_fund_code,
      amount, shares, charge_type, quoted_fee, tradeacco, payment_method, payment_status, large_redemption, dividend_method, trade_date, placed_at, status, updated_at)
    values (${id}::uuid, ${`T${String(orderSeq).padStart(10, '0')}${id.slice(0, 4)}`}, ${order.customerId}::uuid, ${randomUUID()},
      ${order.businessCode}, ${RECORD_CODES[order.businessCode] ?? '02'}, ${order.fundCode}, ${order.targetFundCode ?? null},
      ${order.amount ?? null}::numeric, ${order.shares ?? null}::numeric, ${order.chargeType ?? (amountOrder ? 'A' : null)},
      ${order.quotedFee ?? null}::numeric, ${order.tradeacco === undefined ? '0100001' : order.tradeacco},
      ${amountOrder ? (order.paymentMethod ?? 'card') : null}, ${amountOrder ? (order.paymentStatus === undefined ? 'paid' : order.paymentStatus) : null},
      ${order.largeRedemption ?? null}, ${order.dividendMethod ?? null}, ${order.tradeDate}::date, ${(order.placedAt ?? new Date(`${order.tradeDate}T02:00:00Z`)).toISOString()}::timestamptz,
      '9', now())`);
  return id;
}

// What the order book does when a redemption or conversion is placed: a freeze ledger row and
// the holding's frozen shares, together.
export async function freezeFor(
  db: Database,
  orderId: string,
  customerId: string,
  fundCode: string,
  shares: string,
  date: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
      values (${customerId}::uuid, ${fundCode}, 'freeze', 0, ${shares}::numeric, 0, ${orderId}::uuid, ${date}::date, now())`);
    await tx.execute(
      sql`update holding set frozen = frozen + ${shares}::numeric where customer_id = ${customerId}::uuid and fund_code = ${fundCode}`,
    );
  });
}

// Shares from before the scenario (an old lot): an adjust ledger row with its lot and holding.
export async function grantShares(
  db: Database,
  customerId: string,
  fundCode: string,
  shares: string,
  cost: string,
  date: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
      values (${customerId}::uuid, ${fundCode}, 'adjust', ${shares}::numeric, 0, ${cost}::numeric, ${`grant:${randomUUID()}`}, ${date}::date, now())`);
    await tx.execute(sql`
      insert into share_lot (customer_id, fund_code, acquired_date, charge_type, shares, remaining)
      values (${customerId}::uuid, ${fundCode}, ${date}::date, 'A', ${shares}::numeric, ${shares}::numeric)`);
    await tx.execute(sql`
      insert into holding (customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date, updated_at)
      select ${customerId}::uuid, ${fundCode}, ${shares}::numeric, 0, ${cost}::numeric, f.default_dividend_method, '0100001', ${date}::date, now()
      from fund f where f.code = ${fundCode}
      on conflict (customer_id, fund_code) do update set shares = holding.shares + excluded.shares, cost = holding.cost + excluded.cost`);
  });
}

export async function setNav(db: Database, fundCode: string, date: string, unitNav: string): Promise<void> {
  await db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav) values (${fundCode}, ${date}::date, ${unitNav}::numeric, ${unitNav}::numeric)
    on conflict (fund_code, nav_date) do update set unit_nav = excluded.unit_nav, acc_nav = excluded.acc_nav`);
}

// A money fund's day: NAV 1.0000 and its income per 10,000 shares (万份收益).
export async function setMoneyNav(db: Database, fundCode: string, date: string, incomePer10k: string): Promise<void> {
  await db.execute(sql`
    insert into nav (fund_code, nav_date, unit_nav, acc_nav, income_per_10k) values (${fundCode}, ${date}::date, 1.0000, 1.0000, ${incomePer10k}::numeric)
    on conflict (fund_code, nav_date) do update set unit_nav = excluded.unit_nav, acc_nav = excluded.acc_nav, income_per_10k = excluded.income_per_10k`);
}

// The fund's total shares at the end of a NAV date (the large-redemption basis of the next day).
export async function setTotalShares(db: Database, fundCode: string, date: string, totalShares: string | null): Promise<void> {
  await db.execute(sql`update nav set total_shares = ${totalShares}::numeric where fund_code = ${fundCode} and nav_date = ${date}::date`);
}

// What rebuild-holdings derives from the ledger: every holding and lot, in a stable order.
export async function derivedState(database: DatabaseHandle): Promise<unknown[][]> {
  return Promise.all([
    database.query(
      'select customer_id, fund_code, shares, frozen, cost, dividend_method, tradeacco, first_date from holding order by 1, 2',
    ),
    database.query(
      'select customer_id, fund_code, order_id, acquired_date, charge_type, shares, remaining from share_lot order by customer_id, fund_code, acquired_date, id',
    ),
  ]);
}

export async function addCustomer(db: Database, mobile: string): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into customer (id, custno, mobile, custbelongto) values (${id}::uuid, ${`C${mobile}`}, ${mobile}, '1')`);
  return id;
}

export async function customerIdOf(database: DatabaseHandle, mobile: string): Promise<string> {
  const [row] = await database.query<{ id: string }>(sql`select id from customer where mobile = ${mobile}`);
  if (!row) throw new Error(`no customer ${mobile}`);
  return row.id;
}

export async function purchaseTiers(
  database: DatabaseHandle,
  fundCode: string,
  kind = 'purchase',
): Promise<{ tiers: AmountTier[]; discount: string }> {
  const rows = await database.query<{ min_amount: string; max_amount: string | null; rate: string | null; fixed_fee: string | null }>(
    sql`select min_amount::text, max_amount::text, rate::text, fixed_fee::text from fund_fee_tier where fund_code = ${fundCode} and fee_kind = ${kind} order by seq`,
  );
  const [fund] = await database.query<{ d: string }>(sql`select purchase_discount::text as d from fund where code = ${fundCode}`);
  return {
    tiers: rows.map((r) => ({
      min: r.min_amount,
      ...(r.max_amount === null ? {} : { max: r.max_amount }),
      rule: r.fixed_fee === null ? { kind: 'rate' as const, rate: r.rate ?? '0' } : { kind: 'fixed' as const, fee: r.fixed_fee },
    })),
    discount: fund?.d ?? '1',
  };
}

// Every row of the tables the batch writes, in a stable order, for before/after comparisons.
export async function snapshot(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables: Record<string, string> = {
    trade_order: 'select * from trade_order order by id',
    trade_confirmation: 'select * from trade_confirmation order by order_id',
    share_ledger: 'select * from share_ledger order by id',
    holding: 'select * from holding order by customer_id, fund_code',
    share_lot: 'select * from share_lot order by id',
    plan_run: 'select * from plan_run order by plan_id, run_date',
    fixed_plan: 'select * from fixed_plan order by id',
    dividend_payment: 'select * from dividend_payment order by customer_id, fund_code, ex_date',
    daily_income: 'select * from daily_income order by customer_id, fund_code, income_date',
    large_redemption_event: 'select * from large_redemption_event order by fund_code, trade_date',
    ta_batch_step: 'select * from ta_batch_step order by trade_date, step',
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(tables)) out[name] = await database.query(query);
  return out;
}
