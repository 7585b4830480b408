import { z } from 'zod';
import { FUND_STATUSES, FUND_TYPES } from '../codes/fund.ts';
import { PRODUCT_RISK_LEVELS } from '../codes/risk.ts';
import { RANKING_PERIODS, YIELD_PERIODS } from '../codes/yield-periods.ts';

// Wire types of the fund calls of §7 (content). Decimal values travel as strings; yields and
// rates are fractions ('0.0523' = 5.23 %), which the §5 percent formatter multiplies by 100.

const DECIMAL = /^-?\d+(\.\d+)?$/;
export const fundDecimal = z.string().regex(DECIMAL);
export const nullableDecimal = fundDecimal.nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// Empty strings from form selects mean "not filtered".
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const required = (missing: string, invalid: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? missing : invalid),
});
export const fundCodeSchema = z.string(required('基金代码不能为空', '基金代码必须是6位数字')).regex(/^\d{6}$/, '基金代码必须是6位数字');
export const managerIdSchema = z
  .string(required('基金经理编号不能为空', '基金经理编号格式不正确'))
  .regex(/^\d{1,12}$/, '基金经理编号格式不正确');

const keys = <T extends Record<string, string>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const fundTypeCodeSchema = z.enum(keys(FUND_TYPES));
export const fundStatusSchema = z.enum(keys(FUND_STATUSES));
export const productRiskLevelSchema = z.enum(keys(PRODUCT_RISK_LEVELS));
export const yieldPeriodSchema = z.enum(keys(YIELD_PERIODS));
export const rankingPeriodSchema = z.enum(keys(RANKING_PERIODS));

// Every period of the ranking list (§3), null when the fund is younger than the period.
export const fundYields = z.object(
  Object.fromEntries(Object.keys(RANKING_PERIODS).map((k) => [k, nullableDecimal])) as Record<
    keyof typeof RANKING_PERIODS,
    typeof nullableDecimal
  >,
);
export type FundYields = z.infer<typeof fundYields>;

// ---- fees ----------------------------------------------------------------------------------
// Same shapes as AmountTier / HoldingTier of domain/money, so fee code takes them as they come.
// [min, max): an amount tier applies from min (inclusive) to max (exclusive); no max = no bound.
export const amountFeeTier = z.object({
  min: fundDecimal,
  max: fundDecimal.optional(),
  rule: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('rate'), rate: fundDecimal }),
    z.object({ kind: z.literal('fixed'), fee: fundDecimal }),
  ]),
});
export type AmountFeeTier = z.infer<typeof amountFeeTier>;

// [minDays, maxDays) of holding, natural days.
export const holdingFeeTier = z.object({
  minDays: z.number().int().min(0),
  maxDays: z.number().int().positive().optional(),
  rate: fundDecimal,
});
export type HoldingFeeTier = z.infer<typeof holdingFeeTier>;

export const fundFees = z.object({
  subscription: z.array(amountFeeTier),
  purchase: z.array(amountFeeTier),
  redemption: z.array(holdingFeeTier),
  // Annual rates, accrued daily from the fund's assets.
  managementRate: fundDecimal,
  custodyRate: fundDecimal,
  salesServiceRate: nullableDecimal,
});
export type FundFees = z.infer<typeof fundFees>;

// ---- fund list -----------------------------------------------------------------------------
export const fundSummary = z.object({
  fundcode: z.string(),
  fundname: z.string(),
  shortName: z.string(),
  fundType: z.string(),
  fundTypeLabel: z.string(),
  riskLevel: z.string(),
  riskLevelLabel: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  state: z.string(),
  setupDate: isoDate.nullable(),
  isMoneyFund: z.boolean(),
  minPurchaseAmount: fundDecimal,
  // Latest published day; all null for a raising fund without NAV.
  navDate: isoDate.nullable(),
  nav: nullableDecimal,
  accNav: nullableDecimal,
  dailyChange: nullableDecimal,
  // Money funds only: 万份收益 (元) and the 7-day annualised yield (fraction).
  incomePer10k: nullableDecimal,
  yield7d: nullableDecimal,
  yields: fundYields,
  // §3: set for a logged-in customer in fund lists: the fund is on their watchlist.
  isCollect: z.boolean().optional(),
});
export type FundSummary = z.infer<typeof fundSummary>;

// Any ranking period, the latest NAV or the NAV date.
export const fundSortField = z.enum([...keys(RANKING_PERIODS), 'nav', 'navDate']);
export type FundSortField = z.infer<typeof fundSortField>;

export const fundSortOrder = z.enum(['asc', 'desc']);
export const FUND_LIST_MAX_PAGE_SIZE = 100;

