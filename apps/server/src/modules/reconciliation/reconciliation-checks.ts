import {
  AMOUNT_ORDER_CODES,
  CONVERT_CODES,
  P_T,
  REDEEM_CODES,
  codeList,
  incomeCarrySql,
  incomeFlowCtes,
  incomeFundNavCte,
  incomeSql,
  sqlExactDiv,
  sqlFen,
  sqlGross,
  sqlShares,
} from '../ta/ta-sql.public.ts';

// The checks of the daily reconciliation (对账, issue 16). The foreign keys of trade_confirmation and
// share_ledger were dropped for the batch's speed (0018_batch_key_checks.sql): these statements are
// what proves that nothing is orphaned or doubled and that the derived tables agree with the ledger.
// Each check is one set-based statement that answers the offending rows (values as text), read with
// the params CTE of the reconciliation (t: the date, prev: the trading day before, until: the last
// confirmation date a batch of t can write). Names are stable (stored and logged); labels are for people.

export interface ReconciliationCheck {
  name: string;
  label: string;
  // CTEs after params (may be empty) and the final select, whose rows are the breaks.
  ctes: string;
  select: string;
}

const AMOUNT = codeList(AMOUNT_ORDER_CODES);
const REDEEM = codeList(REDEEM_CODES);
const CONVERT = codeList(CONVERT_CODES);
const SHARE_ORDER = codeList([...REDEEM_CODES, ...CONVERT_CODES]);
// The ledger kinds written by confirming an order (one row per kind and order, confirm steps of ta/steps).
const CONFIRM_KINDS = "('purchase', 'redeem', 'convert_out', 'convert_in')";
const P_UNTIL = '(select until from params)';

// Holdings are the current state, so this one is not limited to the date: for every (customer, fund)
// the ledger's sums of shares, frozen shares and cost equal the holding (a missing holding counts as 0,
// as rebuild-holdings would leave it).
const holdingLedger: ReconciliationCheck = {
  name: 'holding_ledger',
  label: '持仓份额与份额流水合计不符',
  ctes: `ledger as (
      select customer_id, fund_code, sum(shares) as shares, sum(frozen) as frozen, sum(cost) as cost
      from share_ledger group by customer_id, fund_code
    )`,
  select: `select coalesce(h.customer_id, l.customer_id)::text as customer_id, coalesce(h.fund_code, l.fund_code)::text as fund_code,
      h.shares::text as holding_shares, l.shares::text as ledger_shares, h.frozen::text as holding_frozen, l.frozen::text as ledger_frozen,
      h.cost::text as holding_cost, l.cost::text as ledger_cost
    from holding h full join ledger l on l.customer_id = h.customer_id and l.fund_code = h.fund_code
    where (coalesce(h.shares, 0), coalesce(h.frozen, 0), coalesce(h.cost, 0))
      is distinct from (coalesce(l.shares, 0), coalesce(l.frozen, 0), coalesce(l.cost, 0))
    order by 1, 2`,
};

// The purchase lots (share_lot) are the holding split by acquisition: their remaining shares add up to it.
const lotHolding: ReconciliationCheck = {
  name: 'lot_holding',
  label: '份额批次余额与持仓份额不符',
  ctes: `lots as (
      select customer_id, fund_code, sum(remaining) as remaining, count(*) filter (where remaining < 0 or remaining > shares) as bad_lots
      from share_lot group by customer_id, fund_code
    )`,
  select: `select coalesce(h.customer_id, l.customer_id)::text as customer_id, coalesce(h.fund_code, l.fund_code)::text as fund_code,
      h.shares::text as holding_shares, l.remaining::text as lot_remaining, coalesce(l.bad_lots, 0)::text as bad_lots
    from holding h full join lots l on l.customer_id = h.customer_id and l.fund_code = h.fund_code
    where coalesce(h.shares, 0) <> coalesce(l.remaining, 0) or coalesce(l.bad_lots, 0) > 0
    order by 1, 2`,
};

// Every order of trade date t that the batch confirmed (status 1) has exactly one confirmation, of
// its customer (the primary key refuses a second; the count stays in case a key is ever dropped too).
const orderConfirmation: ReconciliationCheck = {
  name: 'order_confirmation',
  label: '已确认订单缺少确认记录或确认重复',
  ctes: `conf as (
      select c.order_id, count(*) as n, count(*) filter (where c.customer_id <> o.customer_id) as other_customer
      from trade_confirmation c join trade_order o on o.id = c.order_id
      where o.trade_date = ${P_T} and o.status = '1'
      group by c.order_id
    )`,
  select: `select o.id::text as order_id, o.order_no, o.customer_id::text as customer_id, o.fund_code::text as fund_code, o.business_code,
      coalesce(c.n, 0)::text as confirmations, coalesce(c.other_customer, 0)::text as other_customer
    from trade_order o left join conf c on c.order_id = o.id
    where o.trade_date = ${P_T} and o.status = '1' and (coalesce(c.n, 0) <> 1 or c.other_customer > 0)
    order by o.order_no`,
};

