import { MoneyDecimal, toDecimal } from '../money/decimal.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';
import {
  checkDecimal,
  dateFromRecord,
  dateToRecord,
  decimalOf,
  oneOf,
  requiredText,
  requireValue,
  textOf,
  type ExchangeRecord,
} from './exchange-record.ts';

// 05 基金份额对账: the registrar's shares of one transaction account in one fund, as of `date`.
export interface ShareBalance {
  date: string; // YYYY-MM-DD
  fundCode: string;
  distributorCode: string;
  fundAccount: string;
  transactionAccountId: string;
  totalShares: string; // frozen included
  frozenShares: string;
}

// 06 分红 (business code 143): one account's dividend in one fund.
export interface DividendRecord {
  fundCode: string;
  distributorCode: string;
  fundAccount: string;
  transactionAccountId: string;
  registerDate: string; // YYYY-MM-DD, 权益登记日
  exDate: string; // 除权日
  payDate: string; // 发放日
  dividendPerShare: string;
  baseShares: string;
  cashAmount: string;
  reinvestShares: string;
  reinvestNav: string;
  dividendMethod: '0' | '1'; // 0 reinvest, 1 cash
  taSerialNo: string;
}

export const DIVIDEND_BUSINESS_CODE = '143';

export function toShareBalanceRecord(value: ShareBalance): ExchangeRecord {
  requireValue('FundCode', value.fundCode);
  requireValue('TransactionAccountID', value.transactionAccountId);
  const total = toDecimal(checkDecimal('TotalVolOfDistributorInTA', value.totalShares));
  const frozen = toDecimal(checkDecimal('TotalFrozenVol', value.frozenShares));
  if (frozen.gt(total)) throw new ExchangeFieldError('TotalFrozenVol', '冻结份额不能超过总份额');
  return {
    TransactionCfmDate: dateToRecord('TransactionCfmDate', value.date),
    FundCode: value.fundCode,
    DistributorCode: value.distributorCode,
    TransactionAccountID: value.transactionAccountId,
    TAAccountID: value.fundAccount,
    TotalVolOfDistributorInTA: value.totalShares,
    AvailableVol: total.minus(frozen).toFixed(),
    TotalFrozenVol: value.frozenShares,
  };
}

export function fromShareBalanceRecord(record: ExchangeRecord): ShareBalance {
  return {
    date: dateFromRecord(record, 'TransactionCfmDate'),
    fundCode: requiredText(record, 'FundCode'),
    distributorCode: textOf(record, 'DistributorCode'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: requiredText(record, 'TransactionAccountID'),
    totalShares: decimalOf(record, 'TotalVolOfDistributorInTA'),
    frozenShares: decimalOf(record, 'TotalFrozenVol'),
  };
}

// 单位基金分红金额 has two decimal places and is paid per 分红单位 shares, so a dividend of 0.0125 a
// share travels as 1.25 per 100 shares: the smallest power of ten that leaves no third decimal.
const BONUS_UNITS = ['1', '10', '100', '1000', '10000', '100000', '1000000'] as const;

function perUnitOf(dividendPerShare: string): { perUnit: string; unit: string } {
  const perShare = toDecimal(checkDecimal('DividendPerUnit', dividendPerShare));
  for (const unit of BONUS_UNITS) {
    const perUnit = perShare.times(unit);
    if (perUnit.decimalPlaces() <= 2) return { perUnit: perUnit.toFixed(2), unit };
  }
  throw new ExchangeFieldError('DividendPerUnit', `每份分红超过8位小数（${dividendPerShare}）`);
}

export function toDividendRecord(value: DividendRecord): ExchangeRecord {
  requireValue('FundCode', value.fundCode);
  requireValue('TransactionAccountID', value.transactionAccountId);
  oneOf('DefDividendMethod', value.dividendMethod, ['0', '1']);
  const { perUnit, unit } = perUnitOf(value.dividendPerShare);
  return {
    FundCode: value.fundCode,
    DistributorCode: value.distributorCode,
    TransactionAccountID: value.transactionAccountId,
    TAAccountID: value.fundAccount,
    BusinessCode: DIVIDEND_BUSINESS_CODE,
    TASerialNO: value.taSerialNo,
    RegistrationDate: dateToRecord('RegistrationDate', value.registerDate),
    XRDate: dateToRecord('XRDate', value.exDate),
    DividentDate: dateToRecord('DividentDate', value.payDate),
    DividendPerUnit: perUnit,
    DrawBonusUnit: unit,
    BasisforCalculatingDividend: checkDecimal('BasisforCalculatingDividend', value.baseShares),
    DividendAmount: checkDecimal('DividendAmount', value.cashAmount),
    VolOfDividendforReinvestment: checkDecimal('VolOfDividendforReinvestment', value.reinvestShares),
    NAV: checkDecimal('NAV', value.reinvestNav),
    DefDividendMethod: value.dividendMethod,
  };
}

export function fromDividendRecord(record: ExchangeRecord): DividendRecord {
  const perUnit = toDecimal(decimalOf(record, 'DividendPerUnit'));
  const unit = toDecimal(decimalOf(record, 'DrawBonusUnit'));
  // A registrar that leaves 分红单位 blank means per share.
  const perShare = unit.isZero() ? perUnit : perUnit.dividedBy(unit);
  return {
    fundCode: requiredText(record, 'FundCode'),
    distributorCode: textOf(record, 'DistributorCode'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: requiredText(record, 'TransactionAccountID'),
    registerDate: dateFromRecord(record, 'RegistrationDate'),
    exDate: dateFromRecord(record, 'XRDate'),
    payDate: dateFromRecord(record, 'DividentDate'),
    dividendPerShare: new MoneyDecimal(perShare).toFixed(),
    baseShares: decimalOf(record, 'BasisforCalculatingDividend'),
    cashAmount: decimalOf(record, 'DividendAmount'),
    reinvestShares: decimalOf(record, 'VolOfDividendforReinvestment'),
    reinvestNav: decimalOf(record, 'NAV'),
    dividendMethod: oneOf('DefDividendMethod', textOf(record, 'DefDividendMethod'), ['0', '1']),
    taSerialNo: textOf(record, 'TASerialNO'),
  };
}
