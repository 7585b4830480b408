import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FundRow } from '../../db/schema/fund.ts';
import type { HoldingRow, TradeOrderRow } from '../../db/schema/trading.ts';

export type DividendMethodRow = Pick<HoldingRow, 'fundCode' | 'shares'> & {
  fundName: FundRow['name'];
  dividendMethod: '0' | '1';
  pendingMethod: '0' | '1' | null;
  pendingOrderNo: TradeOrderRow['orderNo'] | null;
};

// Each holding's dividend method and the latest 029 order still waiting for the batch.
export async function listDividendMethods(db: DbExecutor, customerId: string): Promise<DividendMethodRow[]> {
  return rowsOf<DividendMethodRow>(
    db,
    sql`select h.fund_code as "fundCode", f.name as "fundName", h.shares::text as shares, h.dividend_method as "dividendMethod",
               p.dividend_method as "pendingMethod", p.order_no as "pendingOrderNo"
        from holding h join fund f on f.code = h.fund_code
        left join lateral (
          select o.dividend_method, o.order_no from trade_order o
          where o.customer_id = h.customer_id and o.fund_code = h.fund_code and o.business_code = '029' and o.status = '9'
          order by o.placed_at desc limit 1
        ) p on true
        where h.customer_id = ${customerId}::uuid and h.shares > 0
        order by h.fund_code`,
  );
}
