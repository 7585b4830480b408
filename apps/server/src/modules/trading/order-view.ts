import { shanghaiDate } from '@fund-direct/domain/calendar';
import { bankName, RECORD_STATUSES, TRADE_BUSINESS_CODES, type TradeBusinessCode } from '@fund-direct/domain/codes';
import { maskStoredCard, type RemitAccount, type TradeOrderView } from '@fund-direct/domain/contracts';
import { cancelDeadline, isBeforeCancelDeadline, isCancellableKind, orderTimeline } from '@fund-direct/domain/trade';
import type { OrderRow } from './order.repository.ts';

// Every order leaves the server through this view: masked card, status name, timeline, cut-off.
export function toOrderView(row: OrderRow, now: Date, remitAccount: RemitAccount): TradeOrderView {
  const card = row.cardHead && row.cardTail ? maskStoredCard(row.cardHead, row.cardTail) : null;
  const cancellable = row.status === '9' && isCancellableKind(row.businessCode, row.instant) && isBeforeCancelDeadline(row.tradeDate, now);
  return {
    orderNo: row.orderNo,
    businessCode: row.businessCode,
    businessName: TRADE_BUSINESS_CODES[row.businessCode as TradeBusinessCode] ?? row.businessCode,
    recordCode: row.recordCode,
    fundCode: row.fundCode,
    fundName: row.fundName,
    targetFundCode: row.targetFundCode,
    targetFundName: row.targetFundName,
    amount: row.amount,
    shares: row.shares,
    chargeType: row.chargeType,
    quotedFee: row.quotedFee,
    dividendMethod: row.dividendMethod,
    largeRedemption: row.largeRedemption,
    tradeacco: row.tradeacco,
    cardNoShort: card?.short ?? null,
    bankName: row.bankCode ? (bankName(row.bankCode) ?? row.bankCode) : null,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    statusName: RECORD_STATUSES[row.status],
    failReason: row.failReason,
    tradeDate: row.tradeDate,
    placedAt: row.placedAt,
    expectedConfirmDate: row.expectedConfirmDate,
    expectedArrivalDate: row.expectedArrivalDate,
    cancellable,
    cancelDeadline: cancelDeadline(row.tradeDate).toISOString(),
    planNo: row.planNo,
    instant: row.instant,
    remitAccount: row.paymentMethod === 'remit' ? remitAccount : null,
    timeline: orderTimeline({
      businessCode: row.businessCode,
      tradeDate: row.tradeDate,
      confirmDays: row.confirmDays,
      arrivalDays: row.arrivalDays,
      status: row.status,
      today: shanghaiDate(now),
      instantDate: row.instant ? row.expectedArrivalDate : null,
    }),
  };
}