export const fundListRequest = z
  .object({
    fundListType: z.preprocess(blankToUndefined, z.enum(['ALL', 'OWN']).default('ALL')),
    fundType: z.preprocess(blankToUndefined, fundTypeCodeSchema.optional()),
    riskLevel: z.preprocess(blankToUndefined, productRiskLevelSchema.optional()),
    // One status code or several (the closed period is 2, 4 and 9; suspended is 5 and 6).
    status: z.preprocess(blankToUndefined, z.union([fundStatusSchema, z.array(fundStatusSchema).min(1)]).optional()),
    sortField: z.preprocess(blankToUndefined, fundSortField.optional()),
    sortOrder: z.preprocess(blankToUndefined, fundSortOrder.default('desc')),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(FUND_LIST_MAX_PAGE_SIZE).default(20),
    refCustUuid: z.string().optional(),
    // The screener: a return range over one ranking period (fractions, either end open), at least so many whole years
    // since setup, one current manager, a yearly management rate at most.
    yieldPeriod: z.preprocess(blankToUndefined, rankingPeriodSchema.optional()),
    yieldMin: z.preprocess(blankToUndefined, fundDecimal.optional()),
    yieldMax: z.preprocess(blankToUndefined, fundDecimal.optional()),
    minYears: z.preprocess(blankToUndefined, z.coerce.number().int('成立年限必须是整数').min(0).max(100).optional()),
    manId: z.preprocess(blankToUndefined, managerIdSchema.optional()),
    maxManagementRate: z.preprocess(blankToUndefined, fundDecimal.optional()),
    // Fund size (规模): the latest report's net assets in 亿元, either end open. A fund without a report does not pass.
    sizeMin: z.preprocess(blankToUndefined, fundDecimal.optional()),
    sizeMax: z.preprocess(blankToUndefined, fundDecimal.optional()),
  })
  .superRefine((request, context) => {
    if ((request.yieldMin !== undefined || request.yieldMax !== undefined) && request.yieldPeriod === undefined) {
      context.addIssue({ code: 'custom', path: ['yieldPeriod'], message: '请选择收益区间的时间段' });
    }
    if (request.yieldMin !== undefined && request.yieldMax !== undefined && Number(request.yieldMin) > Number(request.yieldMax)) {
      context.addIssue({ code: 'custom', path: ['yieldMax'], message: '收益区间的上限不能低于下限' });
    }
    if (request.sizeMin !== undefined && request.sizeMax !== undefined && Number(request.sizeMin) > Number(request.sizeMax)) {
      context.addIssue({ code: 'custom', path: ['sizeMax'], message: '基金规模的上限不能低于下限' });
    }
  });
export type FundListRequest = z.infer<typeof fundListRequest>;

export const fundListResponse = z.object({ list: z.array(fundSummary), total: z.number().int() });
export type FundListResponse = z.infer<typeof fundListResponse>;

// ---- fund detail ---------------------------------------------------------------------------
export const fundDetailQuery = z.object({ fundCode: fundCodeSchema });

export const fundManagerRef = z.object({
  manId: z.string(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  returnDuringTenure: nullableDecimal,
});
export type FundManagerRef = z.infer<typeof fundManagerRef>;

export const dividendRecord = z.object({
  recordDate: isoDate,
  exDate: isoDate,
  payDate: isoDate,
  cashPerShare: fundDecimal,
});

export const fundDocument = z.object({ kind: z.string(), name: z.string(), url: z.string() });

export const fundDetailResponse = z.object({
  fund: fundSummary.extend({
    benchmark: z.string(),
    shareClass: z.string(),
    minSubscriptionAmount: fundDecimal,
    convertible: z.boolean(),
    confirmDays: z.number().int(),
    redemptionArrivalDays: z.number().int(),
  }),
  currentManagers: z.array(fundManagerRef),
  formerManagers: z.array(fundManagerRef),
  fees: fundFees,
  dividends: z.array(dividendRecord),
  documents: z.array(fundDocument),
});
export type FundDetailResponse = z.infer<typeof fundDetailResponse>;

// ---- NAV chart -----------------------------------------------------------------------------
export const NAV_CHART_PERIODS = ['1m', '3m', '6m', '1y', '3y', 'all'] as const;
export const navChartPeriod = z.enum(NAV_CHART_PERIODS);
export type NavChartPeriod = z.infer<typeof navChartPeriod>;
export const NAV_CHART_MAX_POINTS = 600;

export const navListQuery = z.object({
  fundCode: fundCodeSchema,
  period: z.preprocess(blankToUndefined, navChartPeriod.default('3m')),
});

export const navChartPoint = z.object({
  date: isoDate,
  unitNav: nullableDecimal,
  accNav: nullableDecimal,
  // Dividend-adjusted return since the first point of the period.
  cumulativeReturn: fundDecimal,
  // The benchmark's return since the same start, where the fund has a benchmark series.
  benchmarkReturn: nullableDecimal,
  incomePer10k: nullableDecimal,
  yield7d: nullableDecimal,
});
export type NavChartPoint = z.infer<typeof navChartPoint>;

export const navListResponse = z.object({
  fundcode: z.string(),
  isMoneyFund: z.boolean(),
  period: navChartPeriod,
  benchmark: z.string(),
  points: z.array(navChartPoint),
});
export type NavListResponse = z.infer<typeof navListResponse>;

// ---- rise-fall ranking, recommendations, types, enum ----------------------------------------
export const fundRankQuery = z.object({
  period: z.preprocess(blankToUndefined, rankingPeriodSchema.default('day')),
  order: z.preprocess(blankToUndefined, fundSortOrder.default('desc')),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(50).default(10)),
});

