import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BankCardRow } from '../../db/schema/account.ts';
import type { fundFeeTier, fundRedemptionTier, FundRow, NavRow } from '../../db/schema/fund.ts';
import type { HoldingRow as TradingHoldingRow, shareLot } from '../../db/schema/trading.ts';

// Reads and writes of the order book. Money and shares stay decimal strings (::text) end to end.

// The fund's trade rules as FUND_RULE_COLUMNS reads them (a few columns under shorter names).
export type FundRules = Pick<
  FundRow,
  | 'code'
  | 'name'
  | 'fundType'
  | 'riskLevel'
  | 'status'
  | 'state'
  | 'isMoneyFund'
  | 'convertible'
  | 'confirmDays'
  | 'minRedemptionShares'
  | 'minHoldingShares'
  | 'chargeTypes'
  | 'defaultDividendMethod'
> & {
  minPurchase: FundRow['minPurchaseAmount'];
  minSubscription: FundRow['minSubscriptionAmount'];
  arrivalDays: FundRow['redemptionArrivalDays'];
  maxPerOrder: FundRow['maxPurchasePerOrder'];
  maxPerDay: FundRow['maxPurchasePerDay'];
  discount: FundRow['purchaseDiscount'];
};

const FUND_RULE_COLUMNS = sql`code, name, fund_type as "fundType", risk_level as "riskLevel", status, state,
  is_money_fund as "isMoneyFund", convertible, min_purchase_amount::text as "minPurchase",
  min_subscription_amount::text as "minSubscription", confirm_days as "confirmDays",
  redemption_arrival_days as "arrivalDays", max_purchase_per_order::text as "maxPerOrder",
  max_purchase_per_day::text as "maxPerDay", min_redemption_shares::text as "minRedemptionShares",
  min_holding_shares::text as "minHoldingShares", purchase_discount::text as discount,
  charge_types as "chargeTypes", default_dividend_method as "defaultDividendMethod"`;

export async function findFundRules(db: DbExecutor, code: string): Promise<FundRules | undefined> {
  const [row] = await rowsOf<FundRules>(db, sql`select ${FUND_RULE_COLUMNS} from fund where code = ${code}`);
  return row ? { ...row, confirmDays: Number(row.confirmDays), arrivalDays: Number(row.arrivalDays) } : undefined;
}

// Conversion targets: listed, convertible, open for purchase, not the source.
export function listConvertTargets(db: DbExecutor, source: string): Promise<FundRules[]> {
  return rowsOf<FundRules>(
    db,
    sql`select ${FUND_RULE_COLUMNS} from fund
        where state = '1' and convertible and status in ('0', '6') and code <> ${source} order by code`,
  );
}

type FundFeeTierRow = typeof fundFeeTier.$inferSelect;

export type FeeTierRow = Pick<FundFeeTierRow, 'rate' | 'fixedFee'> & {
  kind: FundFeeTierRow['feeKind'];
  min: FundFeeTierRow['minAmount'];
  max: FundFeeTierRow['maxAmount'];
};

export function feeTiers(db: DbExecutor, code: string): Promise<FeeTierRow[]> {
  return rowsOf<FeeTierRow>(
    db,
    sql`select fee_kind as kind, min_amount::text as min, max_amount::text as max, rate::text as rate, fixed_fee::text as "fixedFee"
        from fund_fee_tier where fund_code = ${code} order by fee_kind, seq`,
  );
}

export type RedemptionTierRow = Pick<typeof fundRedemptionTier.$inferSelect, 'minDays' | 'maxDays' | 'rate'>;

export async function redemptionTiers(db: DbExecutor, code: string): Promise<RedemptionTierRow[]> {
  const rows = await rowsOf<RedemptionTierRow>(
    db,
    sql`select min_days as "minDays", max_days as "maxDays", rate::text as rate from fund_redemption_tier where fund_code = ${code} order by seq`,
  );
  return rows.map((r) => ({ minDays: Number(r.minDays), maxDays: r.maxDays === null ? null : Number(r.maxDays), rate: r.rate }));
}