// Every confirmed order of t has its ledger rows, one per kind, with the confirmation's shares:
// purchases (subscriptions, plan deductions) +shares_in as 'purchase'; redemptions −shares_out as
// 'redeem'; conversions −shares_out as 'convert_out' of the source and +shares_in as 'convert_in'
// of the target; dividend-method changes (029) none. A confirming kind on an order that expects another is
// reported too, as is a second row of a kind (the unique index on (order_id, kind) is the first guard).
const orderLedger: ReconciliationCheck = {
  name: 'order_ledger',
  label: '已确认订单缺少份额流水或流水重复',
  ctes: `done as (
      select o.id, o.order_no, o.customer_id, o.fund_code, o.target_fund_code, o.business_code, c.shares_in, c.shares_out
      from trade_order o left join trade_confirmation c on c.order_id = o.id
      where o.trade_date = ${P_T} and o.status = '1'
    ),
    expected as (
      select d.id, 'purchase' as kind, d.fund_code, d.shares_in as shares from done d where d.business_code in ${AMOUNT}
      union all
      select d.id, 'redeem', d.fund_code, -d.shares_out from done d where d.business_code in ${REDEEM}
      union all
      select d.id, 'convert_out', d.fund_code, -d.shares_out from done d where d.business_code in ${CONVERT}
      union all
      select d.id, 'convert_in', d.target_fund_code, d.shares_in from done d where d.business_code in ${CONVERT}
    ),
    actual as (
      select l.order_id, l.kind, count(*) as n, sum(l.shares) as shares, min(l.fund_code) as fund_code,
        min(l.customer_id::text) as customer_id, string_agg(l.id::text, ',' order by l.id) as ledger_ids
      from share_ledger l join done d on d.id = l.order_id
      where l.kind in ${CONFIRM_KINDS}
      group by l.order_id, l.kind
    )`,
  select: `select d.id::text as order_id, d.order_no, d.customer_id::text as customer_id, d.business_code,
      coalesce(e.kind, a.kind) as kind, e.fund_code::text as expected_fund, a.fund_code::text as ledger_fund,
      e.shares::text as expected_shares, a.shares::text as ledger_shares, coalesce(a.n, 0)::text as ledger_rows, a.ledger_ids
    from expected e
    full join actual a on a.order_id = e.id and a.kind = e.kind
    join done d on d.id = coalesce(e.id, a.order_id)
    where e.id is null or a.order_id is null or a.n <> 1 or a.shares is distinct from e.shares
      or a.fund_code is distinct from e.fund_code or a.customer_id <> d.customer_id::text
    order by d.order_no, 5`,
};

// A confirmation belongs to an order confirmed by the batch: checked for the orders of t that are not
// confirmed (status 9, 0, 4) and for every confirmation a batch of t can have written (confirm date
// after t up to the last confirmation lag), whose order must exist. Without a trade date of its own an
// orphan is therefore reported on each batch date whose window holds its confirm date.
const orphanConfirmation: ReconciliationCheck = {
  name: 'orphan_confirmation',
  label: '确认记录无对应已确认订单',
  ctes: `candidates as (
      select c.order_id from trade_confirmation c join trade_order o on o.id = c.order_id
      where o.trade_date = ${P_T} and o.status <> '1'
      union
      select c.order_id from trade_confirmation c
      where c.confirm_date > ${P_T} and c.confirm_date <= ${P_UNTIL}
        and not exists (select 1 from trade_order o where o.id = c.order_id and o.status = '1')
    )`,
  select: `select c.order_id::text as order_id, c.customer_id::text as customer_id, c.confirm_date::text as confirm_date,
      c.amount::text as amount, c.shares_in::text as shares_in, c.shares_out::text as shares_out,
      case when o.id is null then 'order_missing' else 'order_status_' || o.status end as reason
    from candidates x join trade_confirmation c on c.order_id = x.order_id
    left join trade_order o on o.id = c.order_id
    order by 1`,
};

