import { sql } from 'drizzle-orm';
import type { BankCardRow } from '../../db/schema/account.ts';
import type { FundRow } from '../../db/schema/fund.ts';
import type { FixedPlanRow, TradeOrderRow } from '../../db/schema/trading.ts';

// An order as ORDER_VIEW_COLUMNS reads it: trade_order's columns (codes narrowed, placedAt as ISO text after
// toOrderRow) and the names and numbers of the joined fund, target fund, card and plan.
export type OrderRow = Pick<
  TradeOrderRow,
  | 'id'
  | 'orderNo'
  | 'customerId'
  | 'clientRequestId'
  | 'businessCode'
  | 'recordCode'
  | 'fundCode'
  | 'targetFundCode'
  | 'amount'
  | 'shares'
  | 'chargeType'
  | 'quotedFee'
  | 'dividendMethod'
  | 'largeRedemption'
  | 'tradeacco'
  | 'failReason'
  | 'tradeDate'
  | 'expectedConfirmDate'
  | 'expectedArrivalDate'
  | 'instant'
> & {
  paymentMethod: 'card' | 'remit' | null;
  paymentStatus: 'paid' | 'awaiting' | 'failed' | null;
  status: '9' | '1' | '0' | '4';
  placedAt: string;
  fundName: FundRow['name'];
  targetFundName: FundRow['name'] | null;
  bankCode: BankCardRow['bankCode'] | null;
  cardHead: BankCardRow['cardHead'] | null;
  cardTail: BankCardRow['cardTail'] | null;
  planNo: FixedPlanRow['planNo'] | null;
  confirmDays: FundRow['confirmDays'];
  arrivalDays: FundRow['redemptionArrivalDays'];
};

// The columns toOrderView (order-view.ts) needs, for statements that join trade_order as o,
// fund as f, fund as tf (target), bank_card as bc and fixed_plan as p.
export const ORDER_VIEW_COLUMNS =
  sql.raw(`o.id, o.order_no as "orderNo", o.customer_id as "customerId", o.client_request_id as "clientRequestId",
    o.business_code as "businessCode", o.record_code as "recordCode", o.fund_code as "fundCode", f.name as "fundName",
    o.target_fund_code as "targetFundCode", tf.name as "targetFundName", o.amount::text as amount, o.shares::text as shares,
    o.charge_type as "chargeType", o.quoted_fee::text as "quotedFee", o.dividend_method as "dividendMethod",
    o.large_redemption as "largeRedemption", o.tradeacco, bc.bank_code as "bankCode", bc.card_head as "cardHead",
    bc.card_tail as "cardTail", o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.status,
    o.fail_reason as "failReason", o.trade_date::text as "tradeDate", o.placed_at as "placedAt",
    o.expected_confirm_date::text as "expectedConfirmDate", o.expected_arrival_date::text as "expectedArrivalDate",
    p.plan_no as "planNo", o.instant, f.confirm_days as "confirmDays", f.redemption_arrival_days as "arrivalDays"`);

// Inner joins where every row is an order; left joins where some rows are not (dividends).
export function orderViewJoins(fundJoin: 'join' | 'left join' = 'join') {
  return sql.raw(`${fundJoin} fund f on f.code = o.fund_code
    left join fund tf on tf.code = o.target_fund_code
    left join bank_card bc on bc.tradeacco = o.tradeacco
    left join fixed_plan p on p.id = o.plan_id`);
}

// Both drivers' timestamps and counts to the types of OrderRow.
export function toOrderRow(row: OrderRow): OrderRow {
  const placed = row.placedAt as unknown;
  return {
    ...row,
    placedAt: placed instanceof Date ? placed.toISOString() : new Date(String(placed)).toISOString(),
    confirmDays: Number(row.confirmDays),
    arrivalDays: Number(row.arrivalDays),
  };
}