// The latest published unit NAV on or before `date` (money funds are priced at 1).
export async function latestNav(db: DbExecutor, code: string, date: string): Promise<{ nav: string; navDate: string } | undefined> {
  const [row] = await rowsOf<{ nav: NavRow['unitNav']; navDate: NavRow['navDate'] }>(
    db,
    sql`select n.unit_nav::text as nav, n.nav_date::text as "navDate" from nav n
        where n.fund_code = ${code} and n.nav_date <= ${date}::date order by n.nav_date desc limit 1`,
  );
  if (!row) return undefined;
  return { nav: row.nav ?? '1.0000', navDate: row.navDate };
}

// The holding's columns and the shares not frozen, computed beside the query.
export type HoldingRow = Pick<TradingHoldingRow, 'shares' | 'frozen' | 'tradeacco' | 'dividendMethod'> & { available: string };

export async function findHolding(db: DbExecutor, customerId: string, fundCode: string): Promise<HoldingRow | undefined> {
  const [row] = await rowsOf<HoldingRow>(
    db,
    sql`select shares::text as shares, frozen::text as frozen, (shares - frozen)::text as available, tradeacco,
               dividend_method as "dividendMethod"
        from holding where customer_id = ${customerId}::uuid and fund_code = ${fundCode}`,
  );
  return row;
}

export type LotRow = Pick<typeof shareLot.$inferSelect, 'acquiredDate' | 'remaining'>;

// Purchase lots oldest first: redemptions take shares first in, first out.
export function openLots(db: DbExecutor, customerId: string, fundCode: string): Promise<LotRow[]> {
  return rowsOf<LotRow>(
    db,
    sql`select acquired_date::text as "acquiredDate", remaining::text as remaining from share_lot
        where customer_id = ${customerId}::uuid and fund_code = ${fundCode} and remaining > 0
        order by acquired_date, id`,
  );
}

// Money already committed today: the fund's daily limit counts orders of trade date T, the card's
// the payments made on the Shanghai calendar day.
export async function fundDayTotal(db: DbExecutor, customerId: string, fundCode: string, tradeDate: string): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from trade_order
        where customer_id = ${customerId}::uuid and fund_code = ${fundCode} and trade_date = ${tradeDate}::date
          and business_code in ('020', '022') and status in ('9', '1')`,
  );
  return row?.total ?? '0';
}

export async function cardDayTotal(db: DbExecutor, customerId: string, tradeacco: string, day: string): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from trade_order
        where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and payment_method = 'card'
          and status in ('9', '1') and (placed_at at time zone 'Asia/Shanghai')::date = ${day}::date`,
  );
  return row?.total ?? '0';
}

export type CardRow = Pick<
  BankCardRow,
  'tradeacco' | 'bankCode' | 'cardHead' | 'cardTail' | 'perOrderLimit' | 'perDayLimit' | 'capitalmode'
>;

// Only the customer's own signed card.
export async function findSignedCard(db: DbExecutor, customerId: string, tradeacco: string): Promise<CardRow | undefined> {
  const [row] = await rowsOf<CardRow>(
    db,
    sql`select tradeacco, bank_code as "bankCode", card_head as "cardHead", card_tail as "cardTail",
               per_order_limit::text as "perOrderLimit", per_day_limit::text as "perDayLimit", capitalmode
        from bank_card where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and status = 'signed'`,
  );
  return row;
}

// Serialises one customer's order placement (limits, idempotency) across connections.
export async function lockCustomer(tx: DbExecutor, customerId: string): Promise<void> {
  await tx.execute(sql`select id from customer where id = ${customerId}::uuid for update`);
}

export async function nextOrderSeq(tx: DbExecutor): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(tx, sql`select nextval('trade_order_no_seq')::text as n`);
  return row?.n ?? '0';
}
