import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

// What the registrar must hear about trade date T, read page by page in a stable order (so that writing a day
// again gives the same bytes, and a million orders never sit in memory at once).
const PAGE = 5_000;

export interface TransactionApplicationRow {
  orderNo: string;
  tradeDate: string;
  placedAt: Date;
  businessCode: string;
  fundCode: string;
  targetFundCode: string | null;
  fundAccount: string;
  tradeacco: string | null;
  amount: string | null;
  shares: string | null;
  chargeType: string | null;
  dividendMethod: string | null;
  largeRedemption: string | null;
}

// Orders of T still pending at the cut-off: cancelled orders (status 4) are not sent, nor a remittance order whose
// money never came (the cut-off failed it, status 0). Paid remittances and card orders go.
const pendingOfDay = (tradeDate: string) =>
  sql`o.trade_date = ${tradeDate}::date and o.status = '9' and (o.payment_status is null or o.payment_status = 'paid')`;

export async function* transactionApplications(db: DbExecutor, tradeDate: string): AsyncGenerator<TransactionApplicationRow> {
  let after = '';
  for (;;) {
    const rows = await rowsOf<{
      order_no: string;
      trade_date: string;
      placed_at: Date | string;
      business_code: string;
      fund_code: string;
      target_fund_code: string | null;
      account_no: string;
      tradeacco: string | null;
      amount: string | null;
      shares: string | null;
      charge_type: string | null;
      dividend_method: string | null;
      large_redemption: string | null;
    }>(
      db,
      sql`select o.order_no, o.trade_date::text as trade_date, o.placed_at, o.business_code, o.fund_code, o.target_fund_code,
            fa.account_no, o.tradeacco, o.amount::text as amount, o.shares::text as shares, o.charge_type, o.dividend_method,
            o.large_redemption
          from trade_order o
          join fund_account fa on fa.customer_id = o.customer_id
          where ${pendingOfDay(tradeDate)} and o.order_no > ${after}
          order by o.order_no
          limit ${PAGE}`,
    );
    for (const r of rows) {
      yield {
        orderNo: r.order_no,
        tradeDate: r.trade_date,
        placedAt: new Date(r.placed_at),
        businessCode: r.business_code,
        fundCode: r.fund_code,
        targetFundCode: r.target_fund_code,
        fundAccount: r.account_no,
        tradeacco: r.tradeacco,
        amount: r.amount,
        shares: r.shares,
        chargeType: r.charge_type,
        dividendMethod: r.dividend_method,
        largeRedemption: r.large_redemption,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.order_no;
  }
}

export type AccountEvent = 'open' | 'close' | 'addCard' | 'removeCard';

export interface AccountApplicationRow {
  event: AccountEvent;
  at: Date;
  fundAccount: string;
  custtype: string;
  custname: string | null;
  idtype: string | null;
  idnoEnc: string | null;
  mobile: string;
  address: string | null;
  zipcode: string | null;
  tradeacco: string | null;
}

// Account events of the days since the previous trading day (after it, up to and including T, in China dates): a fund
// account opened (with the card it opened with), a card bound or unbound later, an account closed. Few per day.
export async function accountApplications(db: DbExecutor, previousTradeDate: string, tradeDate: string): Promise<AccountApplicationRow[]> {
  const inWindow = (column: string) =>
    sql.raw(`(${column} at time zone 'Asia/Shanghai')::date > '${previousTradeDate}'::date
      and (${column} at time zone 'Asia/Shanghai')::date <= '${tradeDate}'::date`);
  const rows = await rowsOf<{
    event: AccountEvent;
    at: Date | string;
    account_no: string;
    custtype: string;
    custname: string | null;
    idtype: string | null;
    idno_enc: string | null;
    mobile: string;
    address: string | null;
    zipcode: string | null;
    tradeacco: string | null;
  }>(
    db,
    sql`with person as (
          -- §3 collects no organisation certificate for an institution: its transactor's identifies it to the registrar.
          select c.id, fa.account_no, fa.opened_at, c.custtype, c.custname, coalesce(c.idtype, ep.transactor_idtype) as idtype,
            coalesce(c.idno_enc, ep.transactor_idno_enc) as idno_enc, c.mobile, c.address, c.zipcode, c.closed_at
          from fund_account fa join customer c on c.id = fa.customer_id
          left join enterprise_profile ep on ep.customer_id = c.id
        ),
        first_card as (
          select distinct on (b.customer_id) b.customer_id, b.id, b.tradeacco
          from bank_card b where b.signed_at is not null
          order by b.customer_id, b.signed_at, b.id
        ),
        events as (
          select 'open' as event, p.opened_at as at, p.*, fc.tradeacco
          from person p left join first_card fc on fc.customer_id = p.id
          where ${inWindow('p.opened_at')}
          union all
          select 'addCard', b.signed_at, p.*, b.tradeacco
          from bank_card b join person p on p.id = b.customer_id
          where b.signed_at is not null and ${inWindow('b.signed_at')}
            and b.id not in (select fc.id from first_card fc join person q on q.id = fc.customer_id where ${inWindow('q.opened_at')})
          union all
          select 'removeCard', b.unbound_at, p.*, b.tradeacco
          from bank_card b join person p on p.id = b.customer_id
          where b.unbound_at is not null and ${inWindow('b.unbound_at')}
          union all
          select 'close', p.closed_at, p.*, null
          from person p where p.closed_at is not null and ${inWindow('p.closed_at')}
        )
        select event, at, account_no, custtype, custname, idtype, idno_enc, mobile, address, zipcode, tradeacco
        from events order by at, account_no, event, tradeacco`,
  );
  return rows.map((r) => ({
    event: r.event,
    at: new Date(r.at),
    fundAccount: r.account_no,
    custtype: r.custtype,
    custname: r.custname,
    idtype: r.idtype,
    idnoEnc: r.idno_enc,
    mobile: r.mobile,
    address: r.address,
    zipcode: r.zipcode,
    tradeacco: r.tradeacco,
  }));
}
