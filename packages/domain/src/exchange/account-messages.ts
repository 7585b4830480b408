import { ACCOUNT_APPLICATION_CODES, type AccountApplicationCode } from './business-codes.ts';
import {
  checkTime,
  dateFromRecord,
  dateToRecord,
  oneOf,
  optionalDateFromRecord,
  optionalDateToRecord,
  requiredText,
  requireValue,
  textOf,
  type ExchangeRecord,
} from './exchange-record.ts';

// 01 账户类申请: one per account change we ask the registrar for.
export interface AccountApplication {
  appSheetSerialNo: string;
  transactionDate: string; // YYYY-MM-DD
  appTime: string; // HHMMSS
  businessCode: AccountApplicationCode;
  distributorCode: string;
  // The protocol's 个人/机构标志: '1' a person, '0' an institution.
  individualOrInstitution: '0' | '1';
  investorName: string;
  certificateType: string;
  certificateNo: string;
  // TA 基金账号: '' until the registrar has opened one (the 001 confirmation carries it).
  fundAccount: string;
  transactionAccountId: string;
  mobile: string;
  address?: string;
  postCode?: string;
  certificateValidUntil?: string; // YYYY-MM-DD; version 22 only
}

// 02 账户类确认.
export interface AccountConfirmation {
  appSheetSerialNo: string;
  taSerialNo: string;
  confirmDate: string; // YYYY-MM-DD
  transactionDate: string; // YYYY-MM-DD
  businessCode: string; // 1xx
  returnCode: string;
  distributorCode: string;
  fundAccount: string;
  transactionAccountId: string;
  errorDetail: string; // version 22 only; '' otherwise
}

const PERSON_OR_INSTITUTION = ['0', '1'] as const;

function checkAccountApplication(value: AccountApplication): void {
  requireValue('AppSheetSerialNo', value.appSheetSerialNo);
  oneOf('BusinessCode', value.businessCode, ACCOUNT_APPLICATION_CODES);
  checkTime('TransactionTime', value.appTime);
  requireValue('DistributorCode', value.distributorCode);
  requireValue('TransactionAccountID', value.transactionAccountId);
  oneOf('IndividualOrInstitution', value.individualOrInstitution, PERSON_OR_INSTITUTION);
  // Only an opening may come before the registrar's account number exists.
  if (value.businessCode !== '001') requireValue('TAAccountID', value.fundAccount);
  if (value.businessCode === '001' || value.businessCode === '003') {
    requireValue('InvestorName', value.investorName);
    requireValue('CertificateType', value.certificateType);
    requireValue('CertificateNo', value.certificateNo);
  }
}

export function toAccountApplicationRecord(value: AccountApplication): ExchangeRecord {
  checkAccountApplication(value);
  return {
    AppSheetSerialNo: value.appSheetSerialNo,
    TransactionDate: dateToRecord('TransactionDate', value.transactionDate),
    TransactionTime: value.appTime,
    BusinessCode: value.businessCode,
    DistributorCode: value.distributorCode,
    TransactionAccountID: value.transactionAccountId,
    TAAccountID: value.fundAccount,
    IndividualOrInstitution: value.individualOrInstitution,
    InvestorName: value.investorName,
    CertificateType: value.certificateType,
    CertificateNo: value.certificateNo,
    MobileTelNo: value.mobile,
    Address: value.address ?? '',
    PostCode: value.postCode ?? '',
    CertValidDate: optionalDateToRecord('CertValidDate', value.certificateValidUntil),
  };
}

export function fromAccountApplicationRecord(record: ExchangeRecord): AccountApplication {
  const value: AccountApplication = {
    appSheetSerialNo: requiredText(record, 'AppSheetSerialNo'),
    transactionDate: dateFromRecord(record, 'TransactionDate'),
    appTime: textOf(record, 'TransactionTime'),
    businessCode: oneOf('BusinessCode', textOf(record, 'BusinessCode'), ACCOUNT_APPLICATION_CODES),
    distributorCode: textOf(record, 'DistributorCode'),
    individualOrInstitution: oneOf('IndividualOrInstitution', textOf(record, 'IndividualOrInstitution'), PERSON_OR_INSTITUTION),
    investorName: textOf(record, 'InvestorName'),
    certificateType: textOf(record, 'CertificateType'),
    certificateNo: textOf(record, 'CertificateNo'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: textOf(record, 'TransactionAccountID'),
    mobile: textOf(record, 'MobileTelNo'),
    address: textOf(record, 'Address'),
    postCode: textOf(record, 'PostCode'),
  };
  // Version 20 files have no 证件有效日期.
  if (record['CertValidDate'] !== undefined) value.certificateValidUntil = optionalDateFromRecord(record, 'CertValidDate');
  checkAccountApplication(value);
  return value;
}

function checkAccountConfirmation(value: AccountConfirmation): void {
  requireValue('AppSheetSerialNo', value.appSheetSerialNo);
  requireValue('BusinessCode', value.businessCode);
  requireValue('ReturnCode', value.returnCode);
  requireValue('TransactionAccountID', value.transactionAccountId);
}

export function toAccountConfirmationRecord(value: AccountConfirmation): ExchangeRecord {
  checkAccountConfirmation(value);
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
    ErrorDetail: value.errorDetail,
  };
}

export function fromAccountConfirmationRecord(record: ExchangeRecord): AccountConfirmation {
  const value: AccountConfirmation = {
    appSheetSerialNo: requiredText(record, 'AppSheetSerialNo'),
    taSerialNo: textOf(record, 'TASerialNO'),
    confirmDate: dateFromRecord(record, 'TransactionCfmDate'),
    transactionDate: dateFromRecord(record, 'TransactionDate'),
    businessCode: textOf(record, 'BusinessCode'),
    returnCode: textOf(record, 'ReturnCode'),
    distributorCode: textOf(record, 'DistributorCode'),
    fundAccount: textOf(record, 'TAAccountID'),
    transactionAccountId: textOf(record, 'TransactionAccountID'),
    errorDetail: record['ErrorDetail'] ?? '',
  };
  checkAccountConfirmation(value);
  return value;
}
