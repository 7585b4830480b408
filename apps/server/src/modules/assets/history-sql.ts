import { TRADE_BUSINESS } from '@fund-direct/domain/codes';
import { sql, type SQL } from 'drizzle-orm';

// Business codes of orders that pay money into a fund, take it out, or move it between funds.
export const PAID_IN_CODES = [...TRADE_BUSINESS.subscribe, ...TRADE_BUSINESS.purchase, ...TRADE_BUSINESS.fixed] as const;
export const REDEEM_CODES = TRADE_BUSINESS.redeem;
export const CONVERT_CODES = TRADE_BUSINESS.convert;

// column in ('a', 'b', …) with the codes as parameters.
export function inCodes(column: SQL, codes: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )})`;
}
