import { sql } from 'drizzle-orm';
import { LEDGER_REF_CONFLICT, LEDGER_RETURNING, holdingUpsertCte, lotInsertCte } from '../../ledger/ledger.public.ts';
import { sqlExactDiv, sqlFen, sqlShares } from '../sql-rounding.ts';
import { P_NOW, P_T, countOf, paramsCte, type TaStep } from '../ta-step.ts';

// Dividends declared with ex-date T (record code 74, read from dividend_payment by the trade records).
// Entitled shares follow the usual rule: shares purchased with trade date on or after the record
// date are not entitled, shares redeemed on the record date still are — i.e. the ledger's shares
// effective before the record date. Amount = round(base shares × cash per share, 2). Reinvestment
// (method 0) buys trunc(amount / NAV(ex-date), 2) shares as a new lot at no cost; when the fund has
// no NAV for the ex-date the dividend is paid in cash instead.
// In exchange mode the registrar's dividend records are the book of record: those staged from its file 06
// (exchange_dividend) with an ex-date up to T are paid as it figured them — base shares, amount, method, reinvested
// shares at its NAV — through the same writes.
const registrarFigured = `
      figured as (
        select fa.customer_id, x.fund_code, x.ex_date, x.pay_date, x.cash_per_share, x.reinvest_nav as nav, x.base_shares as base,
          x.cash_amount as amount, x.method, x.reinvest_shares
        from exchange_dividend x join fund_account fa on fa.account_no = x.fund_account
        where x.ex_date <= ${P_T}
      ),`;

const builtInFigured = `
      declared as (
        select d.fund_code, d.ex_date, d.record_date, d.pay_date, d.cash_per_share, n.unit_nav as nav
        from dividend_declaration d
        left join nav n on n.fund_code = d.fund_code and n.nav_date = d.ex_date
        where d.ex_date = ${P_T}
      ),
      entitled as (
        select l.customer_id, l.fund_code, sum(l.shares) as base
        from share_ledger l join declared d on d.fund_code = l.fund_code
        where l.effective_date < d.record_date
        group by l.customer_id, l.fund_code
        having sum(l.shares) > 0
      ),
      figured as (
        select e.customer_id, e.fund_code, d.ex_date, d.pay_date, d.cash_per_share, d.nav, e.base,
          ${sqlFen('e.base * d.cash_per_share')} as amount,
          case when coalesce(h.dividend_method, f.default_dividend_method) = '0' and d.nav is not null then '0' else '1' end as method
        from entitled e
        join declared d on d.fund_code = e.fund_code
        join fund f on f.code = e.fund_code
        left join holding h on h.customer_id = e.customer_id and h.fund_code = e.fund_code
      ),
`;

export const dividendsStep: TaStep = {
  name: 'dividends',
  label: '分红派发',
  run: (tx, context) =>
    countOf(
      tx,
      sql`with ${paramsCte(context)}, ${sql.raw(`
      ${context.registrar ? registrarFigured : builtInFigured}
      paid as (
        insert into dividend_payment (customer_id, fund_code, ex_date, base_shares, cash_per_share, amount, method,
                                      reinvest_nav, reinvest_shares, pay_date, created_at)
        select g.customer_id, g.fund_code, g.ex_date, g.base, g.cash_per_share, g.amount, g.method,
          case when g.method = '0' then g.nav end,
          case when g.method = '0' then ${context.registrar ? 'g.reinvest_shares' : sqlShares(sqlExactDiv('g.amount', 'g.nav'))} end,
          g.pay_date, ${P_NOW}
        from figured g
        on conflict (customer_id, fund_code, ex_date) do nothing
        returning customer_id, fund_code, ex_date, reinvest_shares
      ),
      led as (
        insert into share_ledger (customer_id, fund_code, kind, shares, frozen, cost, ref, effective_date, created_at)
        select p.customer_id, p.fund_code, 'dividend_reinvest', p.reinvest_shares, 0, 0,
          'div:' || p.fund_code || ':' || p.ex_date || ':' || p.customer_id, p.ex_date, ${P_NOW}
        from paid p where p.reinvest_shares > 0
        order by p.customer_id, p.fund_code
        ${LEDGER_REF_CONFLICT} ${LEDGER_RETURNING}
      ),
      applied as (select l.*, null::text as tradeacco, null::text as charge_type from led l),
      ${holdingUpsertCte('hold', 'applied', P_NOW)},
      ${lotInsertCte('lots', 'applied')}
      select count(*)::int as n from paid`)}`,
    ),
};
