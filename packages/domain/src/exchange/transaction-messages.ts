import { TRANSACTION_APPLICATION_CODES, type TransactionApplicationCode } from './business-codes.ts';
import {
  checkDecimal,
  checkTime,
  dateFromRecord,
  dateToRecord,
  decimalOf,
  isZeroText,
  oneOf,
  requiredText,
  requireValue,
  textOf,
  type ExchangeRecord,
} from './exchange-record.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';

// 人民币 in the protocol's 结算币种 (ISO 4217 numeric).
export const CURRENCY_CNY = '156';

// 03 交易类申请.
export interface TransactionApplication {
  appSheetSerialNo: string;
  transactionDate: string; // YYYY-MM-DD
  appTime: string; // HHMMSS
  businessCode: TransactionApplicationCode;
  fundCode: string;
  targetFundCode: string; // 036 only, else ''
  fundAccount: string;
  transactionAccountId: string;
  amount: string | null; // 020/022/039
  shares: string | null; // 024/036
  chargeType: 'A' | 'B'; // A front-end, B back-end
  defaultDividendMethod: '' | '0' | '1'; // 029 only: 0 reinvest, 1 cash
  largeRedemptionFlag: '' | '0' | '1'; // 024/036: 0 cancel the rest, 1 carry it over
  originalAppSheetNo: string; // 052 only, else ''
  distributorCode: string;
}

// 04 交易类确认. Amounts are decimal strings; a failed confirmation carries zeros.
export interface TransactionConfirmation {
  appSheetSerialNo: string;
  taSerialNo: string;
  confirmDate: string; // YYYY-MM-DD
  transactionDate: string; // YYYY-MM-DD
  businessCode: string; // 1xx
  returnCode: string;
  fundCode: string;
  targetFundCode: string;
  distributorCode: string;
  fundAccount: string;
  transactionAccountId: string;
  confirmedAmount: string;
  confirmedShares: string;
  nav: string;
  fee: string;
  targetConfirmedShares: string; // conversions
  targetNav: string; // conversions
  errorDetail: string; // version 22 only; '' otherwise
}

const BY_AMOUNT: readonly TransactionApplicationCode[] = ['020', '022', '039'];
const BY_SHARES: readonly TransactionApplicationCode[] = ['024', '036'];

function checkPositive(field: string, value: string | null): void {
  if (value === null || isZeroText(checkDecimal(field, value))) throw new ExchangeFieldError(field, '应大于0');
  if (value.trim().startsWith('-')) throw new ExchangeFieldError(field, '不能为负数');
}

// Which fields each business code fills (docs/ta-exchange.md, "Our order types → the protocol").
function checkTransactionApplication(value: TransactionApplication): void {
  requireValue('AppSheetSerialNo', value.appSheetSerialNo);
  const code = oneOf('BusinessCode', value.businessCode, TRANSACTION_APPLICATION_CODES);
  checkTime('TransactionTime', value.appTime);
  requireValue('DistributorCode', value.distributorCode);
  requireValue('TransactionAccountID', value.transactionAccountId);
  requireValue('TAAccountID', value.fundAccount);
  requireValue('FundCode', value.fundCode);
  oneOf('ShareClass', value.chargeType, ['A', 'B']);
  if (BY_AMOUNT.includes(code)) checkPositive('ApplicationAmount', value.amount);
  if (BY_SHARES.includes(code)) {
    checkPositive('ApplicationVol', value.shares);
    oneOf('LargeRedemptionFlag', value.largeRedemptionFlag, ['0', '1']);
  }
  if (code === '036') requireValue('CodeOfTargetFund', value.targetFundCode);
  else if (value.targetFundCode !== '') throw new ExchangeFieldError('CodeOfTargetFund', '只有基金转换填写目标基金');
  if (code === '029') oneOf('DefDividendMethod', value.defaultDividendMethod, ['0', '1']);
  if (code === '052') requireValue('OriginalAppSheetNo', value.originalAppSheetNo);
}

export function toTransactionApplicationRecord(value: TransactionApplication): ExchangeRecord {
  checkTransactionApplication(value);
  return {
    AppSheetSerialNo: value.appSheetSerialNo,
    TransactionDate: dateToRecord('TransactionDate', value.transactionDate),
    TransactionTime: value.appTime,
    BusinessCode: value.businessCode,
    DistributorCode: value.distributorCode,
    TransactionAccountID: value.transactionAccountId,
    TAAccountID: value.fundAccount,
    FundCode: value.fundCode,
    CodeOfTargetFund: value.targetFundCode,
    ApplicationAmount: value.amount ?? '',
    ApplicationVol: value.shares ?? '',
    CurrencyType: CURRENCY_CNY,
    ShareClass: value.chargeType,
    DefDividendMethod: value.defaultDividendMethod,
    LargeRedemptionFlag: value.largeRedemptionFlag,
    OriginalAppSheetNo: value.originalAppSheetNo,
  };
}

