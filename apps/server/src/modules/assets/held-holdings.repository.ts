import { FUND_TYPES, FUND_TYPE_UNKNOWN } from '@fund-direct/domain/codes';
import { sql, type SQL } from 'drizzle-orm';
import { sqlExactDiv } from '../ta/ta-sql.public.ts';
import { jsonColumn } from '../../db/rows.ts';
import { HOLDING_TOTALS, RATE_PLACES, holdingFiguresCtes, type HoldingTotals } from './holdings.repository.ts';

// The held holdings of the my-assets page laid out by the database as the answer's list: each holding a JSON object
// with the contract's fields in the contract's order (row_to_json writes compact JSON, escaped as JSON.stringify
// escapes), so that the server sends the text on without parsing and writing it again. The same figures and rules as
// holdingFiguresStatement; the summary and the split by fund type come beside it as small JSON values.

export interface HeldHoldings {
  // The JSON array of the held holdings (shares > 0), largest market value first.
  listJson: string;
  // Null without any holding row (emptied ones count, as in holdingFigures).
  totals: HoldingTotals | null;
  incomeDate: string | null;
  // Market value of the held holdings per fund type, in the order the types first appear in the list.
  types: { fundType: string; marketValue: string }[];
}

export interface HeldHoldingsRow {
  list: string;
  totals: HoldingTotals | string | null;
  incomeDate: string | null;
  types: HeldHoldings['types'] | string;
}

export function heldHoldingsOf(row: HeldHoldingsRow | null | undefined): HeldHoldings {
  if (!row) return { listJson: '[]', totals: null, incomeDate: null, types: [] };
  return {
    listJson: row.list,
    totals: row.totals === null ? null : jsonColumn(row.totals),
    incomeDate: row.incomeDate,
    types: jsonColumn(row.types),
  };
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

// FUND_TYPES as SQL, unknown codes named as the domain names them.
const FUND_TYPE_NAME = sql.raw(
  `case fund_type ${Object.entries(FUND_TYPES)
    .map(([code, name]) => `when ${quoted(code)} then ${quoted(name)}`)
    .join(' ')} else ${quoted(FUND_TYPES[FUND_TYPE_UNKNOWN])} end`,
);

export function heldHoldingsStatement(customerId: string, today: string): SQL {
  return sql`${holdingFiguresCtes(customerId, today)},
        held as (
          select *, row_number() over (order by market_value desc, fund_code) as position from figures where held
        )
        select coalesce((
                 select '[' || string_agg(row_to_json(r)::text, ',' order by h.position) || ']' from held h cross join lateral (
                   select fund_code as "fundCode", name as "fundName", fund_type as "fundType", ${FUND_TYPE_NAME} as "fundTypeName",
                          risk_level as "riskLevel", is_money_fund as "isMoneyFund", shares::text as shares,
                          (shares - frozen)::text as "availableShares", frozen::text as "frozenShares",
                          nav::numeric(12, 4)::text as nav, nav_date::text as "navDate", market_value::text as "marketValue",
                          cost::text as cost, (market_value - cost)::numeric(18, 2)::text as "holdingIncome",
                          case when cost = 0 then null
                            else round(${sql.raw(sqlExactDiv('market_value - cost', 'cost'))}, ${sql.raw(String(RATE_PLACES))})::text end as "holdingIncomeRate",
                          yesterday_income::numeric(18, 2)::text as "yesterdayIncome",
                          cumulative_income::numeric(18, 2)::text as "cumulativeIncome",
                          dividend_method as "dividendMethod", first_date::text as "firstDate", tradeacco
                 ) r
               ), '[]') as list,
               ${HOLDING_TOTALS} as totals,
               (select d::text from last_income) as "incomeDate",
               coalesce((
                 select json_agg(json_build_object('fundType', fund_type, 'marketValue', value) order by first)
                 from (select fund_type, sum(market_value)::numeric(18, 2)::text as value, min(position) as first from held group by fund_type) t
               ), '[]'::json) as types`;
}