export const fundRankItem = z.object({
  rank: z.number().int(),
  fundcode: z.string(),
  fundname: z.string(),
  fundType: z.string(),
  fundTypeLabel: z.string(),
  riskLevel: z.string(),
  nav: nullableDecimal,
  navDate: isoDate.nullable(),
  value: fundDecimal,
});

export const fundRankResponse = z.object({
  period: rankingPeriodSchema,
  periodLabel: z.string(),
  asOf: isoDate.nullable(),
  list: z.array(fundRankItem),
});
export type FundRankResponse = z.infer<typeof fundRankResponse>;

export const recommendListResponse = z.object({ list: z.array(fundSummary) });
export type RecommendListResponse = z.infer<typeof recommendListResponse>;

export const fundTypeListResponse = z.object({
  list: z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() })),
});

export const fundEnumOption = z.object({ key: z.string(), label: z.string() });
// `list`: the yield periods of §3; `rankingList`: the ranking periods (adds day and five years).
export const fundIncTypeResponse = z.object({ list: z.array(fundEnumOption), rankingList: z.array(fundEnumOption) });

// ---- managers ------------------------------------------------------------------------------
export const MANAGER_LIST_PAGE_SIZE = 1000; // §9

export const managerListRequest = z.object({
  pageParam: z
    .object({
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(MANAGER_LIST_PAGE_SIZE).default(MANAGER_LIST_PAGE_SIZE),
    })
    .default({ pageNum: 1, pageSize: MANAGER_LIST_PAGE_SIZE }),
});

export const fundRef = z.object({ fundcode: z.string(), fundname: z.string() });

export const managerSummary = z.object({
  manId: z.string(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  education: z.string(),
  yearsOfExperience: z.number().int(),
  currentFunds: z.array(fundRef),
});
export type ManagerSummary = z.infer<typeof managerSummary>;

export const managerListResponse = z.object({ list: z.array(managerSummary), total: z.number().int() });

export const managerDetailQuery = z.object({ manId: managerIdSchema });

export const managerTenure = z.object({
  fundcode: z.string(),
  fundname: z.string(),
  fundType: z.string(),
  fundTypeLabel: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  returnDuringTenure: nullableDecimal,
});
export type ManagerTenure = z.infer<typeof managerTenure>;

export const managerDetailResponse = z.object({
  manager: managerSummary.omit({ currentFunds: true }).extend({
    biography: z.string(),
    careerStartDate: isoDate,
  }),
  currentFunds: z.array(managerTenure),
  formerFunds: z.array(managerTenure),
});
export type ManagerDetailResponse = z.infer<typeof managerDetailResponse>;

// ---- one entry per call (paths are below /api) ---------------------------------------------
export const FUND_CALLS = {
  fundList: { method: 'POST', path: '/content/fund/list', body: fundListRequest, data: fundListResponse },
  fundDetail: { method: 'GET', path: '/content/fund/detail', query: fundDetailQuery, data: fundDetailResponse },
  navList: { method: 'GET', path: '/content/nav/list', query: navListQuery, data: navListResponse },
  fundRank: { method: 'GET', path: '/content/fund/rank', query: fundRankQuery, data: fundRankResponse },
  recommendList: { method: 'GET', path: '/content/recommend/list', data: recommendListResponse },
  fundTypeList: { method: 'POST', path: '/content/fund-type/list', data: fundTypeListResponse },
  fundIncType: { method: 'GET', path: '/content/enum/fundIncType', data: fundIncTypeResponse },
  managerList: { method: 'POST', path: '/content/manager/list', body: managerListRequest, data: managerListResponse },
  managerDetail: { method: 'GET', path: '/content/manager/detail', query: managerDetailQuery, data: managerDetailResponse },
} as const;
