import { YIELD_PERIODS, RANKING_PERIODS } from '@fund-direct/domain/codes';
import type { FundListRequest } from '@fund-direct/domain/contracts';
import { percentToFraction } from '@fund-direct/domain/format';

// The screener's part of the /fund address: yp (period), ymin / ymax (percent), years, manager, mfee (fraction),
// smin / smax (fund size in 亿元).
export type ScreenPeriod = keyof typeof YIELD_PERIODS;

export const SCREEN_PERIODS = Object.keys(YIELD_PERIODS) as ScreenPeriod[];
export const SCREEN_YEARS = [1, 3, 5] as const;
// Yearly management rates as the fund contracts state them (0.5 %, 1.0 %, 1.5 %).
export const SCREEN_MANAGEMENT_RATES = ['0.005', '0.010', '0.015'] as const;
export const DEFAULT_SCREEN_PERIOD: ScreenPeriod = 'year';

// A percent as people type it: up to four digits before the point and two after, signed.
const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;
const MANAGER_ID = /^\d{1,12}$/;
// A size in 亿元 as people type it: up to six digits before the point and two after.
const SIZE = /^\d{1,6}(\.\d{1,2})?$/;

interface ScreenState {
  yieldPeriod?: ScreenPeriod;
  yieldMinPercent?: string;
  yieldMaxPercent?: string;
  minYears?: number;
  manId?: string;
  maxManagementRate?: string;
  sizeMinYi?: string;
  sizeMaxYi?: string;
}

function isScreenPeriod(value: string | null): value is ScreenPeriod {
  return value !== null && value in YIELD_PERIODS && value in RANKING_PERIODS;
}

export function isPercentText(value: string): boolean {
  return PERCENT.test(value);
}

export function isSizeText(value: string): boolean {
  return SIZE.test(value);
}

export function readScreen(search: URLSearchParams): ScreenState {
  const period = search.get('yp');
  const min = search.get('ymin');
  const max = search.get('ymax');
  const years = Number(search.get('years'));
  const manager = search.get('manager');
  const fee = search.get('mfee');
  const sizeMin = search.get('smin');
  const sizeMax = search.get('smax');
  const range = {
    ...(min !== null && PERCENT.test(min) ? { yieldMinPercent: min } : {}),
    ...(max !== null && PERCENT.test(max) ? { yieldMaxPercent: max } : {}),
  };
  const hasRange = Object.keys(range).length > 0;
  return {
    // A range needs its period; without one in the address, 近一年 (the list's default column).
    ...(isScreenPeriod(period) ? { yieldPeriod: period } : hasRange ? { yieldPeriod: DEFAULT_SCREEN_PERIOD } : {}),
    ...range,
    ...((SCREEN_YEARS as readonly number[]).includes(years) ? { minYears: years } : {}),
    ...(manager !== null && MANAGER_ID.test(manager) ? { manId: manager } : {}),
    ...(fee !== null && (SCREEN_MANAGEMENT_RATES as readonly string[]).includes(fee) ? { maxManagementRate: fee } : {}),
    ...(sizeMin !== null && SIZE.test(sizeMin) ? { sizeMinYi: sizeMin } : {}),
    ...(sizeMax !== null && SIZE.test(sizeMax) ? { sizeMaxYi: sizeMax } : {}),
  };
}

export function writeScreen(state: ScreenState, search: URLSearchParams): void {
  if (state.yieldPeriod && (state.yieldMinPercent || state.yieldMaxPercent)) search.set('yp', state.yieldPeriod);
  if (state.yieldMinPercent) search.set('ymin', state.yieldMinPercent);
  if (state.yieldMaxPercent) search.set('ymax', state.yieldMaxPercent);
  if (state.minYears) search.set('years', String(state.minYears));
  if (state.manId) search.set('manager', state.manId);
  if (state.maxManagementRate) search.set('mfee', state.maxManagementRate);
  if (state.sizeMinYi) search.set('smin', state.sizeMinYi);
  if (state.sizeMaxYi) search.set('smax', state.sizeMaxYi);
}

// The list call's screener fields; the API takes fractions, and sizes in 亿元 as typed.
export function screenRequest(state: ScreenState): Partial<FundListRequest> {
  const hasRange = state.yieldMinPercent !== undefined || state.yieldMaxPercent !== undefined;
  return {
    ...(hasRange && state.yieldPeriod ? { yieldPeriod: state.yieldPeriod } : {}),
    ...(state.yieldMinPercent !== undefined ? { yieldMin: percentToFraction(state.yieldMinPercent) } : {}),
    ...(state.yieldMaxPercent !== undefined ? { yieldMax: percentToFraction(state.yieldMaxPercent) } : {}),
    ...(state.minYears ? { minYears: state.minYears } : {}),
    ...(state.manId ? { manId: state.manId } : {}),
    ...(state.maxManagementRate ? { maxManagementRate: state.maxManagementRate } : {}),
    ...(state.sizeMinYi !== undefined ? { sizeMin: state.sizeMinYi } : {}),
    ...(state.sizeMaxYi !== undefined ? { sizeMax: state.sizeMaxYi } : {}),
  };
}
