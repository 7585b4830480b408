import { Alert, Button, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { TRADE_TEXT, tradeAmountSchema, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { canSubscribe, FEE_TYPES } from '@fund-direct/domain/codes';
import { zodRule } from '../../../components/zod-rule.ts';
import { useSignedCards } from '../api/bank-cards.ts';
import { useOrderMutation } from '../api/place-order.ts';
import { useTradeFare } from '../api/trade-fare.ts';
import { useTradeLimit } from '../api/trade-limit.ts';
import { useWarningList } from '../api/warning-list.ts';
import { useWorkdates } from '../api/workdates.ts';
import { AgreementsItem } from '../components/agreements-item.tsx';
import { amountLimitFacts, amountLimitMessage } from '../components/amount-limits.ts';
import { BankCardFormItem } from '../components/bank-card-item.tsx';
import { capitalText } from '../components/capital-amount.ts';
import { FareRows } from '../components/fare-rows.tsx';
import { OrderFlow } from '../components/order-flow.tsx';
import { RiskMatch } from '../components/risk-match.tsx';
import { CutoffNotice, workdateFacts } from '../components/trade-dates.tsx';
import { queryRefusal } from '../components/query-refusal.ts';
import { TradeFacts } from '../components/trade-facts.tsx';
import { useTailLayout, useTradeFormLayout } from '../components/trade-form-layout.ts';
import { TradeFundGate, type TradeFund } from '../components/trade-fund-gate.tsx';
import { TradeFundHeader } from '../components/trade-fund-header.tsx';
import { TradePasswordItem } from '../components/trade-password-item.tsx';
import { useRiskConfirmation } from '../components/use-risk-confirmation.ts';
import { amountFareInput, toPurchaseRequest, type PurchaseBody, type PurchaseValues } from '../trade-requests.ts';
import { PAYMENT_METHOD_LABELS } from '../trade-texts.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useTradeSubmit } from '../use-trade-submit.ts';

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
  const risk = useRiskConfirmation(fundCode);
  const purchase = useOrderMutation<PurchaseBody>('purchase');
  const { submit } = useTradeSubmit();

  // The first signed card is chosen for the customer.
  const firstCard = cards.data?.[0]?.tradeacco;
  useEffect(() => {
    if (firstCard && !form.getFieldValue('tradeacco')) form.setFieldValue('tradeacco', firstCard);
  }, [firstCard, form]);

  const refused = queryRefusal(limit) ?? (limit.data && !limit.data.allowed ? (limit.data.reason ?? TRADE_TEXT.purchaseSuspended) : null);
  const forbidden = warning.data?.decision === 'forbidden';
  const noCard = paymentMethod === 'card' && cards.data?.length === 0;
  const capital = capitalText(amount);

  const onFinish = (values: PurchaseValues) =>
    void submit(
      async (id) => {
        const confirmation = await risk.confirm(warning.data);
        if (confirmation === 'cancelled') return;
        const result = await purchase.mutateAsync(
          toPurchaseRequest(values, { fundCode, clientRequestId: id, riskConfirmationId: confirmation.id }),
        );
        risk.settle(null);
        onPlaced(result);
      },
      (error) => {
        risk.settle(error);
        form.setFieldValue('tradePassword', '');
      },
    );

  return (
    <>
      <TradeFundHeader fund={fund} />
      {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused} /> : null}
      <CutoffNotice workdates={workdates.data} />
      <TradeFacts
        label="交易限额"
        items={amountLimitFacts(limit.data, raising ? '最低认购金额' : '最低申购金额', raising ? fund.minSubscriptionAmount : fund.minPurchaseAmount)}
      />
      <Form form={form} {...layout} initialValues={{ paymentMethod: 'card', chargeType: 'A' }} onFinish={onFinish}>
        <Form.Item
          label={`${action}金额`}
          name="amount"
          rules={[
            zodRule(tradeAmountSchema, `请输入${action}金额`),
            {
              validator: async (_rule, value: string | undefined) => {
                const below = raising ? TRADE_TEXT.belowSubscriptionMinimum : TRADE_TEXT.belowMinimum;
                const message = amountLimitMessage(value?.trim() ?? '', limit.data, below);
                if (message) throw new Error(message);
              },
            },
          ]}
          extra={capital ? <span className="fd-trade-capital">大写：{capital}</span> : null}
        >
          <Input placeholder={`请输入${action}金额`} suffix="元" inputMode="decimal" maxLength={19} allowClear style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item label="收费方式" name="chargeType">
          <Radio.Group options={(['A', 'B'] as const).map((code) => ({ value: code, label: FEE_TYPES[code] }))} />
        </Form.Item>
        <Form.Item label="支付方式" name="paymentMethod">
          <Radio.Group options={(['card', 'remit'] as const).map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} />
        </Form.Item>
        <BankCardFormItem label={paymentMethod === 'card' ? '支付银行卡' : '回款银行卡'} required={paymentMethod === 'card'} showLimits={paymentMethod === 'card'} />
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
        <Form.Item {...tail}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={purchase.isPending}
            disabled={Boolean(refused) || forbidden || noCard}
            style={{ minWidth: 200 }}
          >
            确认{action}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

// §2 /trade/purchase?fundCode=
export function PurchasePage() {
  return (
    <TradeFundGate title="购买">
      {(fund) => <PurchaseView fund={fund} />}
    </TradeFundGate>
  );
}

function PurchaseView({ fund }: { fund: TradeFund }) {
  const title = canSubscribe(fund.status) ? '认购' : '购买';
  return <OrderFlow title={title} fund={fund} form={(onPlaced) => <PurchaseForm fund={fund} onPlaced={onPlaced} />} />;
}
