import { useState, type ReactNode } from 'react';
import type { TradeOrderResponse } from '@fund-direct/domain/contracts';
import { OrderResult } from './order-result.tsx';
import { TradeFrame } from './trade-frame.tsx';
import type { TradeFund } from './trade-fund-gate.tsx';

// The two states of an order page: the form until the order is placed, then its result (which can cancel it).
export function OrderFlow({
  title,
  fund,
  form,
}: {
  title: string;
  fund: TradeFund;
  form: (onPlaced: (result: TradeOrderResponse) => void) => ReactNode;
}) {
  const [result, setResult] = useState<TradeOrderResponse | null>(null);
  return (
    <TradeFrame title={title} fund={{ fundCode: fund.fundcode, fundName: fund.fundname }}>
      {result ? <OrderResult result={result} onOrderChange={(order) => setResult({ ...result, order })} /> : form(setResult)}
    </TradeFrame>
  );
}
