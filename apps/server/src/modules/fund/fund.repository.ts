import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type {
  dividendDeclaration,
  fundDocument,
  fundFeeTier,
  fundManager,
  fundRedemptionTier,
  FundRow,
  ManagerRow,
  NavRow,
} from '../../db/schema/fund.ts';

type CatalogueNav = Pick<NavRow, 'navDate' | 'unitNav' | 'accNav' | 'dailyChange' | 'incomePer10k' | 'yield7d'>;

export type CatalogueRow = Pick<
  FundRow,
  | 'code'
  | 'name'
  | 'shortName'
  | 'fundType'
  | 'riskLevel'
  | 'status'
  | 'state'
  | 'setupDate'
  | 'isMoneyFund'
  | 'minPurchaseAmount'
  | 'recommended'
  | 'recommendOrder'
> & {
  // The latest NAV comes from a left join: null for a fund without NAVs.
  [K in keyof CatalogueNav]: CatalogueNav[K] | null;
} & {
  yields: Record<string, string | null> | null;
  managementRate: string;
  // The fund's current managers.
  managerIds: string[] | null;
  // Fund size: the latest quarterly report's net assets and date (null without a report).
  netAssets: string | null;
  netAssetsDate: string | null;
};

// Every fund with its latest NAV and its precomputed yields (one row per fund).
export function selectCatalogue(executor: DbExecutor): Promise<CatalogueRow[]> {
  return rowsOf<CatalogueRow>(
    executor,
    sql`select f.code, f.name, f.short_name as "shortName", f.fund_type as "fundType", f.risk_level as "riskLevel", f.status,
          f.state, f.setup_date::text as "setupDate", f.is_money_fund as "isMoneyFund",
          f.min_purchase_amount::text as "minPurchaseAmount", f.recommended, f.recommend_order as "recommendOrder",
          n.nav_date::text as "navDate", n.unit_nav::text as "unitNav", n.acc_nav::text as "accNav",
          n.daily_change::text as "dailyChange", n.income_per_10k::text as "incomePer10k", n.yield_7d::text as "yield7d",
          (select json_object_agg(y.period, y.value::text) from fund_yield y where y.fund_code = f.code) as yields,
          f.management_rate::text as "managementRate",
          (select array_agg(fm.man_id order by fm.man_id) from fund_manager fm where fm.fund_code = f.code and fm.end_date is null)
            as "managerIds",
          rp.net_assets::text as "netAssets", rp.report_date::text as "netAssetsDate"
        from fund f
        left join lateral (
          select * from nav where nav.fund_code = f.code order by nav.nav_date desc limit 1
        ) n on true
        left join lateral (
          select report_date, net_assets from fund_report where fund_report.fund_code = f.code order by report_date desc limit 1
        ) rp on true
        order by f.code`,
  );
}

export type FundExtraRow = Pick<
  FundRow,
  | 'benchmark'
  | 'shareClass'
  | 'minSubscriptionAmount'
  | 'convertible'
  | 'confirmDays'
  | 'redemptionArrivalDays'
  | 'managementRate'
  | 'custodyRate'
  | 'salesServiceRate'
>;

export async function selectFundExtra(executor: DbExecutor, code: string): Promise<FundExtraRow | undefined> {
  const rows = await rowsOf<FundExtraRow>(
    executor,
    sql`select benchmark, share_class as "shareClass", min_subscription_amount::text as "minSubscriptionAmount", convertible,
          confirm_days as "confirmDays", redemption_arrival_days as "redemptionArrivalDays", management_rate::text as "managementRate",
          custody_rate::text as "custodyRate", sales_service_rate::text as "salesServiceRate"
        from fund where code = ${code}`,
  );
  return rows[0];
}

export function selectFeeTiers(executor: DbExecutor, code: string) {
  return rowsOf<Pick<typeof fundFeeTier.$inferSelect, 'feeKind' | 'minAmount' | 'maxAmount' | 'rate' | 'fixedFee'>>(
    executor,
    sql`select fee_kind as "feeKind", min_amount::text as "minAmount", max_amount::text as "maxAmount", rate::text as rate,
          fixed_fee::text as "fixedFee"
        from fund_fee_tier where fund_code = ${code} order by fee_kind, seq`,
  );
}

// The online discount factor of purchase fees (1 = none).
export async function selectPurchaseDiscount(executor: DbExecutor, code: string): Promise<string> {
  const rows = await rowsOf<{ discount: string }>(executor, sql`select purchase_discount::text as discount from fund where code = ${code}`);
  return rows[0]?.discount ?? '1';
}

export function selectRedemptionTiers(executor: DbExecutor, code: string) {
  return rowsOf<Pick<typeof fundRedemptionTier.$inferSelect, 'minDays' | 'maxDays' | 'rate'>>(
    executor,
    sql`select min_days as "minDays", max_days as "maxDays", rate::text as rate from fund_redemption_tier where fund_code = ${code} order by seq`,
  );
}

export function selectDividends(executor: DbExecutor, code: string) {
  return rowsOf<Pick<typeof dividendDeclaration.$inferSelect, 'recordDate' | 'exDate' | 'payDate' | 'cashPerShare'>>(
    executor,
    sql`select record_date::text as "recordDate", ex_date::text as "exDate", pay_date::text as "payDate",
          cash_per_share::text as "cashPerShare"
        from dividend_declaration where fund_code = ${code} order by ex_date desc`,
  );
}

export function selectDocuments(executor: DbExecutor, code: string) {
  return rowsOf<Pick<typeof fundDocument.$inferSelect, 'kind' | 'name' | 'url'>>(
    executor,
    sql`select kind, name, url from fund_document where fund_code = ${code} order by seq`,
  );
}

export type TenureRow = Pick<typeof fundManager.$inferSelect, 'fundCode' | 'manId' | 'startDate' | 'endDate' | 'returnDuringTenure'> &
  Pick<ManagerRow, 'name' | 'avatar' | 'title'>;

export function selectFundManagers(executor: DbExecutor, code: string) {
  return rowsOf<TenureRow>(
    executor,
    sql`select fm.fund_code as "fundCode", fm.man_id as "manId", m.name, m.avatar, m.title, fm.start_date::text as "startDate",
          fm.end_date::text as "endDate", fm.return_during_tenure::text as "returnDuringTenure"
        from fund_manager fm join manager m on m.man_id = fm.man_id
        where fm.fund_code = ${code} order by fm.end_date desc nulls first, fm.start_date`,
  );
}
