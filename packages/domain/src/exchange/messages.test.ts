import { describe, expect, it } from 'vitest';
import {
  fromAccountApplicationRecord,
  fromAccountConfirmationRecord,
  toAccountApplicationRecord,
  toAccountConfirmationRecord,
  type AccountApplication,
  type AccountConfirmation,
} from './account-messages.ts';
import {
  fromTransactionApplicationRecord,
  fromTransactionConfirmationRecord,
  toTransactionApplicationRecord,
  toTransactionConfirmationRecord,
  type TransactionApplication,
  type TransactionConfirmation,
} from './transaction-messages.ts';
import {
  fromDividendRecord,
  fromShareBalanceRecord,
  toDividendRecord,
  toShareBalanceRecord,
  type DividendRecord,
} from './holding-messages.ts';
import { fromFundQuoteRecord, toFundQuoteRecord, toOurFundStatus, type FundQuote } from './quote-messages.ts';
import { ExchangeFieldError } from './exchange-field-error.ts';
import { layoutOf } from './layouts.ts';

const opening: AccountApplication = {
  appSheetSerialNo: '202611260000000000000001',
  transactionDate: '2026-11-26',
  appTime: '093015',
  businessCode: '001',
  distributorCode: '888',
  individualOrInstitution: '1',
  investorName: '张三',
  certificateType: '0',
  certificateNo: '110101199003071234',
  fundAccount: '',
  transactionAccountId: '10000000000000001',
  mobile: '13800138000',
  address: '北京市西城区金融大街1号',
  postCode: '100033',
  certificateValidUntil: '2036-03-07',
};

const purchase: TransactionApplication = {
  appSheetSerialNo: '202611260000000000000002',
  transactionDate: '2026-11-26',
  appTime: '140000',
  businessCode: '022',
  fundCode: '000001',
  targetFundCode: '',
  fundAccount: '880000000001',
  transactionAccountId: '10000000000000001',
  amount: '10000.00',
  shares: null,
  chargeType: 'A',
  defaultDividendMethod: '',
  largeRedemptionFlag: '',
  originalAppSheetNo: '',
  distributorCode: '888',
};

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ExchangeFieldError) return error.field;
    throw error;
  }
  return undefined;
}

describe('account messages', () => {
  it('round-trips an opening, dates as YYYYMMDD in the record', () => {
    const record = toAccountApplicationRecord(opening);
    expect(record['TransactionDate']).toBe('20261126');
    expect(Object.keys(record)).toEqual(layoutOf('22', '01').map((field) => field.name));
    expect(fromAccountApplicationRecord(record)).toEqual(opening);
  });

  it('reads a version 20 record without 证件有效日期', () => {
    const record = toAccountApplicationRecord(opening);
    delete record['CertValidDate'];
    expect(fromAccountApplicationRecord(record).certificateValidUntil).toBeUndefined();
  });

  it('names the field it refuses', () => {
    expect(fieldOf(() => toAccountApplicationRecord({ ...opening, transactionDate: '2026-02-30' }))).toBe('TransactionDate');
    expect(fieldOf(() => toAccountApplicationRecord({ ...opening, businessCode: '003', fundAccount: '' }))).toBe('TAAccountID');
    expect(fieldOf(() => fromAccountApplicationRecord({ ...toAccountApplicationRecord(opening), IndividualOrInstitution: '2' }))).toBe(
      'IndividualOrInstitution',
    );
    const { MobileTelNo: _dropped, ...missing } = toAccountApplicationRecord(opening);
    expect(fieldOf(() => fromAccountApplicationRecord(missing))).toBe('MobileTelNo');
  });

  it('round-trips a confirmation', () => {
    const confirmation: AccountConfirmation = {
      appSheetSerialNo: opening.appSheetSerialNo,
      taSerialNo: '00000000000000000001',
      confirmDate: '2026-11-27',
      transactionDate: '2026-11-26',
      businessCode: '101',
      returnCode: '0000',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: opening.transactionAccountId,
      errorDetail: '',
    };
    expect(fromAccountConfirmationRecord(toAccountConfirmationRecord(confirmation))).toEqual(confirmation);
  });
});