// Every ledger row effective on t has its source: an order (existing, of the row's customer and
// fund or conversion target, and confirmed when the row is a confirming kind), or, without an order,
// a ref: a reinvested dividend its dividend_payment (method 0, same shares), an income carry its
// daily_income row. A confirming kind never lacks its order, and no ref is written twice.
const orphanLedger: ReconciliationCheck = {
  name: 'orphan_ledger',
  label: '份额流水无对应来源',
  ctes: `day_rows as (
      select l.*, count(*) over (partition by l.kind, l.ref) as ref_rows from share_ledger l where l.effective_date = ${P_T}
    ),
    judged as (
      select l.*, case
          when l.order_id is not null and o.id is null then 'order_missing'
          when l.order_id is not null and (o.customer_id <> l.customer_id or l.fund_code not in (o.fund_code, coalesce(o.target_fund_code, o.fund_code)))
            then 'order_other_holding'
          when l.order_id is not null and l.kind in ${CONFIRM_KINDS} and o.status <> '1' then 'order_not_confirmed'
          when l.order_id is null and l.kind in ${CONFIRM_KINDS} then 'no_order'
          when l.order_id is null and l.ref is null then 'no_source'
          when l.ref is not null and l.ref_rows > 1 then 'ref_doubled'
          when l.kind = 'dividend_reinvest' and l.order_id is null and not exists (
            select 1 from dividend_payment p where p.customer_id = l.customer_id and p.fund_code = l.fund_code
              and p.ex_date = l.effective_date and p.method = '0' and p.reinvest_shares = l.shares) then 'dividend_missing'
          when l.kind = 'income_carry' and not exists (
            select 1 from daily_income d where d.customer_id = l.customer_id and d.fund_code = l.fund_code
              and d.income_date = l.effective_date) then 'income_missing'
        end as reason
      from day_rows l left join trade_order o on o.id = l.order_id
    )`,
  select: `select j.id::text as ledger_id, j.customer_id::text as customer_id, j.fund_code::text as fund_code, j.kind,
      j.shares::text as shares, j.frozen::text as frozen, j.order_id::text as order_id, j.ref, j.reason
    from judged j where j.reason is not null
    order by j.id`,
};

// Money in on t, from what the data model records: a card payment is debited when the order is placed
// (payment_method card, payment_status paid; orders from before payment_status have it null, which
// the batch takes as paid too); a remittance pays the order when the bank's notice is matched to it
// (remit_notice result matched, amount equal to the order's). For every confirmed purchase,
// subscription and plan deduction of t: the money received equals the order's amount, and the
// confirmation splits exactly that amount into the net invested (amount) and the fee.
const cashIn: ReconciliationCheck = {
  name: 'cash_in',
  label: '申购款与到账资金不符',
  ctes: `bought as (
      select o.id, o.order_no, o.customer_id, o.fund_code, o.amount, o.payment_method, o.payment_status, c.amount as net, c.fee
      from trade_order o join trade_confirmation c on c.order_id = o.id
      where o.trade_date = ${P_T} and o.status = '1' and o.business_code in ${AMOUNT}
    ),
    remitted as (
      select r.order_id, sum(r.amount) as amount, count(*) as notices
      from remit_notice r where r.result = 'matched' and r.order_id in (select id from bought where payment_method = 'remit')
      group by r.order_id
    ),
    received as (
      select b.*, r.notices,
        case when b.payment_method = 'remit' then r.amount
             when b.payment_status is null or b.payment_status = 'paid' then b.amount end as received
      from bought b left join remitted r on r.order_id = b.id
    )`,
  select: `select x.id::text as order_id, x.order_no, x.customer_id::text as customer_id, x.fund_code::text as fund_code,
      coalesce(x.payment_method, 'card') as payment_method, x.payment_status, x.amount::text as order_amount, x.received::text as received,
      x.net::text as confirmed_amount, x.fee::text as fee, coalesce(x.notices, 0)::text as matched_notices
    from received x
    where x.received is distinct from x.amount or x.net + x.fee <> x.amount or (x.payment_method = 'remit' and x.notices <> 1)
    order by x.order_no`,
};

