import { Alert, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { useSignedCards } from '@/api/account/bank-user-list.ts';
import { PlanBacktestSection } from '@/components/plan-backtest/plan-backtest-section.tsx';
import { planDraftFrom } from '@/components/plan-backtest/plan-backtest-values.ts';
import { useCreateFixedPlan, type FixedPlanResult } from '../api/fixed-plan-create.ts';
import { useTradeFare } from '../api/trade-fare.ts';
import { useTradeLimit } from '../api/trade-limit.ts';
import { useWarningList } from '../api/warning-list.ts';
import { useWorkdates } from '../api/workdates.ts';
import { AgreementsItem } from '../components/agreements-item.tsx';
import { AmountItem, ChargeTypeItem, PlaceOrderButton } from '../components/amount-order-parts.tsx';
import { amountLimitFacts } from '../components/amount-limits.ts';
import { BankCardFormItem } from '../components/bank-card-item.tsx';
import { FareRows } from '../components/fare-rows.tsx';
import { PlanResult } from '../components/plan-result.tsx';
import { PlanScheduleItems } from '../components/plan-schedule-items.tsx';
import { RiskMatch } from '../components/risk-match.tsx';
import { queryRefusal } from '../components/query-refusal.ts';
import { TradeFacts } from '../components/trade-facts.tsx';
import { useTailLayout, useTradeFormLayout } from '../components/trade-form-layout.ts';
import { TradeFrame } from '../components/trade-frame.tsx';
import { TradeFundGate, type TradeFund } from '../components/trade-fund-gate.tsx';
import { TradeFundHeader } from '../components/trade-fund-header.tsx';
import { TradePasswordItem } from '@/components/trade-password-item.tsx';
import { amountFareInput, toFixedPlanRequest, type PlanValues } from '../trade-requests.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useRiskCheckedSubmit } from '../use-risk-checked-submit.ts';

// Plans quote, limit and date with the regular-investment code of the order book.
const PLAN_CODE = '039';

function FixForm({ fund, onPlaced }: { fund: TradeFund; onPlaced: (result: FixedPlanResult) => void }) {
  const fundCode = fund.fundcode;
  const [form] = Form.useForm<PlanValues & { riskAcknowledged?: boolean; agreed?: boolean }>();
  // A plan started from a backtest arrives with its amount and cycle in the address.
  const [search] = useSearchParams();
  const [initialValues] = useState(() => ({ unit: '0' as const, chargeType: 'A' as const, ...planDraftFrom(search) }));
  const layout = useTradeFormLayout();
  const tail = useTailLayout();
  const amount = (Form.useWatch('amount', form) as string | undefined) ?? '';
  const chargeType = Form.useWatch('chargeType', form) ?? 'A';
  const tradeacco = Form.useWatch('tradeacco', form) as string | undefined;

  const cards = useSignedCards();
  const limit = useTradeLimit(fundCode, PLAN_CODE, tradeacco);
  const workdates = useWorkdates(fundCode, PLAN_CODE);
  const warning = useWarningList(fundCode);
  const fareInput = amountFareInput(fundCode, PLAN_CODE, useDebouncedValue(amount), chargeType);
  const fare = useTradeFare(fareInput);
  const create = useCreateFixedPlan();
  const submitOrder = useRiskCheckedSubmit(fundCode, () => form.setFieldValue('tradePassword', ''));

  // The first signed card, and today as the start, are chosen for the customer.
  const firstCard = cards.data?.[0]?.tradeacco;
  const today = workdates.data?.today;
  useEffect(() => {
    if (firstCard && !form.getFieldValue('tradeacco')) form.setFieldValue('tradeacco', firstCard);
  }, [firstCard, form]);
  useEffect(() => {
    if (today && !form.getFieldValue('startDate')) form.setFieldValue('startDate', today);
  }, [today, form]);

  const refused = queryRefusal(limit) ?? (limit.data && !limit.data.allowed ? (limit.data.reason ?? TRADE_TEXT.planNotAllowed) : null);
  const forbidden = warning.data?.decision === 'forbidden';
  const noCard = cards.data?.length === 0;

  const onFinish = (values: PlanValues) =>
    submitOrder(
      warning.data,
      async (id, riskConfirmationId) => {
        const body = toFixedPlanRequest(values, { fundCode, clientRequestId: id, riskConfirmationId });
        return body ? await create.mutateAsync(body) : null;
      },
      onPlaced,
    );

  return (
    <>
      <TradeFundHeader fund={fund} />
      {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused} /> : null}
      <TradeFacts label="交易限额" items={amountLimitFacts(limit.data, '最低定投金额', fund.minPurchaseAmount)} />
      <Form form={form} {...layout} initialValues={initialValues} onFinish={onFinish}>
        <AmountItem label="每期金额" placeholder="请输入每期定投金额" limit={limit.data} below={TRADE_TEXT.belowMinimum} amount={amount} />
        <PlanScheduleItems form={form} today={today} />
        <ChargeTypeItem />
        <BankCardFormItem label="扣款银行卡" />
        <Form.Item label="费用试算">
          <FareRows query={fare} asked={fareInput !== null} hint="输入每期金额后显示每期手续费" />
        </Form.Item>
        <Form.Item label="风险匹配">
          <RiskMatch query={warning} />
        </Form.Item>
        <Form.Item {...tail}>
          <AgreementsItem keys={['online_trade', 'quick_payment', 'investor_rights', 'risk_level_method']} />
        </Form.Item>
        <TradePasswordItem />
        <PlaceOrderButton pending={create.isPending} disabled={Boolean(refused) || forbidden || noCard}>
          确认定投
        </PlaceOrderButton>
      </Form>
    </>
  );
}

function FixView({ fund }: { fund: TradeFund }) {
  const [result, setResult] = useState<FixedPlanResult | null>(null);
  const [search] = useSearchParams();
  return (
    <TradeFrame title="定投" fund={{ fundCode: fund.fundcode, fundName: fund.fundname }}>
      {result ? <PlanResult result={result} /> : <FixForm fund={fund} onPlaced={setResult} />}
      {result || fund.isMoneyFund ? null : (
        <PlanBacktestSection
          fundCode={fund.fundcode}
          firstDate={fund.setupDate}
          lastDate={fund.navDate}
          initial={planDraftFrom(search)}
          planLink={false}
        />
      )}
    </TradeFrame>
  );
}

// §2 /trade/fix?fundCode= (regular investment)
export function FixPage() {
  return <TradeFundGate title="定投">{(fund) => <FixView fund={fund} />}</TradeFundGate>;
}
