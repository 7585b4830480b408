import { Button, Form } from 'antd';
import { TRADE_TEXT, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { useOrderMutation } from '@/api/trade/place-order.ts';
import { useInstantRoom } from '../api/instant-room.ts';
import { useTradeFare } from '../api/trade-fare.ts';
import { useTradeLimit } from '../api/trade-limit.ts';
import { useWorkdates } from '../api/workdates.ts';
import { CashOutWayItem, instantAbove, InstantAboveRoom, type CashOutWay } from '../components/cash-out-way.tsx';
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
import { sharesFareInput, toRedemptionRequest, type RedemptionBody, type SharesValues } from '../trade-requests.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useTradeSubmit } from '../use-trade-submit.ts';

type SellValues = SharesValues & { sharesMode: SharesMode; way?: CashOutWay };

function SellForm({ fund, onPlaced }: { fund: TradeFund; onPlaced: (result: TradeOrderResponse) => void }) {
  const fundCode = fund.fundcode;
  const [form] = Form.useForm<SellValues>();
  const layout = useTradeFormLayout();
  const tail = useTailLayout();
  const shares = (Form.useWatch('shares', form) as string | undefined) ?? '';

  const limit = useTradeLimit(fundCode, '024');
  const workdates = useWorkdates(fundCode, '024');
  const fareInput = sharesFareInput(fundCode, useDebouncedValue(shares));
  const fare = useTradeFare(fareInput);
  const redemption = useOrderMutation<RedemptionBody>('redemption');
  // 快速取现 is offered for money funds only.
  const room = useInstantRoom(fundCode, fund.isMoneyFund);
  const way = Form.useWatch('way', form) as CashOutWay | undefined;
  const instant = fund.isMoneyFund && way === 'instant';
  const { submit } = useTradeSubmit();

  const refused = queryRefusal(limit) ?? (limit.data && !limit.data.allowed ? (limit.data.reason ?? TRADE_TEXT.redeemSuspended) : null);
  const noHolding = limit.data !== undefined && !hasAvailableShares(limit.data);
  const quote = fareInput && fare.data?.kind === 'shares' ? fare.data : null;

  const onFinish = (values: SellValues) =>
    void submit(
      async (id) => onPlaced(await redemption.mutateAsync(toRedemptionRequest(values, { fundCode, clientRequestId: id }))),
      () => form.setFieldValue('tradePassword', ''),
    );

  return (
    <>
      <SharesOrderHead fund={fund} refused={refused} noHolding={noHolding} workdates={workdates.data} limit={limit.data} />
      <Form
        form={form}
        {...layout}
        initialValues={{ sharesMode: 'part', largeRedemption: '1', ...(fund.isMoneyFund ? { way: 'instant' } : {}) }}
        onFinish={onFinish}
      >
        {fund.isMoneyFund ? (
          <CashOutWayItem form={form} room={room.data} arrivalDate={quote?.arrivalDate ?? workdates.data?.arrivalDate ?? undefined} />
        ) : null}
        <SharesItems form={form} limit={limit.data} label="赎回份额" />
        <InstantAboveRoom form={form} room={room.data} shares={shares.trim()} />
        <RedeemAllNotice redeemsAll={quote?.redeemsAll} limit={limit.data} />
        {instant ? null : <LargeRedemptionItem />}
        <Form.Item label="费用试算">
          <FareRows query={fare} asked={fareInput !== null} hint="输入赎回份额后显示（按持有期限收取赎回费）" />
        </Form.Item>
        <Form.Item label="回款银行卡">
          {/* The contract names no card before placing: the order answer shows it. */}
          <span className="fd-trade-hint">赎回资金将退回至您购买该基金时使用的银行卡</span>
        </Form.Item>
        <Form.Item label="交易日期">
          <TradeFacts label="交易日期" items={workdateFacts(workdates.data, 'shares', instant ? null : quote?.arrivalDate, instant)} />
        </Form.Item>
        <TradePasswordItem />
        <Form.Item {...tail}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={redemption.isPending}
            disabled={Boolean(refused) || noHolding || (instant && instantAbove(shares.trim(), room.data))}
            style={{ minWidth: 200 }}
          >
            确认赎回
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

function SellView({ fund }: { fund: TradeFund }) {
  return <OrderFlow title="赎回" fund={fund} form={(onPlaced) => <SellForm fund={fund} onPlaced={onPlaced} />} />;
}

// §2 /trade/sell?fundCode=
export function SellPage() {
  return <TradeFundGate title="赎回">{(fund) => <SellView fund={fund} />}</TradeFundGate>;
}
