import { RECORD_CODES, TRADE_BUSINESS_CODES, type RecordCode, type TradeBusinessCode } from '@fund-direct/domain/codes';
import type { BonusRecord, TradeOrderView, TradeRecordItem, TradeRecordRequest } from '@fund-direct/domain/contracts';
import type { OrderRow } from '../trading/order-columns.public.ts';
import { toOrderView } from '../trading/trading.public.ts';
import type { TradingDeps } from '../trading/trading.public.ts';
import {
  bonusRecords,
  confirmationRecordPage,
  DIVIDEND_RECORD_CODE,
  orderRecordPage,
  pendingOrders,
  type TradeRecordRow,
} from './history-trade-record.repository.ts';

type Confirmation = NonNullable<TradeRecordItem['confirmation']>;

const ZERO_FEE = '0.00';

function recordName(recordCode: string, businessCode: string | null): string {
  return (
    RECORD_CODES[recordCode as RecordCode] ??
    (businessCode ? (TRADE_BUSINESS_CODES[businessCode as TradeBusinessCode] ?? businessCode) : recordCode)
  );
}

function orderConfirmation(row: OrderRow & TradeRecordRow): Confirmation | null {
  if (row.cOrderId === null || row.cConfirmDate === null || row.status !== '1') return null;
  return {
    recordCode: row.recordCode,
    businessName: recordName(row.recordCode, row.businessCode),
    fundCode: row.fundCode,
    fundName: row.fundName,
    nav: row.cNav,
    fee: row.cFee ?? ZERO_FEE,
    sharesIn: row.cSharesIn,
    sharesOut: row.cSharesOut,
    amount: row.cAmount,
    confirmDate: row.cConfirmDate,
    arrivalDate: row.cArrivalDate,
  };
}

// A dividend as a confirmation of record code 74: reinvested shares come in at the ex-date NAV;
// cash arrives on the pay date.
function dividendConfirmation(row: TradeRecordRow): Confirmation {
  return {
    recordCode: DIVIDEND_RECORD_CODE,
    businessName: RECORD_CODES[DIVIDEND_RECORD_CODE],
    fundCode: row.dFundCode as string,
    fundName: row.dFundName as string,
    nav: row.dReinvestNav,
    fee: ZERO_FEE,
    sharesIn: row.dMethod === '0' ? row.dReinvestShares : null,
    sharesOut: null,
    amount: row.dAmount,
    confirmDate: row.dExDate as string,
    arrivalDate: row.dMethod === '1' ? row.dPayDate : null,
  };
}

function toItem(deps: TradingDeps, now: Date, row: TradeRecordRow): TradeRecordItem {
  if (row.id === null) return { order: null, confirmation: dividendConfirmation(row) };
  const order = row as OrderRow & TradeRecordRow;
  return { order: toOrderView(order, now, deps.remitAccount), confirmation: orderConfirmation(order) };
}

// POST /query/trade-record: ds (applications) or dc (confirmations and dividends), one page.
export async function tradeRecords(deps: TradingDeps, customerId: string, request: TradeRecordRequest) {
  const page =
    request.kind === 'ds'
      ? await orderRecordPage(deps.db, customerId, request)
      : await confirmationRecordPage(deps.db, customerId, request);
  const now = deps.now();
  return { list: page.rows.map((row) => toItem(deps, now, row)), total: page.total, pageNum: request.pageNum, pageSize: request.pageSize };
}

// POST /query/to-be-confirmed.
export async function toBeConfirmed(deps: TradingDeps, customerId: string): Promise<{ list: TradeOrderView[] }> {
  const now = deps.now();
  return { list: (await pendingOrders(deps.db, customerId)).map((row) => toOrderView(row, now, deps.remitAccount)) };
}

// GET /query/bonus-records.
export async function bonusRecordList(
  deps: TradingDeps,
  customerId: string,
  fundCode: string | undefined,
): Promise<{ list: BonusRecord[] }> {
  return { list: await bonusRecords(deps.db, customerId, fundCode) };
}
