import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from './rows.ts';

export interface CatalogueRow {
  code: string;
  name: string;
  short_name: string;
  fund_type: string;
  risk_level: string;
  status: string;
  state: string;
  setup_date: string | null;
  is_money_fund: boolean;
  min_purchase_amount: string;
  recommended: boolean;
  recommend_order: number;
  nav_date: string | null;
  unit_nav: string | null;
  acc_nav: string | null;
  daily_change: string | null;
  income_per_10k: string | null;
  yield_7d: string | null;
  yields: Record<string, string | null> | null;
}

// Every fund with its latest NAV and its precomputed yields (one row per fund).
export function selectCatalogue(executor: DbExecutor): Promise<CatalogueRow[]> {
  return rowsOf<CatalogueRow>(
    executor,
    sql`select f.code, f.name, f.short_name, f.fund_type, f.risk_level, f.status, f.state, f.setup_date::text as setup_date,
          f.is_money_fund, f.min_purchase_amount::text as min_purchase_amount, f.recommended, f.recommend_order,
          n.nav_date::text as nav_date, n.unit_nav::text as unit_nav, n.acc_nav::text as acc_nav,
          n.daily_change::text as daily_change, n.income_per_10k::text as income_per_10k, n.yield_7d::text as yield_7d,
          (select json_object_agg(y.period, y.value::text) from fund_yield y where y.fund_code = f.code) as yields
        from fund f
        left join lateral (
          select * from nav where nav.fund_code = f.code order by nav.nav_date desc limit 1
        ) n on true
        order by f.code`,
  );
}

export interface FundExtraRow {
  benchmark: string;
  share_class: string;
  min_subscription_amount: string;
  convertible: boolean;
  confirm_days: number;
  redemption_arrival_days: number;
  management_rate: string;
  custody_rate: string;
  sales_service_rate: string | null;
}

export async function selectFundExtra(executor: DbExecutor, code: string): Promise<FundExtraRow | undefined> {
  const rows = await rowsOf<FundExtraRow>(
    executor,
    sql`select benchmark, share_class, min_subscription_amount::text as min_subscription_amount, convertible,
          confirm_days, redemption_arrival_days, management_rate::text as management_rate,
          custody_rate::text as custody_rate, sales_service_rate::text as sales_service_rate
        from fund where code = ${code}`,
  );
  return rows[0];
}

export function selectFeeTiers(executor: DbExecutor, code: string) {
  return rowsOf<{ fee_kind: string; min_amount: string; max_amount: string | null; rate: string | null; fixed_fee: string | null }>(
    executor,
    sql`select fee_kind, min_amount::text as min_amount, max_amount::text as max_amount, rate::text as rate,
          fixed_fee::text as fixed_fee
        from fund_fee_tier where fund_code = ${code} order by fee_kind, seq`,
  );
}

export function selectRedemptionTiers(executor: DbExecutor, code: string) {
  return rowsOf<{ min_days: number; max_days: number | null; rate: string }>(
    executor,
    sql`select min_days, max_days, rate::text as rate from fund_redemption_tier where fund_code = ${code} order by seq`,
  );
}

export function selectDividends(executor: DbExecutor, code: string) {
  return rowsOf<{ record_date: string; ex_date: string; pay_date: string; cash_per_share: string }>(
    executor,
    sql`select record_date::text as record_date, ex_date::text as ex_date, pay_date::text as pay_date,
          cash_per_share::text as cash_per_share
        from dividend_declaration where fund_code = ${code} order by ex_date desc`,
  );
}

export function selectDocuments(executor: DbExecutor, code: string) {
  return rowsOf<{ kind: string; name: string; url: string }>(
    executor,
    sql`select kind, name, url from fund_document where fund_code = ${code} order by seq`,
  );
}

export interface TenureRow {
  fund_code: string;
  man_id: string;
  name: string;
  avatar: string;
  title: string;
  start_date: string;
  end_date: string | null;
  return_during_tenure: string | null;
}

export function selectFundManagers(executor: DbExecutor, code: string) {
  return rowsOf<TenureRow>(
    executor,
    sql`select fm.fund_code, fm.man_id, m.name, m.avatar, m.title, fm.start_date::text as start_date,
          fm.end_date::text as end_date, fm.return_during_tenure::text as return_during_tenure
        from fund_manager fm join manager m on m.man_id = fm.man_id
        where fm.fund_code = ${code} order by fm.end_date desc nulls first, fm.start_date`,
  );
}

export function selectBenchmark(executor: DbExecutor, code: string, from: string | null) {
  const since = from ? sql`and nav_date >= ${from}::date` : sql``;
  return rowsOf<{ nav_date: string; level: string }>(
    executor,
    sql`select nav_date::text as nav_date, level::text as level from benchmark_nav
        where fund_code = ${code} ${since} order by nav_date`,
  );
}
