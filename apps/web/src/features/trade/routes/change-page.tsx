import { Alert, Button, Form, Select } from 'antd';
import { TRADE_TEXT, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { RiskTag } from '@/components/risk-tag.tsx';
import { useOrderMutation } from '@/api/trade/place-order.ts';
import { useTargetFunds } from '../api/target-funds.ts';
import { useTradeFare } from '../api/trade-fare.ts';
import { useTradeLimit } from '../api/trade-limit.ts';
import { useWorkdates } from '../api/workdates.ts';
import { AgreementsItem } from '../components/agreements-item.tsx';
import { FareRows } from '../components/fare-rows.tsx';
import { OrderFlow } from '../components/order-flow.tsx';
import { hasAvailableShares, LargeRedemptionItem, SharesItems, type SharesMode } from '../components/shares-items.tsx';
import { workdateFacts } from '../components/trade-dates.tsx';
import { RedeemAllNotice, SharesOrderHead } from '../components/shares-order-parts.tsx';
import { queryRefusal } from '../components/query-refusal.ts';
import { TradeFacts } from '../components/trade-facts.tsx';
import { useTailLayout, useTradeFormLayout } from '../components/trade-form-layout.ts';
import { TradeFundGate, type TradeFund } from '../components/trade-fund-gate.tsx';
import { TradePasswordItem } from '@/components/trade-password-item.tsx';
import { sharesFareInput, toConvertRequest, type ConvertBody, type SharesValues } from '../trade-requests.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useTradeSubmit } from '../use-trade-submit.ts';

type ChangeValues = SharesValues & { sharesMode: SharesMode; targetFundCode: string };

// The funds of the targetfunds call (same company, convertible, open), with their risk level.
function TargetFundItem({ fundCode }: { fundCode: string }) {
  const targets = useTargetFunds(fundCode);
  if (!targets.data) {
    return (
      <Form.Item label="转入基金">
        <QueryStatus loading={targets.isPending} error={targets.isError} onRetry={() => void targets.refetch()} minHeight={40} />
      </Form.Item>
    );
  }
  if (targets.data.length === 0) {
    return (
      <Form.Item label="转入基金">
        <Alert type="warning" showIcon title="该基金暂无可转换的目标基金" />
      </Form.Item>
    );
  }
  return (
    <Form.Item label="转入基金" name="targetFundCode" rules={[{ required: true, message: '请选择转入基金' }]}>
      <Select
        placeholder="请选择转入基金"
        style={{ maxWidth: 420 }}
        options={targets.data.map((target) => ({
          value: target.fundCode,
          label: (
            <span>
              {target.fundName}（{target.fundCode}） <RiskTag level={target.riskLevel} />
            </span>
          ),
        }))}
      />
    </Form.Item>
  );
}

function ChangeForm({ fund, onPlaced }: { fund: TradeFund; onPlaced: (result: TradeOrderResponse) => void }) {
  const fundCode = fund.fundcode;
  const [form] = Form.useForm<ChangeValues>();
  const layout = useTradeFormLayout();
  const tail = useTailLayout();
  const shares = (Form.useWatch('shares', form) as string | undefined) ?? '';
  const targetFundCode = (Form.useWatch('targetFundCode', form) as string | undefined) ?? '';

  const limit = useTradeLimit(fundCode, '036');
  const workdates = useWorkdates(fundCode, '036');
  const fareInput = sharesFareInput(fundCode, useDebouncedValue(shares), targetFundCode);
  const fare = useTradeFare(fareInput);
  const convert = useOrderMutation<ConvertBody>('convert');
  const { submit } = useTradeSubmit();

  const limitRefusal =
    queryRefusal(limit) ?? (limit.data && !limit.data.allowed ? (limit.data.reason ?? TRADE_TEXT.convertNotAllowed) : null);
  const refused = fund.convertible ? limitRefusal : TRADE_TEXT.convertNotAllowed;
  const noHolding = limit.data !== undefined && !hasAvailableShares(limit.data);
  const quote = fareInput && fare.data?.kind === 'shares' ? fare.data : null;

  const onFinish = (values: ChangeValues) =>
    void submit(
      async (id) => onPlaced(await convert.mutateAsync(toConvertRequest(values, { fundCode, clientRequestId: id }))),
      () => form.setFieldValue('tradePassword', ''),
    );

  return (
    <>
      <SharesOrderHead fund={fund} refused={refused} noHolding={noHolding} workdates={workdates.data} limit={limit.data} />
      <Form form={form} {...layout} initialValues={{ sharesMode: 'part', largeRedemption: '1' }} onFinish={onFinish}>
        <TargetFundItem fundCode={fundCode} />
        <SharesItems form={form} limit={limit.data} label="转换份额" />
        <RedeemAllNotice redeemsAll={quote?.redeemsAll} limit={limit.data} />
        <LargeRedemptionItem />
        <Form.Item label="费用试算">
          <FareRows query={fare} asked={fareInput !== null} hint="选择转入基金并输入转换份额后显示" />
        </Form.Item>
        <Form.Item label="交易日期">
          <TradeFacts label="交易日期" items={workdateFacts(workdates.data, 'shares', quote?.arrivalDate).slice(0, 2)} />
        </Form.Item>
        <Form.Item {...tail}>
          <AgreementsItem keys={['conversion_rule', 'online_trade']} />
        </Form.Item>
        <TradePasswordItem />
        <Form.Item {...tail}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={convert.isPending}
            disabled={Boolean(refused) || noHolding}
            style={{ minWidth: 200 }}
          >
            确认转换
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

function ChangeView({ fund }: { fund: TradeFund }) {
  return <OrderFlow title="基金转换" fund={fund} form={(onPlaced) => <ChangeForm fund={fund} onPlaced={onPlaced} />} />;
}

// §2 /trade/change?fundCode= (036/037/038)
export function ChangePage() {
  return <TradeFundGate title="基金转换">{(fund) => <ChangeView fund={fund} />}</TradeFundGate>;
}
