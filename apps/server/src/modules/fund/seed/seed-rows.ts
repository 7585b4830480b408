import { addDays } from '@fund-direct/domain/yield';
import { FEE_PROFILES } from './fee-profiles.ts';
import type { SeedFund } from './funds.data.ts';
import type { SeedManager } from './managers.data.ts';
import { tradeRulesOf } from './trade-rules.ts';

// Row objects for the bulk inserts of the fund seed (column names as in 0001_fund.sql).

export const managerAvatarPath = (manId: string) => `managers/${manId}.svg`;

export function managerRows(managers: readonly SeedManager[]): Record<string, unknown>[] {
  return managers.map((m, i) => ({
    man_id: m.manId,
    name: m.name,
    avatar: managerAvatarPath(m.manId),
    title: m.title,
    biography: m.biography,
    education: m.education,
    career_start_date: m.careerStartDate,
    display_order: i + 1,
  }));
}

export function fundRows(funds: readonly SeedFund[]): Record<string, unknown>[] {
  return funds.map((f) => {
    const profile = FEE_PROFILES[f.fees];
    const rules = tradeRulesOf(f);
    return {
      code: f.code,
      name: f.name,
      short_name: f.shortName,
      fund_type: f.fundType,
      risk_level: f.riskLevel,
      status: f.status,
      state: f.state ?? '1',
      setup_date: f.setupDate,
      raise_start_date: f.raise?.start ?? null,
      raise_end_date: f.raise?.end ?? null,
      benchmark: f.benchmark,
      share_class: f.shareClass,
      is_money_fund: f.fundType === '5',
      min_purchase_amount: profile.minPurchase,
      min_subscription_amount: profile.minSubscription,
      convertible: profile.convertible,
      confirm_days: profile.confirmDays,
      redemption_arrival_days: profile.redemptionArrivalDays,
      management_rate: profile.fees.managementRate,
      custody_rate: profile.fees.custodyRate,
      sales_service_rate: profile.fees.salesServiceRate,
      recommended: f.recommendOrder !== undefined,
      recommend_order: f.recommendOrder ?? 0,
      max_purchase_per_order: rules.maxPurchasePerOrder,
      max_purchase_per_day: rules.maxPurchasePerDay,
      min_redemption_shares: rules.minRedemptionShares,
      min_holding_shares: rules.minHoldingShares,
      purchase_discount: rules.purchaseDiscount,
      charge_types: rules.chargeTypes,
      default_dividend_method: rules.defaultDividendMethod,
    };
  });
}

export function feeTierRows(funds: readonly SeedFund[]): Record<string, unknown>[] {
  return funds.flatMap((f) => {
    const { fees } = FEE_PROFILES[f.fees];
    const amountTiers = (['subscription', 'purchase'] as const).flatMap((kind) =>
      fees[kind].map((tier, seq) => ({
        fund_code: f.code,
        fee_kind: kind,
        seq,
        min_amount: tier.min,
        max_amount: 'max' in tier ? tier.max : null,
        rate: tier.rule.kind === 'rate' ? tier.rule.rate : null,
        fixed_fee: tier.rule.kind === 'fixed' ? tier.rule.fee : null,
      })),
    );
    // back_end tiers hold years in min_amount/max_amount (0011_trading.sql).
    const backEnd = (tradeRulesOf(f).backEnd ?? []).map((tier, seq) => ({
      fund_code: f.code,
      fee_kind: 'back_end',
      seq,
      min_amount: String(tier.minYears),
      max_amount: tier.maxYears === undefined ? null : String(tier.maxYears),
      rate: tier.rate,
      fixed_fee: null,
    }));
    return [...amountTiers, ...backEnd];
  });
}

export function redemptionTierRows(funds: readonly SeedFund[]): Record<string, unknown>[] {
  return funds.flatMap((f) =>
    FEE_PROFILES[f.fees].fees.redemption.map((tier, seq) => ({
      fund_code: f.code,
      seq,
      min_days: tier.minDays,
      max_days: 'maxDays' in tier ? tier.maxDays : null,
      rate: tier.rate,
    })),
  );
}

// Documents are rendered on request from the fund's own data (see fund-document.routes.ts).
export const FUND_DOCUMENT_KINDS = {
  prospectus: '招募说明书',
  contract: '基金合同',
  summary: '产品资料概要',
} as const;
export type FundDocumentKind = keyof typeof FUND_DOCUMENT_KINDS;

export const fundDocumentUrl = (code: string, kind: FundDocumentKind) => `/api/content/dl-mid/fund-document/${code}/${kind}.pdf`;

export function documentRows(funds: readonly SeedFund[]): Record<string, unknown>[] {
  return funds.flatMap((f) =>
    (Object.keys(FUND_DOCUMENT_KINDS) as FundDocumentKind[]).map((kind, seq) => ({
      fund_code: f.code,
      seq,
      kind,
      name: `${f.name}${FUND_DOCUMENT_KINDS[kind]}`,
      url: fundDocumentUrl(f.code, kind),
    })),
  );
}

export function tenureRows(funds: readonly SeedFund[]): Record<string, unknown>[] {
  return funds.flatMap((f) => {
    const start = f.setupDate ?? f.raise?.start;
    if (!start) return [];
    const rows: Record<string, unknown>[] = [];
    if (f.former) rows.push({ fund_code: f.code, man_id: f.former.manId, start_date: start, end_date: f.former.until });
    const currentFrom = f.former ? addDays(f.former.until, 1) : start;
    for (const m of f.managers) rows.push({ fund_code: f.code, man_id: m.manId, start_date: m.since ?? currentFrom, end_date: null });
    return rows;
  });
}
