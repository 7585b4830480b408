import { DAYS_PER_HOLDING_YEAR, ROUNDING } from '@fund-direct/domain/money';

// The rounding rules of packages/domain/src/money/rounding.ts, written as SQL for the set-based batch.
// PostgreSQL's round(x, n) rounds halves away from zero, which is half-up for the positive amounts
// money takes; trunc(x, n) drops digits like ROUND_DOWN. A quotient is taken at 20 decimal places
// (the dividend is cast first): with 2-decimal amounts and NAVs of at most 4 decimals no quotient
// lies closer than 1e-20 to a fen boundary without being on it, so truncating or rounding it to
// 2 decimals gives the exact answer (sql-rounding.test.ts proves agreement with the TS rules).

const FEN = ROUNDING.money.decimals;
const SHARE = ROUNDING.shares.decimals;
const RATE = ROUNDING.rate.decimals;

export const sqlFen = (expr: string): string => `round((${expr}), ${FEN})`;
export const sqlShares = (expr: string): string => `trunc((${expr}), ${SHARE})`;
export const sqlRate = (expr: string): string => `round((${expr}), ${RATE})`;
export const sqlExactDiv = (dividend: string, divisor: string): string => `((${dividend})::numeric(38, 20) / (${divisor}))`;

// purchaseFee of domain/money/fees.ts states the rule: the net amount is rounded first,
// fee = amount − round(amount / (1 + rate), 2). An exact half of a fen is kept exact at 20 decimals.
export const sqlPurchaseFeeByRate = (amount: string, rate: string): string =>
  `(case when (${rate}) = 0 then 0::numeric else (${amount}) - ${sqlFen(sqlExactDiv(amount, `1 + (${rate})`))} end)`;

// purchaseShares: (amount − fee) / NAV, truncated to 0.01 share.
export const sqlPurchaseShares = (amount: string, fee: string, nav: string): string =>
  sqlShares(sqlExactDiv(`(${amount}) - (${fee})`, nav));

// redemptionAmount: gross = shares × NAV and fee = gross × rate, each to the fen.
export const sqlGross = (shares: string, nav: string): string => sqlFen(`(${shares}) * (${nav})`);
export const sqlRedemptionFee = (shares: string, nav: string, rate: string): string => sqlFen(`${sqlGross(shares, nav)} * (${rate})`);

// quotePurchase of domain/money/fees.ts for an order row: the fund's tier for the amount ([min, max),
// first by seq), a fixed fee capped at the amount, or the rate times the fund's online discount;
// back-end charge (B) pays nothing when buying. `tier` is the alias of purchaseTierJoin.
export function purchaseTierJoin(tier: string, amount: string, fundCode: string, feeKind: string, when = 'true'): string {
  return `left join lateral (
    select t.rate, t.fixed_fee from fund_fee_tier t
    where ${when} and t.fund_code = ${fundCode} and t.fee_kind = ${feeKind}
      and ${amount} >= t.min_amount and (t.max_amount is null or ${amount} < t.max_amount)
    order by t.seq limit 1
  ) ${tier} on true`;
}

// The same tier for every row of `source` at once (columns id, fund_code, fee_kind, amount; rows
// where `when` holds): one hash join and one sort instead of a lookup per order. Answers id, rate
// and fixed_fee; join it on id as `tier` of purchaseFeeSql.
export function purchaseTiersCte(name: string, source: string, when = 'true'): string {
  return `${name} as (
    select distinct on (s.id) s.id, t.rate, t.fixed_fee
    from ${source} s join fund_fee_tier t on t.fund_code = s.fund_code and t.fee_kind = s.fee_kind
      and s.amount >= t.min_amount and (t.max_amount is null or s.amount < t.max_amount)
    where ${when}
    order by s.id, t.seq
  )`;
}

export function purchaseFeeSql(tier: string, amount: string, discount: string, chargeType: string): string {
  return `(case
    when ${chargeType} = 'B' then 0::numeric
    when ${tier}.fixed_fee is not null then ${sqlFen(`least(${tier}.fixed_fee, ${amount})`)}
    when ${tier}.rate is null then 0::numeric
    else ${sqlPurchaseFeeByRate(amount, sqlRate(`${tier}.rate * ${discount}`))} end)`;
}

// backEndRate of domain/money/fees.ts for a lot held `holdingDays` days: the fund's back_end tier
// (years held in min_amount/max_amount), a year being DAYS_PER_HOLDING_YEAR days. `tier` is the alias.
export function backEndTierJoin(tier: string, fundCode: string, holdingDays: string, when = 'true'): string {
  const days = String(DAYS_PER_HOLDING_YEAR);
  return `left join lateral (
    select t.rate from fund_fee_tier t
    where ${when} and t.fund_code = ${fundCode} and t.fee_kind = 'back_end'
      and ${holdingDays} >= t.min_amount * ${days} and (t.max_amount is null or ${holdingDays} < t.max_amount * ${days})
    order by t.seq limit 1
  ) ${tier} on true`;
}

// backEndFee of domain/money/fees.ts: round(round(shares × NAV of the purchase, 2) × rate, 2).
export const sqlBackEndFee = (shares: string, purchaseNav: string, rate: string): string =>
  sqlFen(`${sqlGross(shares, purchaseNav)} * (${rate})`);
