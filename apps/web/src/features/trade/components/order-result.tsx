import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import MinusCircleFilledSvg from '@ant-design/icons-svg/es/asn/MinusCircleFilled';
import { iconOf } from '@/components/svg-icon.tsx';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TradeOrderResponse, TradeOrderView } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES, FEE_TYPES, labelOf, RECORD_STATUS, RECORD_STATUSES } from '@fund-direct/domain/codes';
import { formatDate, formatMoney } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/payment-labels.ts';
import { CancelOrderButton } from '@/components/cancel-order-dialog.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { RemitAccountBlock } from './remit-account.tsx';
import { TradeFacts, type TradeFact } from './trade-facts.tsx';

const CheckCircleFilled = iconOf(CheckCircleFilledSvg);
const CloseCircleFilled = iconOf(CloseCircleFilledSvg);
const MinusCircleFilled = iconOf(MinusCircleFilledSvg);

const HEADS: Record<TradeOrderView['status'], { title: string; icon: ReactNode }> = {
  '9': { title: '交易申请已受理', icon: <CheckCircleFilled style={{ color: '#137333', fontSize: 48 }} aria-hidden /> },
  '1': { title: '交易已确认', icon: <CheckCircleFilled style={{ color: '#137333', fontSize: 48 }} aria-hidden /> },
  '0': { title: '交易失败', icon: <CloseCircleFilled style={{ color: '#b42318', fontSize: 48 }} aria-hidden /> },
  '4': { title: '交易已撤单', icon: <MinusCircleFilled style={{ color: '#52606d', fontSize: 48 }} aria-hidden /> },
};

function payment(order: TradeOrderView): string | null {
  if (!order.paymentMethod) return null;
  const status = order.paymentStatus ? `（${PAYMENT_STATUS_LABELS[order.paymentStatus]}）` : '';
  return `${PAYMENT_METHOD_LABELS[order.paymentMethod]}${status}`;
}

export function orderFacts(order: TradeOrderView): (TradeFact | null)[] {
  const payText = payment(order);
  return [
    { label: '订单号', value: order.orderNo },
    { label: '业务类型', value: order.businessName },
    { label: '基金', value: `${order.fundName}（${order.fundCode}）` },
    order.targetFundCode ? { label: '转入基金', value: `${order.targetFundName ?? ''}（${order.targetFundCode}）` } : null,
    order.amount !== null ? { label: '申请金额', value: formatMoney(order.amount, { unit: '元' }) } : null,
    order.shares !== null ? { label: '申请份额', value: `${formatMoney(order.shares)}份` } : null,
    order.quotedFee !== null ? { label: '预估手续费', value: formatMoney(order.quotedFee, { unit: '元' }) } : null,
    order.chargeType ? { label: '收费方式', value: labelOf(FEE_TYPES, order.chargeType) ?? order.chargeType } : null,
    order.dividendMethod ? { label: '分红方式', value: labelOf(DIVIDEND_TYPES, order.dividendMethod) ?? order.dividendMethod } : null,
    payText ? { label: '支付方式', value: payText } : null,
    order.bankName ? { label: '银行卡', value: `${order.bankName} ${order.cardNoShort ?? ''}` } : null,
    { label: '交易状态', value: RECORD_STATUSES[order.status] },
    { label: '申请日期', value: formatDate(order.tradeDate) },
    order.expectedConfirmDate ? { label: '预计确认日期', value: formatDate(order.expectedConfirmDate) } : null,
    order.expectedArrivalDate ? { label: '预计到账日期', value: formatDate(order.expectedArrivalDate) } : null,
  ];
}

interface OrderResultProps {
  result: TradeOrderResponse;
  onOrderChange: (order: TradeOrderView) => void;
}

// The result view of every order page: order number, status (9 待确认 at first), what the server
// changed, the remittance account when paying by transfer, the timeline, and 撤单 while allowed.
export function OrderResult({ result, onOrderChange }: OrderResultProps) {
  const { order } = result;
  const head = HEADS[order.status];
  const awaitingRemit = order.paymentMethod === 'remit' && order.remitAccount && order.status === RECORD_STATUS.pending;
  return (
    <div className="fd-trade-result">
      <div className="fd-trade-result__head" role="status">
        {head.icon}
        <p className="fd-trade-result__title">{head.title}</p>
        {order.status === RECORD_STATUS.pending ? <p className="fd-trade-hint">交易状态：{RECORD_STATUSES[order.status]}</p> : null}
      </div>
      {result.replayed ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="该笔交易已提交过，以下为原订单信息，请勿重复提交。" />
      ) : null}
      {result.notice ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={result.notice} /> : null}
      {order.failReason ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={order.failReason} /> : null}
      <TradeFacts label="订单信息" items={orderFacts(order)} />
      {awaitingRemit && order.remitAccount ? <RemitAccountBlock account={order.remitAccount} amount={order.amount} /> : null}
      <OrderTimeline steps={order.timeline} />
      <div className="fd-trade-result__actions">
        <CancelOrderButton order={order} onCancelled={onOrderChange} />
        <Link className="fd-button" to={`/fund_detail?fundCode=${encodeURIComponent(order.fundCode)}`}>
          返回基金详情
        </Link>
        <Link className="fd-button fd-button--primary" to={ROUTE_PATHS.tradeRecord}>
          查看交易记录
        </Link>
      </div>
    </div>
  );
}
