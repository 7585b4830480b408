import { Alert, Button, Form, Radio } from 'antd';
import { useState } from 'react';
import { TRADE_TEXT, type TradeOrderResponse } from '@fund-direct/domain/contracts';
import { DIVIDEND_TYPES, type DividendType } from '@fund-direct/domain/codes';
import { formatMoney } from '@fund-direct/domain/format';
import { useBonusList, type BonusHolding } from '@/api/query/bonus-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useOrderMutation } from '@/api/trade/place-order.ts';
import { OrderResult } from '../components/order-result.tsx';
import { TradeFacts } from '../components/trade-facts.tsx';
import { useTailLayout, useTradeFormLayout } from '../components/trade-form-layout.ts';
import { TradeFrame } from '../components/trade-frame.tsx';
import { TradeFundGate, type TradeFund } from '../components/trade-fund-gate.tsx';
import { TradeFundHeader } from '../components/trade-fund-header.tsx';
import { TradePasswordItem } from '@/components/trade-password-item.tsx';
import { toBonusRequest, type BonusBody } from '../trade-requests.ts';
import { TRADE_UI_TEXT } from '../trade-texts.ts';
import { useTradeSubmit } from '../use-trade-submit.ts';

interface DividendValues {
  dividendMethod: DividendType;
  tradePassword: string;
}

const METHOD_OPTIONS = (['0', '1'] as const).map((code) => ({ value: code, label: DIVIDEND_TYPES[code] }));

function otherMethod(method: DividendType): DividendType {
  return method === '0' ? '1' : '0';
}

function DividendForm({
  fund,
  holding,
  onPlaced,
}: {
  fund: TradeFund;
  holding: BonusHolding;
  onPlaced: (result: TradeOrderResponse) => void;
}) {
  const fundCode = fund.fundcode;
  const [form] = Form.useForm<DividendValues>();
  const layout = useTradeFormLayout();
  const tail = useTailLayout();
  const chosen = Form.useWatch('dividendMethod', form) as DividendType | undefined;
  const bonus = useOrderMutation<BonusBody>('bonus');
  const { submit } = useTradeSubmit();
  const pending = holding.pendingMethod !== null;
  const same = chosen === holding.dividendMethod;

  const onFinish = (values: DividendValues) =>
    void submit(
      async (id) => onPlaced(await bonus.mutateAsync(toBonusRequest(values, { fundCode, clientRequestId: id }))),
      () => form.setFieldValue('tradePassword', ''),
    );

  return (
    <>
      <TradeFacts
        label="当前分红方式"
        items={[
          { label: '持有份额', value: `${formatMoney(holding.shares)}份` },
          { label: '当前分红方式', value: DIVIDEND_TYPES[holding.dividendMethod] },
          holding.pendingMethod ? { label: '待确认变更', value: `变更为${DIVIDEND_TYPES[holding.pendingMethod]}` } : null,
        ]}
      />
      {pending ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={TRADE_TEXT.dividendPending} /> : null}
      <Form form={form} {...layout} initialValues={{ dividendMethod: otherMethod(holding.dividendMethod) }} onFinish={onFinish}>
        <Form.Item
          label="修改为"
          name="dividendMethod"
          rules={[
            {
              validator: async (_rule, value: DividendType | undefined) => {
                if (value === holding.dividendMethod) throw new Error(TRADE_TEXT.dividendSame);
              },
            },
          ]}
          extra="红利再投资：分红以红利再投资日的净值自动转为基金份额；现金分红：分红资金划入您的银行卡。"
        >
          <Radio.Group options={METHOD_OPTIONS} />
        </Form.Item>
        <TradePasswordItem />
        <Form.Item {...tail}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={bonus.isPending}
            disabled={pending || same}
            style={{ minWidth: 200 }}
          >
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

function DividendView({ fund }: { fund: TradeFund }) {
  const [result, setResult] = useState<TradeOrderResponse | null>(null);
  const holdings = useBonusList();
  const holding = holdings.data?.find((item) => item.fundCode === fund.fundcode);
  let body;
  if (result) body = <OrderResult result={result} onOrderChange={(order) => setResult({ ...result, order })} />;
  else if (!holdings.data)
    body = <QueryStatus loading={holdings.isPending} error={holdings.isError} onRetry={() => void holdings.refetch()} />;
  else if (!holding) body = <Alert type="warning" showIcon title={TRADE_TEXT.noHolding} description={TRADE_UI_TEXT.dividendNoHolding} />;
  else body = <DividendForm fund={fund} holding={holding} onPlaced={setResult} />;
  return (
    <TradeFrame title="修改分红方式" fund={{ fundCode: fund.fundcode, fundName: fund.fundname }}>
      {result ? null : <TradeFundHeader fund={fund} />}
      {body}
    </TradeFrame>
  );
}

// §2 /trade/dividend?fundCode= (029): the holding's dividend method, changed to reinvestment (0) or cash (1).
export function DividendPage() {
  return <TradeFundGate title="修改分红方式">{(fund) => <DividendView fund={fund} />}</TradeFundGate>;
}
