import type { CodeTable } from './lookup.ts';

// §3: fund types, with stable codes in display order.
export const FUND_TYPES = {
  '1': '混合型',
  '2': '股票型',
  '3': '债券型',
  '4': 'FOF',
  '5': '货币型',
  '6': '指数型',
  '7': 'LOF',
  '8': 'QDII',
  '9': 'ETF',
  '10': '保本型',
  '11': '专户',
  '12': '超短债',
  '13': '小集合',
  '14': '大集合',
  '15': '未知',
} as const satisfies CodeTable;

export type FundTypeCode = keyof typeof FUND_TYPES;

export const FUND_TYPE_UNKNOWN = '15' satisfies FundTypeCode;
export const FUND_TYPE_MONEY = '5' satisfies FundTypeCode;

export const FUND_TYPE_LIST: readonly { code: FundTypeCode; label: string }[] = (
  ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'] as const
).map((code) => ({ code, label: FUND_TYPES[code] }));

// §3: fund status.
export const FUND_STATUSES = {
  '0': '开放期',
  '1': '募集期',
  '2': '封闭期',
  '4': '封闭期',
  '5': '暂停申购',
  '6': '暂停赎回',
  '9': '封闭期',
} as const satisfies CodeTable;

export type FundStatus = keyof typeof FUND_STATUSES;

// Purchase (申购) needs an open fund that has not suspended purchases.
export function canPurchase(status: string | null | undefined): boolean {
  return status === '0' || status === '6';
}

// Subscription (认购) only while raising.
export function canSubscribe(status: string | null | undefined): boolean {
  return status === '1';
}

export function canRedeem(status: string | null | undefined): boolean {
  return status === '0' || status === '5';
}

export function isClosedPeriod(status: string | null | undefined): boolean {
  return status === '2' || status === '4' || status === '9';
}

// §3: fee type.
export const FEE_TYPES = {
  A: '前端收费',
  B: '后端收费',
} as const satisfies CodeTable;

export type FeeType = keyof typeof FEE_TYPES;

// §3: dividend type.
export const DIVIDEND_TYPES = {
  '0': '红利再投资',
  '1': '现金分红',
} as const satisfies CodeTable;

export type DividendType = keyof typeof DIVIDEND_TYPES;
