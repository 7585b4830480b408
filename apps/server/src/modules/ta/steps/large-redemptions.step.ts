import { sql } from 'drizzle-orm';
import { LEDGER_ORDER_CONFLICT, LEDGER_RETURNING, holdingUpsertCte } from '../../ledger/ledger.public.ts';
import { FAIL_REASONS, sqlText } from '../fail-reasons.ts';
import { sqlExactDiv, sqlGross, sqlShares } from '../sql-rounding.ts';
import {
  AMOUNT_ORDER_CODES,
  CONVERT_CODES,
  P_NOW,
  P_PREV,
  P_T,
  REDEEM_CODES,
  codeList,
  countOf,
  offsetDate,
  orderNoSql,
  paramsCte,
  type TaStep,
} from '../ta-step.ts';

// Fund contracts: an open day whose net redemption applications exceed 10 % of the fund's total
// shares of the previous day is a large redemption (巨额赎回).
export const LARGE_REDEMPTION_RATIO = '0.1';

const SHARE_CODES = codeList([...REDEEM_CODES, ...CONVERT_CODES]);
const pendingOf = (alias: string, codes: string) =>
  `${alias}.status = '9' and ${alias}.trade_date = ${P_T} and ${alias}.business_code in ${codes}`;

// Large redemptions of T, after the orders that cannot be confirmed have failed:
// - a fund is watched when its NAV row of the previous trading day carries total_shares (null: never large);
// - net applications = redemptions + conversions out − purchases (amount less the quoted fee, at NAV(T))
//   − conversions in (the source's gross at NAV(T), at the target's NAV(T)), all of T;
// - above the threshold (trunc(total × 10 %, 2)) the fund accepts threshold + purchases in redemptions,
//   recorded in large_redemption_event, and every redemption and conversion out of that fund on T is
//   paid pro rata: paid = trunc(shares × accepted / applied, 2), at least 0.01 share;
// - the order keeps the paid part as its shares; the excess becomes a new order linked by
//   parent_order_id: with large_redemption '0' it is cancelled (status 0, its shares unfrozen), with '1'
//   (the default) it is a pending order of T+1, confirmed at NAV(T+1), its shares frozen for it.
// The event's key makes a rerun (or a fund measured once already) do nothing.
// In exchange mode the registrar measures the fund and confirms what it pays (a partial confirmation): nothing here.
export const largeRedemptionsStep: TaStep = {
  name: 'large_redemptions',
  label: '巨额赎回处理',
  run: async (tx, context) =>
    context.registrar
      ? 0
      : countOf(
          tx,
          sql`with ${paramsCte(context)}, ${sql.raw(`
      watched as (
        select n.fund_code, n.total_shares from nav n
        where n.nav_date = ${P_PREV} and n.total_shares is not null
          and not exists (select 1 from large_redemption_event e where e.fund_code = n.fund_code and e.trade_date = ${P_T})
      ),
      sell as (
        select o.fund_code, sum(o.shares) as shares
        from trade_order o join watched w on w.fund_code = o.fund_code
        where ${pendingOf('o', SHARE_CODES)} and o.shares is not null
        group by o.fund_code
      ),
      buys as (
        select o.fund_code, ${sqlShares(sqlExactDiv('o.amount - coalesce(o.quoted_fee, 0)', 'n.unit_nav'))} as shares
        from trade_order o
        join sell s on s.fund_code = o.fund_code
        join nav n on n.fund_code = o.fund_code and n.nav_date = o.trade_date and n.unit_nav is not null
        where ${pendingOf('o', codeList(AMOUNT_ORDER_CODES))} and o.amount is not null
          and (o.payment_status is null or o.payment_status = 'paid')
        union all
        select o.target_fund_code, ${sqlShares(sqlExactDiv(sqlGross('o.shares', 'sn.unit_nav'), 'tn.unit_nav'))}
        from trade_order o
        join sell s on s.fund_code = o.target_fund_code
        join nav sn on sn.fund_code = o.fund_code and sn.nav_date = o.trade_date
        join nav tn on tn.fund_code = o.target_fund_code and tn.nav_date = o.trade_date
        where ${pendingOf('o', codeList(CONVERT_CODES))} and o.shares is not null
      ),
      measured as (
        select s.fund_code, w.total_shares, ${sqlShares(`w.total_shares * ${LARGE_REDEMPTION_RATIO}`)} as threshold, s.shares as redeem_shares,
          coalesce((select sum(b.shares) from buys b where b.fund_code = s.fund_code), 0) as purchase_shares
        from sell s join watched w on w.fund_code = s.fund_code
      ),
      event as (
        insert into large_redemption_event (fund_code, trade_date, prev_total_shares, threshold_shares, redeem_shares,
          purchase_shares, accepted_shares, created_at)
        select m.fund_code, ${P_T}, m.total_shares, m.threshold, m.redeem_shares, m.purchase_shares, m.threshold + m.purchase_shares, ${P_NOW}
        from measured m where m.redeem_shares - m.purchase_shares > m.threshold
        on conflict (fund_code, trade_date) do nothing
        returning fund_code, redeem_shares, accepted_shares
      ),
      affected as (
        select o.*, e.redeem_shares as applied, e.accepted_shares as accepted
        from trade_order o join event e on e.fund_code = o.fund_code
        where ${pendingOf('o', SHARE_CODES)} and o.shares is not null
      ),
      frozen as (
        select l.order_id, sum(l.frozen) as frozen from share_ledger l
        where l.order_id in (select id from affected) group by l.order_id
      ),
      -- Plain numeric division: shares × accepted can pass the 18 integer digits of numeric(38, 20),
      -- and the quotient keeps at least 16 significant digits, far finer than 1 / applied.
      part as (
        select a.*, greatest(trunc(a.shares * a.accepted / a.applied, 2), least(a.shares, 0.01)) as paid,
          greatest(coalesce(fz.frozen, 0), 0) as held_frozen, f.confirm_days, f.redemption_arrival_days
        from affected a join fund f on f.code = a.fund_code left join frozen fz on fz.order_id = a.id
      ),
      split as (
        select p.*, p.shares - p.paid as excess, least(p.shares - p.paid, p.held_frozen) as released
        from part p where p.shares > p.paid
      ),
      children as (
        insert into trade_order (order_no, customer_id, client_request_id, business_code, record_code, fund_code, target_fund_code,
          shares, charge_type, tradeacco, large_redemption, trade_date, placed_at, status, fail_reason, risk_confirmation_id,
          expected_confirm_date, expected_arrival_date, parent_order_id, updated_at)
        select ${orderNoSql(context.now)}, s.customer_id, 'large:' || s.id, s.business_code, s.record_code, s.fund_code,
          s.target_fund_code, s.excess, s.charge_type, s.tradeacco, s.large_redemption,
          case when s.large_redemption = '0' then ${P_T} else ${offsetDate('1')} end, ${P_NOW},
          case when s.large_redemption = '0' then '0' else '9' end,
          case when s.large_redemption = '0' then ${sqlText(FAIL_REASONS.largeRedemptionCancelled)} end,
          s.risk_confirmation_id,
          case when s.large_redemption = '0' then null else ${offsetDate('s.confirm_days + 1')} end,
          case when s.large_redemption = '0' or s.business_code not in ${codeList(REDEEM_CODES)} then null
               else ${offsetDate('s.redemption_arrival_days + 1')} end,
          s.id, ${P_NOW}
        from split s
        on conflict (customer_id, client_request_id) do nothing
        returning id, parent_order_id, status
      ),
      trimmed as (
        update trade_order t set shares = s.paid, updated_at = ${P_NOW}
        from split s join children c on c.parent_order_id = s.id
        where t.id = s.id
        returning 1
      ),
      led as (
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, order_id, effective_date, created_at)
        select s.customer_id, s.fund_code, 'unfreeze', 0, -s.released, 0, s.id, ${P_T}, ${P_NOW}
        from split s join children c on c.parent_order_id = s.id where s.released > 0
        union all
        select s.customer_id, s.fund_code, 'freeze', 0, s.released, 0, c.id, ${P_T}, ${P_NOW}
        from split s join children c on c.parent_order_id = s.id where s.released > 0 and c.status = '9'
        ${LEDGER_ORDER_CONFLICT} ${LEDGER_RETURNING}
      ),
      applied as (select l.*, null::text as tradeacco, null::text as charge_type from led l),
      ${holdingUpsertCte('hold', 'applied', P_NOW)}
      select count(*)::int as n from children`)}`,
        ),
};
