import type { TradeRecordItem } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES, FEE_TYPES, labelOf, RECORD_STATUS, recordKindOf } from '@fund-direct/domain/codes';
import { formatDate, formatMoney, formatValue } from '@fund-direct/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/payment-labels.ts';

export interface RecordFact {
  label: string;
  value: string;
}

type Order = NonNullable<TradeRecordItem['order']>;
type Confirmation = NonNullable<TradeRecordItem['confirmation']>;

export function sharesText(value: string | null | undefined): string {
  return value === null || value === undefined ? '--' : `${formatMoney(value)}份`;
}

export function amountText(value: string | null | undefined): string {
  return formatMoney(value, { unit: '元' });
}

// What an application asks for: money for purchases, shares for redemptions and conversions, the
// new method for a dividend-method change.
export function appliedText(order: Order): string {
  if (order.amount !== null) return amountText(order.amount);
  if (order.shares !== null) return sharesText(order.shares);
  if (order.dividendMethod) return `改为${labelOf(DIVIDEND_TYPES, order.dividendMethod) ?? order.dividendMethod}`;
  return '--';
}

export function recordBusiness(item: TradeRecordItem): string {
  return item.order?.businessName ?? item.confirmation?.businessName ?? '--';
}

export function recordFund(item: TradeRecordItem): { fundCode: string; fundName: string } {
  const source = item.order ?? item.confirmation;
  return { fundCode: source?.fundCode ?? '', fundName: source?.fundName ?? '--' };
}

// A row has an order (applications, confirmed orders) or only a confirmation (dividends, 74).
export function recordRowKey(item: TradeRecordItem, index: number): string {
  if (item.order) return item.order.orderNo;
  const c = item.confirmation;
  return c ? `${c.recordCode}-${c.fundCode}-${c.confirmDate}-${index}` : String(index);
}

function paymentText(order: Order): string | null {
  if (!order.paymentMethod) return null;
  const status = order.paymentStatus ? `（${PAYMENT_STATUS_LABELS[order.paymentStatus]}）` : '';
  return `${PAYMENT_METHOD_LABELS[order.paymentMethod]}${status}`;
}

function orderFacts(order: Order, confirmed: boolean): (RecordFact | null)[] {
  const pending = order.status === RECORD_STATUS.pending;
  const payment = paymentText(order);
  return [
    { label: '订单号', value: order.orderNo },
    order.planNo ? { label: '定投协议号', value: order.planNo } : null,
    order.amount !== null ? { label: '申请金额', value: amountText(order.amount) } : null,
    order.shares !== null ? { label: '申请份额', value: sharesText(order.shares) } : null,
    order.dividendMethod ? { label: '分红方式', value: labelOf(DIVIDEND_TYPES, order.dividendMethod) ?? order.dividendMethod } : null,
    order.chargeType ? { label: '收费方式', value: labelOf(FEE_TYPES, order.chargeType) ?? order.chargeType } : null,
    !confirmed && order.quotedFee !== null ? { label: '预估手续费', value: amountText(order.quotedFee) } : null,
    payment ? { label: '支付方式', value: payment } : null,
    order.bankName ? { label: '银行卡', value: `${order.bankName} ${order.cardNoShort ?? ''}`.trim() } : null,
    { label: '交易状态', value: order.statusName },
    order.failReason ? { label: '失败原因', value: order.failReason } : null,
    { label: '申请日期', value: formatDate(order.tradeDate) },
    { label: '下单时间', value: formatDate(order.placedAt, 'YYYY-MM-DD HH:mm:ss') },
    pending ? { label: '预计确认日期', value: formatDate(order.expectedConfirmDate) } : null,
    pending && order.expectedArrivalDate ? { label: '预计到账日期', value: formatDate(order.expectedArrivalDate) } : null,
    order.cancellable ? { label: '撤单截止', value: formatDate(order.cancelDeadline, 'YYYY-MM-DD HH:mm') } : null,
  ];
}

function confirmationFacts(c: Confirmation): (RecordFact | null)[] {
  const convert = recordKindOf(c.recordCode) === 'convert';
  return [
    { label: '确认净值', value: formatValue(c.nav) },
    { label: '手续费', value: amountText(c.fee) },
    c.sharesOut !== null ? { label: convert ? '转出份额' : '确认份额', value: sharesText(c.sharesOut) } : null,
    c.sharesIn !== null ? { label: convert ? '转入份额' : '确认份额', value: sharesText(c.sharesIn) } : null,
    c.amount !== null ? { label: '确认金额', value: amountText(c.amount) } : null,
    { label: '确认日期', value: formatDate(c.confirmDate) },
    c.arrivalDate ? { label: '到账日期', value: formatDate(c.arrivalDate) } : null,
  ];
}

// The full record: the application as placed and, once the transfer agent has confirmed it, the
// confirmed figures and dates.
export function recordFacts(item: TradeRecordItem): RecordFact[] {
  const { fundCode, fundName } = recordFund(item);
  const target = item.order?.targetFundCode ? `${item.order.targetFundName ?? ''}（${item.order.targetFundCode}）` : null;
  const facts: (RecordFact | null)[] = [
    { label: '业务类型', value: recordBusiness(item) },
    { label: '基金', value: `${fundName}（${fundCode}）` },
    target ? { label: '转入基金', value: target } : null,
    ...(item.order ? orderFacts(item.order, item.confirmation !== null) : []),
    ...(item.confirmation ? confirmationFacts(item.confirmation) : []),
  ];
  return facts.filter((fact): fact is RecordFact => fact !== null);
}