// Money out on t: every confirmed redemption and conversion of t pays shares × NAV(t) less the fee, by
// the batch's rounding (sql-rounding.ts), on the shares of the order at the fund's NAV of t; a
// redemption has its arrival date; a conversion buys the target with exactly that money at the
// target's NAV(t). Every dividend with ex-date t pays round(base shares × the declared cash per
// share, 2), and a reinvested one buys trunc(amount / NAV, 2) shares.
const cashOut: ReconciliationCheck = {
  name: 'cash_out',
  label: '赎回款、转换款或现金分红与确认不符',
  ctes: `sold as (
      select o.id, o.order_no, o.customer_id, o.fund_code, o.target_fund_code, o.business_code, o.shares,
        c.shares_out, c.nav, c.fee, c.amount, c.arrival_date, c.shares_in, c.target_nav, n.unit_nav as nav_t, tn.unit_nav as target_nav_t
      from trade_order o join trade_confirmation c on c.order_id = o.id
      left join nav n on n.fund_code = o.fund_code and n.nav_date = o.trade_date
      left join nav tn on tn.fund_code = o.target_fund_code and tn.nav_date = o.trade_date
      where o.trade_date = ${P_T} and o.status = '1' and o.business_code in ${SHARE_ORDER}
    ),
    paid as (
      select p.*, d.cash_per_share as declared from dividend_payment p
      left join dividend_declaration d on d.fund_code = p.fund_code and d.ex_date = p.ex_date
      where p.ex_date = ${P_T}
    )`,
  select: `select 'order' as source, s.id::text as ref, s.customer_id::text as customer_id, s.fund_code::text as fund_code,
      s.shares::text as shares, s.nav::text as nav, (${sqlGross('s.shares', 's.nav_t')} - s.fee)::text as expected_amount,
      s.amount::text as amount, s.fee::text as fee, s.shares_in::text as shares_in
    from sold s
    where s.shares_out is distinct from s.shares or s.nav is distinct from s.nav_t
      or s.amount is distinct from ${sqlGross('s.shares', 's.nav_t')} - s.fee
      or (s.business_code in ${REDEEM} and s.arrival_date is null)
      or (s.business_code in ${CONVERT} and (s.target_nav is distinct from s.target_nav_t
        or s.shares_in is distinct from ${sqlShares(sqlExactDiv('s.amount', 's.target_nav_t'))}))
    union all
    select 'dividend', p.ex_date::text, p.customer_id::text, p.fund_code::text, p.base_shares::text, p.reinvest_nav::text,
      ${sqlFen('p.base_shares * p.declared')}::text, p.amount::text, null, p.reinvest_shares::text
    from paid p
    where p.declared is null or p.cash_per_share <> p.declared or p.amount <> ${sqlFen('p.base_shares * p.declared')}
      or (p.method = '0' and p.reinvest_shares is distinct from ${sqlShares(sqlExactDiv('p.amount', 'p.reinvest_nav'))})
    order by 1, 2, 3`,
};

// The daily income of t recomputed by the batch's own rule (ta/steps/daily-income-rule.ts) from the
// ledger, independently of the holdings: shares at the end of t (before the day's income carry) and
// at the end of the previous trading day, NAV(t) against the latest earlier NAV (money funds: their
// 万份收益), less money in, plus money out. Every expected row is written with that income, with
// shares including the carry, and a money fund's positive income is carried as exactly that many
// shares; no row is written that the rule does not give. Funds without a NAV on t have no row.
const dailyIncome: ReconciliationCheck = {
  name: 'daily_income',
  label: '每日收益与持仓份额×净值变动不符',
  ctes: `${incomeFlowCtes()},
    ${incomeFundNavCte()},
    position as (
      select l.customer_id, l.fund_code,
        coalesce(sum(l.shares) filter (where not (l.effective_date = ${P_T} and l.kind = 'income_carry')), 0) as shares_t,
        coalesce(sum(l.shares) filter (where l.effective_date < ${P_T}), 0) as shares_prev,
        coalesce(sum(l.shares) filter (where l.effective_date = ${P_T} and l.kind = 'income_carry'), 0) as carried
      from share_ledger l where l.effective_date <= ${P_T}
      group by l.customer_id, l.fund_code
    ),
    earned as (
      select p.customer_id, p.fund_code, p.shares_t, p.carried, fn.is_money_fund, ${incomeSql('p', 'fn', 'fl')} as income
      from position p
      join fund_nav fn on fn.code = p.fund_code
      left join flow fl on fl.customer_id = p.customer_id and fl.fund_code = p.fund_code
      where p.shares_t > 0 or fl.customer_id is not null
    ),
    expected as (select e.*, ${incomeCarrySql('e.is_money_fund', 'e.income')} as carry from earned e),
    recorded as (select d.* from daily_income d where d.income_date = ${P_T})`,
  select: `select coalesce(e.customer_id, r.customer_id)::text as customer_id, coalesce(e.fund_code, r.fund_code)::text as fund_code,
      e.income::text as expected_income, r.income::text as recorded_income, (e.shares_t + e.carry)::text as expected_shares,
      r.shares::text as recorded_shares, e.carry::text as expected_carry, e.carried::text as ledger_carry
    from expected e
    full join recorded r on r.customer_id = e.customer_id and r.fund_code = e.fund_code
    where e.customer_id is null or r.customer_id is null or r.income <> e.income or r.shares <> e.shares_t + e.carry or e.carried <> e.carry
    order by 1, 2`,
};

export const RECONCILIATION_CHECKS: readonly ReconciliationCheck[] = [
  holdingLedger,
  lotHolding,
  orderConfirmation,
  orderLedger,
  orphanConfirmation,
  orphanLedger,
  cashIn,
  cashOut,
  dailyIncome,
];