// An N field has no blank: an amount or share count of zero in the file means "not given".
function amountOrNull(record: ExchangeRecord, field: string): string | null {
  const value = decimalOf(record, field);
  return isZeroText(value) ? null : value;
}

export function fromTransactionApplicationRecord(record: ExchangeRecord): TransactionApplication {
  const value: TransactionApplication = {
    appSheetSerialNo: requiredText(record, 'AppSheetSerialNo'),
    transactionDate: dateFromRecord(record, 'TransactionDate'),
    appTime: textOf(record, 'TransactionTime'),
    businessCode: oneOf('BusinessCode', textOf(record, 'BusinessCode'), TRANSACTION_APPLICATION_CODES),
    fundCode: textOf(record, 'FundCode'),
    targetFundCode: textOf(record, 'CodeOfTargetFund'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: textOf(record, 'TransactionAccountID'),
    amount: amountOrNull(record, 'ApplicationAmount'),
    shares: amountOrNull(record, 'ApplicationVol'),
    chargeType: oneOf('ShareClass', textOf(record, 'ShareClass'), ['A', 'B']),
    defaultDividendMethod: oneOf('DefDividendMethod', textOf(record, 'DefDividendMethod'), ['', '0', '1']),
    largeRedemptionFlag: oneOf('LargeRedemptionFlag', textOf(record, 'LargeRedemptionFlag'), ['', '0', '1']),
    originalAppSheetNo: textOf(record, 'OriginalAppSheetNo'),
    distributorCode: textOf(record, 'DistributorCode'),
  };
  checkTransactionApplication(value);
  return value;
}

function checkTransactionConfirmation(value: TransactionConfirmation): void {
  requireValue('AppSheetSerialNo', value.appSheetSerialNo);
  requireValue('BusinessCode', value.businessCode);
  requireValue('ReturnCode', value.returnCode);
  requireValue('FundCode', value.fundCode);
  for (const [field, amount] of [
    ['ConfirmedAmount', value.confirmedAmount],
    ['ConfirmedVol', value.confirmedShares],
    ['NAV', value.nav],
    ['Charge', value.fee],
    ['CfmVolOfTargetFund', value.targetConfirmedShares],
    ['TargetNAV', value.targetNav],
  ] as const) {
    checkDecimal(field, amount);
  }
}

export function toTransactionConfirmationRecord(value: TransactionConfirmation): ExchangeRecord {
  checkTransactionConfirmation(value);
  return {
    AppSheetSerialNo: value.appSheetSerialNo,
    TransactionCfmDate: dateToRecord('TransactionCfmDate', value.confirmDate),
    TransactionDate: dateToRecord('TransactionDate', value.transactionDate),
    BusinessCode: value.businessCode,
    ReturnCode: value.returnCode,
    TASerialNO: value.taSerialNo,
    DistributorCode: value.distributorCode,
    TransactionAccountID: value.transactionAccountId,
    TAAccountID: value.fundAccount,
    FundCode: value.fundCode,
    CodeOfTargetFund: value.targetFundCode,
    ConfirmedAmount: value.confirmedAmount,
    ConfirmedVol: value.confirmedShares,
    NAV: value.nav,
    Charge: value.fee,
    CfmVolOfTargetFund: value.targetConfirmedShares,
    TargetNAV: value.targetNav,
    CurrencyType: CURRENCY_CNY,
    ErrorDetail: value.errorDetail,
  };
}

export function fromTransactionConfirmationRecord(record: ExchangeRecord): TransactionConfirmation {
  const value: TransactionConfirmation = {
    appSheetSerialNo: requiredText(record, 'AppSheetSerialNo'),
    taSerialNo: textOf(record, 'TASerialNO'),
    confirmDate: dateFromRecord(record, 'TransactionCfmDate'),
    transactionDate: dateFromRecord(record, 'TransactionDate'),
    businessCode: textOf(record, 'BusinessCode'),
    returnCode: textOf(record, 'ReturnCode'),
    fundCode: textOf(record, 'FundCode'),
    targetFundCode: textOf(record, 'CodeOfTargetFund'),
    distributorCode: textOf(record, 'DistributorCode'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: textOf(record, 'TransactionAccountID'),
    confirmedAmount: decimalOf(record, 'ConfirmedAmount'),
    confirmedShares: decimalOf(record, 'ConfirmedVol'),
    nav: decimalOf(record, 'NAV'),
    fee: decimalOf(record, 'Charge'),
    targetConfirmedShares: decimalOf(record, 'CfmVolOfTargetFund'),
    targetNav: decimalOf(record, 'TargetNAV'),
    errorDetail: record['ErrorDetail'] ?? '',
  };
  checkTransactionConfirmation(value);
  return value;
}
