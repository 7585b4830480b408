import { Alert, Form } from 'antd';
import { TRADE_TEXT } from '@fund-direct/domain/contracts';
import { formatMoney } from '@fund-direct/domain/format';
import type { TradeLimit } from '../api/trade-limit.ts';
import type { Workdates } from '../api/workdates.ts';
import { TRADE_UI_TEXT } from '../trade-texts.ts';
import { holdingFacts } from './shares-items.tsx';
import { CutoffNotice } from './trade-dates.tsx';
import { TradeFacts } from './trade-facts.tsx';
import { useTailLayout } from './trade-form-layout.ts';
import type { TradeFund } from './trade-fund-gate.tsx';
import { TradeFundHeader } from './trade-fund-header.tsx';

interface SharesOrderHeadProps {
  fund: TradeFund;
  refused: string | null;
  noHolding: boolean;
  workdates: Workdates | undefined;
  limit: TradeLimit | undefined;
}

// Above the form of an order in shares (sell, change): the fund, why the order cannot be placed,
// the cut-off notice and the shares held.
export function SharesOrderHead({ fund, refused, noHolding, workdates, limit }: SharesOrderHeadProps) {
  return (
    <>
      <TradeFundHeader fund={fund} />
      {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refused} /> : null}
      {noHolding && !refused ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={TRADE_UI_TEXT.noHolding} /> : null}
      <CutoffNotice workdates={workdates} />
      <TradeFacts label="持有份额" items={holdingFacts(limit)} />
    </>
  );
}

// §3: when the shares left would fall below the minimum holding, the whole holding goes.
export function RedeemAllNotice({ redeemsAll, limit }: { redeemsAll: boolean | undefined; limit: TradeLimit | undefined }) {
  const tail = useTailLayout();
  if (!redeemsAll || !limit) return null;
  return (
    <Form.Item {...tail}>
      <Alert type="info" showIcon title={TRADE_TEXT.redeemAllAdjusted(formatMoney(limit.minHoldingShares))} />
    </Form.Item>
  );
}
