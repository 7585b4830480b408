import { Alert, Form, Radio } from 'antd';
import { useEffect } from 'react';
import { TRADE_TEXT, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { canSubscribe } from '@fund-direct/domain/codes';
import { useSignedCards } from '@/api/account/bank-user-list.ts';
import { useOrderMutation } from '@/api/trade/place-order.ts';
import { useTradeFare } from '../api/trade-fare.ts';
import { useTradeLimit } from '../api/trade-limit.ts';
import { useWarningList } from '../api/warning-list.ts';
import { useWorkdates } from '../api/workdates.ts';
import { AgreementsItem } from '../components/agreements-item.tsx';
import { AmountItem, ChargeTypeItem, PlaceOrderButton } from '../components/amount-order-parts.tsx';
import { amountLimitFacts } from '../components/amount-limits.ts';
import { BankCardFormItem } from '../components/bank-card-item.tsx';
import { FareRows } from '../components/fare-rows.tsx';
import { OrderFlow } from '../components/order-flow.tsx';
import { RiskMatch } from '../components/risk-match.tsx';
import { CutoffNotice, workdateFacts } from '../components/trade-dates.tsx';
import { queryRefusal } from '../components/query-refusal.ts';
import { TradeFacts } from '../components/trade-facts.tsx';
import { useTailLayout, useTradeFormLayout } from '../components/trade-form-layout.ts';
import { TradeFundGate, type TradeFund } from '../components/trade-fund-gate.tsx';
import { TradeFundHeader } from '../components/trade-fund-header.tsx';
import { TradePasswordItem } from '@/components/trade-password-item.tsx';
import { amountFareInput, toPurchaseRequest, type PurchaseBody, type PurchaseValues } from '../trade-requests.ts';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-labels.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useRiskCheckedSubmit } from '../use-risk-checked-submit.ts';

// §4: 020 while the fund raises, 022 once open; the server decides again on its own.
function purchaseCode(fund: TradeFund): '020' | '022' {
  return canSubscribe(fund.status) ? '020' : '022';
}

function PurchaseForm({ fund, onPlaced }: { fund: TradeFund; onPlaced: (result: TradeOrderResponse) => void }) {
  const fundCode = fund.fundcode;
  const raising = canSubscribe(fund.status);
  const businessCode = purchaseCode(fund);
  const action = raising ? '认购' : '购买';
  const [form] = Form.useForm<PurchaseValues & { riskAcknowledged?: boolean; agreed?: boolean }>();
  const layout = useTradeFormLayout();
  const tail = useTailLayout();

  const amount = Form.useWatch('amount', form) ?? '';
  const paymentMethod = Form.useWatch('paymentMethod', form) ?? 'card';
  const chargeType = Form.useWatch('chargeType', form) ?? 'A';
  const tradeacco = Form.useWatch('tradeacco', form);

  const cards = useSignedCards();
  const limit = useTradeLimit(fundCode, businessCode, paymentMethod === 'card' ? tradeacco : undefined);
  const workdates = useWorkdates(fundCode, businessCode);
  const warning = useWarningList(fundCode);
  const fareInput = amountFareInput(fundCode, businessCode, useDebouncedValue(amount), chargeType);
  const fare = useTradeFare(fareInput);
  const purchase = useOrderMutation<PurchaseBody>('purchase');
  const submitOrder = useRiskCheckedSubmit(fundCode, () => form.setFieldValue('tradePassword', ''));

  // The first signed card is chosen for the customer.
  const firstCard = cards.data?.[0]?.tradeacco;
  useEffect(() => {
    if (firstCard && !form.getFieldValue('tradeacco')) form.setFieldValue('tradeacco', firstCard);
  }, [firstCard, form]);

  const refused = queryRefusal(limit) ?? (limit.data && !limit.data.allowed ? (limit.data.reason ?? TRADE_TEXT.purchaseSuspended) : null);
  const forbidden = warning.data?.decision === 'forbidden';
  const noCard = paymentMethod === 'card' && cards.data?.length === 0;

  const onFinish = (values: PurchaseValues) =>
    submitOrder(
      warning.data,
      (id, riskConfirmationId) => purchase.mutateAsync(toPurchaseRequest(values, { fundCode, clientRequestId: id, riskConfirmationId })),
      onPlaced,
    );
  return (
    <>
      <TradeFundHeader fund={fund} />
      {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused} /> : null}
      <CutoffNotice workdates={workdates.data} />
      <TradeFacts
        label="交易限额"
        items={amountLimitFacts(
          limit.data,
          raising ? '最低认购金额' : '最低申购金额',
          raising ? fund.minSubscriptionAmount : fund.minPurchaseAmount,
        )}
      />
      <Form form={form} {...layout} initialValues={{ paymentMethod: 'card', chargeType: 'A' }} onFinish={onFinish}>
        <AmountItem
          label={`${action}金额`}
          placeholder={`请输入${action}金额`}
          limit={limit.data}
          below={raising ? TRADE_TEXT.belowSubscriptionMinimum : TRADE_TEXT.belowMinimum}
          amount={amount}
        />
        <ChargeTypeItem />
        <Form.Item label="支付方式" name="paymentMethod">
          <Radio.Group options={(['card', 'remit'] as const).map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} />
        </Form.Item>
        <BankCardFormItem
          label={paymentMethod === 'card' ? '支付银行卡' : '回款银行卡'}
          required={paymentMethod === 'card'}
          showLimits={paymentMethod === 'card'}
        />
        <Form.Item label="费用试算">
          <FareRows query={fare} asked={fareInput !== null} hint={`输入${action}金额后显示`} />
        </Form.Item>
        <Form.Item label="交易日期">
          <TradeFacts label="交易日期" items={workdateFacts(workdates.data, 'amount')} />
        </Form.Item>
        <Form.Item label="风险匹配">
          <RiskMatch query={warning} />
        </Form.Item>
        <Form.Item {...tail}>
          <AgreementsItem
            keys={['online_trade', paymentMethod === 'card' ? 'quick_payment' : 'remittance_rule', 'investor_rights', 'risk_level_method']}
          />
        </Form.Item>
        <TradePasswordItem />
        <PlaceOrderButton pending={purchase.isPending} disabled={Boolean(refused) || forbidden || noCard}>
          确认{action}
        </PlaceOrderButton>
      </Form>
    </>
  );
}

// §2 /trade/purchase?fundCode=
export function PurchasePage() {
  return <TradeFundGate title="购买">{(fund) => <PurchaseView fund={fund} />}</TradeFundGate>;
}

function PurchaseView({ fund }: { fund: TradeFund }) {
  const title = canSubscribe(fund.status) ? '认购' : '购买';
  return <OrderFlow title={title} fund={fund} form={(onPlaced) => <PurchaseForm fund={fund} onPlaced={onPlaced} />} />;
}
