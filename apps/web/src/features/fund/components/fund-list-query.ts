import {
  FUND_STATUSES,
  FUND_TYPES,
  PRODUCT_RISK_LEVELS,
  RANKING_PERIODS,
  YIELD_PERIODS,
  isCodeOf,
  type FundStatus,
  type FundTypeCode,
  type ProductRiskLevel,
} from '@fund-direct/domain/codes';
import type { FundSortField } from '@fund-direct/domain/contracts';
import type { FundListParams } from '../api/fund-list.ts';
import { readScreen, screenRequest, writeScreen, type ScreenPeriod } from './fund-screen-query.ts';

export const FUND_PAGE_SIZE = 20;

// §3 status filter: codes with the same label form one option (封闭期 is 2, 4 and 9).
export const STATUS_FILTERS: readonly { key: FundStatus; label: string; codes: FundStatus[] }[] = (() => {
  const groups = new Map<string, FundStatus[]>();
  for (const code of Object.keys(FUND_STATUSES) as FundStatus[]) {
    const label = FUND_STATUSES[code];
    groups.set(label, [...(groups.get(label) ?? []), code]);
  }
  return [...groups].map(([label, codes]) => ({ key: codes[0] as FundStatus, label, codes }));
})();

// §3: sort by day change, any yield period, NAV or NAV date.
export const SORT_FIELDS: readonly { value: FundSortField; label: string }[] = [
  { value: 'day', label: RANKING_PERIODS.day },
  ...(Object.keys(YIELD_PERIODS) as (keyof typeof YIELD_PERIODS)[]).map((value) => ({ value, label: YIELD_PERIODS[value] })),
  { value: 'nav', label: '单位净值' },
  { value: 'navDate', label: '净值日期' },
];

export const DEFAULT_SORT: FundSortField = 'year';

export interface FundListState {
  fundType?: FundTypeCode;
  riskLevel?: ProductRiskLevel;
  status?: FundStatus;
  // The screener: a return range in percent ('10' = 10 %) over one period, whole years since setup, a current
  // manager, the highest yearly management rate (a fraction).
  yieldPeriod?: ScreenPeriod;
  yieldMinPercent?: string;
  yieldMaxPercent?: string;
  minYears?: number;
  manId?: string;
  maxManagementRate?: string;
  // Fund size (latest report's net assets) in 亿元, as typed ('12.5').
  sizeMinYi?: string;
  sizeMaxYi?: string;
  sortField: FundSortField;
  sortOrder: 'asc' | 'desc';
  pageNum: number;
}

// The list state lives in the URL, so a filtered page can be shared and the back button works.
export function readListState(search: URLSearchParams): FundListState {
  const type = search.get('type');
  const risk = search.get('risk');
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    ...(isCodeOf(FUND_TYPES, type) ? { fundType: type } : {}),
    ...(isCodeOf(PRODUCT_RISK_LEVELS, risk) ? { riskLevel: risk } : {}),
    ...(STATUS_FILTERS.some((s) => s.key === status) ? { status: status as FundStatus } : {}),
    ...readScreen(search),
    sortField: SORT_FIELDS.find((f) => f.value === sort)?.value ?? DEFAULT_SORT,
    sortOrder: search.get('order') === 'asc' ? 'asc' : 'desc',
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeListState(state: FundListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.fundType) search.set('type', state.fundType);
  if (state.riskLevel) search.set('risk', state.riskLevel);
  if (state.status) search.set('status', state.status);
  writeScreen(state, search);
  if (state.sortField !== DEFAULT_SORT) search.set('sort', state.sortField);
  if (state.sortOrder === 'asc') search.set('order', 'asc');
  if (state.pageNum > 1) search.set('page', String(state.pageNum));
  return search;
}

// The filters a screen sets (the 筛选 button's count on a phone); the period alone, without a bound, filters nothing.
export function filterCount(state: FundListState): number {
  const range = state.yieldMinPercent !== undefined || state.yieldMaxPercent !== undefined;
  const size = state.sizeMinYi !== undefined || state.sizeMaxYi !== undefined;
  return [
    state.fundType,
    state.riskLevel,
    state.status,
    range || undefined,
    state.minYears,
    state.manId,
    state.maxManagementRate,
    size || undefined,
  ].filter((value) => value !== undefined).length;
}

// The same list without any filter: the sort stays.
export function withoutFilters(state: FundListState): FundListState {
  return { sortField: state.sortField, sortOrder: state.sortOrder, pageNum: 1 };
}

export function toRequest(state: FundListState, pageSize: number = FUND_PAGE_SIZE): FundListParams {
  const statusCodes = STATUS_FILTERS.find((s) => s.key === state.status)?.codes;
  return {
    fundListType: 'ALL',
    ...(state.fundType ? { fundType: state.fundType } : {}),
    ...(state.riskLevel ? { riskLevel: state.riskLevel } : {}),
    ...(statusCodes ? { status: statusCodes } : {}),
    ...screenRequest(state),
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    pageNum: state.pageNum,
    pageSize,
  };
}

// The yield column of the list follows the sort field; NAV sorts show 近一年.
export function shownPeriod(sortField: FundSortField): keyof typeof RANKING_PERIODS {
  return sortField === 'nav' || sortField === 'navDate' ? 'year' : sortField;
}