describe('transaction messages', () => {
  it('round-trips each order type with the fields it fills', () => {
    const cases: TransactionApplication[] = [
      purchase,
      { ...purchase, businessCode: '020' },
      { ...purchase, businessCode: '039' },
      { ...purchase, businessCode: '024', amount: null, shares: '500.00', largeRedemptionFlag: '1' },
      { ...purchase, businessCode: '036', amount: null, shares: '500.00', largeRedemptionFlag: '0', targetFundCode: '000002' },
      { ...purchase, businessCode: '029', amount: null, defaultDividendMethod: '0' },
      { ...purchase, businessCode: '052', amount: null, originalAppSheetNo: '202611260000000000000001' },
    ];
    for (const application of cases) {
      expect(fromTransactionApplicationRecord(toTransactionApplicationRecord(application))).toEqual(application);
    }
  });

  it('refuses an application missing what its code needs', () => {
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, amount: null }))).toBe('ApplicationAmount');
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, businessCode: '024', amount: null, shares: null }))).toBe(
      'ApplicationVol',
    );
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, businessCode: '029', amount: null }))).toBe('DefDividendMethod');
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, businessCode: '052' }))).toBe('OriginalAppSheetNo');
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, targetFundCode: '000002' }))).toBe('CodeOfTargetFund');
    expect(fieldOf(() => toTransactionApplicationRecord({ ...purchase, amount: '-5' }))).toBe('ApplicationAmount');
  });

  it('reads zero amounts in the file as not given', () => {
    const record = { ...toTransactionApplicationRecord(purchase), ApplicationVol: '0.00', ApplicationAmount: '10000.00' };
    expect(fromTransactionApplicationRecord(record).shares).toBeNull();
  });

  it('round-trips a conversion confirmation', () => {
    const confirmation: TransactionConfirmation = {
      appSheetSerialNo: purchase.appSheetSerialNo,
      taSerialNo: '00000000000000000002',
      confirmDate: '2026-11-27',
      transactionDate: '2026-11-26',
      businessCode: '136',
      returnCode: '0000',
      fundCode: '000001',
      targetFundCode: '000002',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: purchase.transactionAccountId,
      confirmedAmount: '523.40',
      confirmedShares: '500.00',
      nav: '1.0468',
      fee: '2.62',
      targetConfirmedShares: '412.33',
      targetNav: '1.2630',
      errorDetail: '',
    };
    const record = toTransactionConfirmationRecord(confirmation);
    expect(record['CurrencyType']).toBe('156');
    expect(fromTransactionConfirmationRecord(record)).toEqual(confirmation);
  });
});

describe('holdings and quotes', () => {
  it('sends available shares as total minus frozen', () => {
    const balance = {
      date: '2026-11-26',
      fundCode: '000001',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: '10000000000000001',
      totalShares: '1000.00',
      frozenShares: '200.00',
    };
    const record = toShareBalanceRecord(balance);
    expect(record['AvailableVol']).toBe('800');
    expect(fromShareBalanceRecord(record)).toEqual(balance);
    expect(fieldOf(() => toShareBalanceRecord({ ...balance, frozenShares: '1000.01' }))).toBe('TotalFrozenVol');
  });

  it('carries a dividend of more than two places per 分红单位', () => {
    const dividend: DividendRecord = {
      fundCode: '000001',
      distributorCode: '888',
      fundAccount: '880000000001',
      transactionAccountId: '10000000000000001',
      registerDate: '2026-11-20',
      exDate: '2026-11-20',
      payDate: '2026-11-23',
      dividendPerShare: '0.0125',
      baseShares: '1000.00',
      cashAmount: '0.00',
      reinvestShares: '11.94',
      reinvestNav: '1.0468',
      dividendMethod: '0',
      taSerialNo: '00000000000000000003',
    };
    const record = toDividendRecord(dividend);
    expect(record).toMatchObject({ DividendPerUnit: '1.25', DrawBonusUnit: '100', BusinessCode: '143' });
    expect(fromDividendRecord(record)).toEqual(dividend);
    expect(fromDividendRecord({ ...record, DividendPerUnit: '0.05', DrawBonusUnit: '0' }).dividendPerShare).toBe('0.05');
  });

  it('keeps money-fund figures signed and absent ones null', () => {
    const quote: FundQuote = {
      fundCode: '000009',
      fundName: '示例货币A',
      navDate: '2026-11-26',
      nav: '1.0000',
      accumulatedNav: '1.0000',
      fundStatus: '0',
      incomePer10k: '-0.12345',
      yield7d: '1.856',
    };
    const record = toFundQuoteRecord(quote);
    expect(record).toMatchObject({ FundIncome: '0.12345', FundIncomeFlag: '-', YieldFlag: '+' });
    expect(fromFundQuoteRecord(record)).toEqual(quote);
    const equity = { ...quote, incomePer10k: null, yield7d: null };
    expect(fromFundQuoteRecord({ ...toFundQuoteRecord(equity), FundIncome: '0.00000', Yield: '0.00000' })).toEqual(equity);
    const { FundIncome: _a, FundIncomeFlag: _b, Yield: _c, YieldFlag: _d, ...version20 } = record;
    expect(fromFundQuoteRecord(version20).incomePer10k).toBeNull();
  });

  it('maps the protocol fund status to ours', () => {
    expect(toOurFundStatus('0')).toBe('0');
    expect(toOurFundStatus('7')).toBe('0');
    expect(toOurFundStatus('a')).toBe('4');
    expect(fieldOf(() => fromFundQuoteRecord({ ...toFundQuoteRecord({ ...quoteBase() }), FundStatus: 'x' }))).toBe('FundStatus');
  });
});

function quoteBase(): FundQuote {
  return {
    fundCode: '000001',
    fundName: '示例混合',
    navDate: '2026-11-26',
    nav: '1.0468',
    accumulatedNav: '2.1000',
    fundStatus: '0',
    incomePer10k: null,
    yield7d: null,
  };
}
