import { toDecimal } from '../money/decimal.ts';
import type { FundStatus } from '../codes/fund.ts';
import {
  checkDecimal,
  dateFromRecord,
  dateToRecord,
  decimalOf,
  requiredText,
  requireValue,
  textOf,
  type ExchangeRecord,
} from './exchange-record.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';

// The protocol's 基金状态 (07 基金行情, FundStatus).
export const EXCHANGE_FUND_STATUSES = {
  '0': '可申购赎回',
  '1': '发行',
  '2': '发行成功',
  '3': '发行失败',
  '4': '停止交易',
  '5': '停止申购',
  '6': '停止赎回',
  '7': '权益登记',
  '8': '红利发放',
  '9': '基金封闭',
  a: '基金终止',
} as const;
export type ExchangeFundStatus = keyof typeof EXCHANGE_FUND_STATUSES;

// Our FUND_STATUSES (codes/fund.ts) reuse the protocol's digits; the registrar's passing states (权益登记,
// 红利发放) keep the fund open, and 发行失败 / 基金终止 close it.
const TO_OUR_STATUS: Record<ExchangeFundStatus, FundStatus> = {
  '0': '0',
  '1': '1',
  '2': '2',
  '3': '4',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '0',
  '8': '0',
  '9': '9',
  a: '4',
};

export function isExchangeFundStatus(code: string): code is ExchangeFundStatus {
  return Object.hasOwn(EXCHANGE_FUND_STATUSES, code);
}

export function toOurFundStatus(code: ExchangeFundStatus): FundStatus {
  return TO_OUR_STATUS[code];
}

// 07 基金行情: one fund's price of one day.
export interface FundQuote {
  fundCode: string;
  fundName: string;
  navDate: string; // YYYY-MM-DD
  nav: string;
  accumulatedNav: string;
  fundStatus: ExchangeFundStatus;
  incomePer10k: string | null; // money funds: 万份收益
  yield7d: string | null; // money funds: 七日年化, in percent (2.345 = 2.345%)
}

// Money-fund figures are unsigned N fields with a sign flag beside them; '-' marks a negative figure and a
// blank flag with a zero figure marks "not a money fund".
function signed(value: string | null, field: string): { digits: string; flag: string } {
  if (value === null) return { digits: '', flag: '' };
  const number = toDecimal(checkDecimal(field, value));
  return { digits: number.abs().toFixed(), flag: number.isNegative() ? '-' : '+' };
}

function unsigned(record: ExchangeRecord, field: string, flagField: string): string | null {
  if (record[field] === undefined) return null;
  const value = decimalOf(record, field);
  const flag = record[flagField] ?? '';
  if (flag === '' && toDecimal(value).isZero()) return null;
  return flag === '-' ? `-${value}` : value;
}

export function toFundQuoteRecord(value: FundQuote): ExchangeRecord {
  requireValue('FundCode', value.fundCode);
  if (!isExchangeFundStatus(value.fundStatus)) throw new ExchangeFieldError('FundStatus', `未知的基金状态（${value.fundStatus}）`);
  const income = signed(value.incomePer10k, 'FundIncome');
  const yield7d = signed(value.yield7d, 'Yield');
  return {
    FundCode: value.fundCode,
    FundName: value.fundName,
    UpdateDate: dateToRecord('UpdateDate', value.navDate),
    NAV: checkDecimal('NAV', value.nav),
    AccumulativeNAV: checkDecimal('AccumulativeNAV', value.accumulatedNav),
    FundStatus: value.fundStatus,
    FundIncome: income.digits,
    FundIncomeFlag: income.flag,
    Yield: yield7d.digits,
    YieldFlag: yield7d.flag,
  };
}

export function fromFundQuoteRecord(record: ExchangeRecord): FundQuote {
  const status = textOf(record, 'FundStatus');
  if (!isExchangeFundStatus(status)) throw new ExchangeFieldError('FundStatus', `未知的基金状态（${status || '空'}）`);
  return {
    fundCode: requiredText(record, 'FundCode'),
    fundName: textOf(record, 'FundName'),
    navDate: dateFromRecord(record, 'UpdateDate'),
    nav: decimalOf(record, 'NAV'),
    accumulatedNav: decimalOf(record, 'AccumulativeNAV'),
    fundStatus: status,
    incomePer10k: unsigned(record, 'FundIncome', 'FundIncomeFlag'),
    yield7d: unsigned(record, 'Yield', 'YieldFlag'),
  };
}
