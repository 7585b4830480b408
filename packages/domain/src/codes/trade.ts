import type { CodeTable } from './lookup.ts';

// §4: trade-business codes.
export const TRADE_BUSINESS_CODES = {
  '020': '认购',
  '022': '申购',
  '024': '赎回',
  '029': '修改分红方式',
  '036': '基金转换',
  '037': '基金转换',
  '038': '基金转换',
  '090': '定投',
  '039': '定投',
  '093': '定投',
  '139': '定投',
  '988': '定投',
  '043': '分红',
} as const satisfies CodeTable;

export type TradeBusinessCode = keyof typeof TRADE_BUSINESS_CODES;

export const TRADE_BUSINESS = {
  subscribe: ['020'],
  purchase: ['022'],
  redeem: ['024'],
  modifyDividend: ['029'],
  convert: ['036', '037', '038'],
  fixed: ['090', '039', '093', '139', '988'],
  dividend: ['043'],
} as const satisfies Record<string, readonly TradeBusinessCode[]>;

export type TradeKind = keyof typeof TRADE_BUSINESS;

// §4: alternative record codes.
export const RECORD_CODES = {
  '01': '认购',
  '02': '申购',
  '03': '赎回',
  '13': '基金转换',
  '16': '基金转换',
  '90': '定投',
  '39': '定投',
  '93': '定投',
  '77': '定投',
  '07': '修改分红方式',
  '74': '分红',
  '50': '基金成立',
} as const satisfies CodeTable;

export type RecordCode = keyof typeof RECORD_CODES;

export const RECORD_KINDS = {
  subscribe: ['01'],
  purchase: ['02'],
  redeem: ['03'],
  convert: ['13', '16'],
  fixed: ['90', '39', '93', '77'],
  modifyDividend: ['07'],
  dividend: ['74'],
  established: ['50'],
} as const satisfies Record<string, readonly RecordCode[]>;

export type RecordKind = keyof typeof RECORD_KINDS;

function kindIn<K extends string>(groups: Record<K, readonly string[]>, code: unknown): K | undefined {
  if (typeof code !== 'string') return undefined;
  return (Object.keys(groups) as K[]).find((kind) => groups[kind].includes(code));
}

export function tradeKindOf(code: unknown): TradeKind | undefined {
  return kindIn(TRADE_BUSINESS, code);
}

export function recordKindOf(code: unknown): RecordKind | undefined {
  return kindIn(RECORD_KINDS, code);
}

// §4: record statuses.
export const RECORD_STATUSES = {
  '0': '交易失败',
  '1': '确认成功',
  '4': '已撤单',
  '9': '待确认',
} as const satisfies CodeTable;

export type RecordStatus = keyof typeof RECORD_STATUSES;

export const RECORD_STATUS = { failed: '0', confirmed: '1', cancelled: '4', pending: '9' } as const satisfies Record<string, RecordStatus>;
