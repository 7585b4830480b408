import { shanghaiTime } from '@fund-direct/domain/calendar';
import {
  exchangeCodeOfOrder,
  type AccountApplication,
  type AccountApplicationCode,
  type TransactionApplication,
} from '@fund-direct/domain/exchange';
import type { AccountApplicationRow, AccountEvent, TransactionApplicationRow } from './applications.repository.ts';

const hhmmss = (instant: Date) => shanghaiTime(instant).replaceAll(':', '');

export function transactionApplicationOf(row: TransactionApplicationRow, distributorCode: string): TransactionApplication {
  const businessCode = exchangeCodeOfOrder(row.businessCode);
  if (!businessCode) throw new Error(`订单 ${row.orderNo} 的业务代码 ${row.businessCode} 没有对应的申请业务`);
  const byShares = businessCode === '024' || businessCode === '036';
  return {
    appSheetSerialNo: row.orderNo,
    transactionDate: row.tradeDate,
    appTime: hhmmss(row.placedAt),
    businessCode,
    fundCode: row.fundCode,
    targetFundCode: businessCode === '036' ? (row.targetFundCode ?? '') : '',
    fundAccount: row.fundAccount,
    transactionAccountId: row.tradeacco ?? '',
    amount: byShares ? null : row.amount,
    shares: byShares ? row.shares : null,
    chargeType: row.chargeType === 'B' ? 'B' : 'A',
    defaultDividendMethod: businessCode === '029' && (row.dividendMethod === '0' || row.dividendMethod === '1') ? row.dividendMethod : '',
    // An order placed without the choice carries the rest over (the order book's default, '1').
    largeRedemptionFlag: byShares ? (row.largeRedemption === '0' ? '0' : '1') : '',
    originalAppSheetNo: '',
    distributorCode,
  };
}

const ACCOUNT_BUSINESS: Record<AccountEvent, AccountApplicationCode> = { open: '001', close: '002', addCard: '008', removeCard: '009' };

// The serial of an account application is stable for the same events, so that writing a day again gives the same bytes.
export function accountApplicationOf(
  row: AccountApplicationRow,
  tradeDate: string,
  index: number,
  distributorCode: string,
  decryptIdNo: (blob: string) => string,
): AccountApplication {
  const businessCode = ACCOUNT_BUSINESS[row.event];
  return {
    appSheetSerialNo: `${tradeDate.replaceAll('-', '')}${businessCode}${String(index + 1).padStart(8, '0')}`,
    transactionDate: tradeDate,
    appTime: hhmmss(row.at),
    businessCode,
    distributorCode,
    individualOrInstitution: row.custtype === '0' ? '0' : '1',
    investorName: row.custname ?? '',
    certificateType: row.idtype ?? '',
    certificateNo: row.idnoEnc ? decryptIdNo(row.idnoEnc) : '',
    fundAccount: row.fundAccount,
    // An account opened before any card is bound trades through none yet: its fund account number stands in as the
    // transaction account, as the registrar needs one on every account application (docs/ta-exchange.md).
    transactionAccountId: row.tradeacco ?? row.fundAccount,
    mobile: row.mobile,
    address: row.address ?? '',
    postCode: row.zipcode ?? '',
  };
}
