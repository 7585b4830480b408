import { TRADE_TEXT, tradeAmountSchema } from '@fund-direct/domain/contracts';
import { formatLimit, formatMoney } from '@fund-direct/domain/format';
import type { TradeLimit } from '../api/trade-limit.ts';
import { amountOutsideLimits } from '../trade-quote.ts';
import type { TradeFact } from './trade-facts.tsx';

function withRemaining(text: string, remaining: string | null): string {
  return remaining !== null ? `${text}（今日剩余${formatLimit(remaining)}）` : text;
}

// The minimum and the fund's and card's limits of the trade-limit call, in the §5 limit format.
export function amountLimitFacts(limit: TradeLimit | undefined, minLabel: string, fallbackMin: string): (TradeFact | null | undefined)[] {
  return [
    { label: minLabel, value: formatMoney(limit?.minAmount ?? fallbackMin, { unit: '元' }) },
    limit && { label: '基金单笔限额', value: limit.fundPerOrder.text },
    limit && { label: '基金单日限额', value: withRemaining(limit.fundPerDay.text, limit.fundDayRemaining) },
    limit?.card && { label: '银行卡单笔限额', value: limit.card.perOrder.text },
    limit?.card && { label: '银行卡单日限额', value: withRemaining(limit.card.perDay.text, limit.card.dayRemaining) },
  ];
}

// The amount against the minimum and the largest amount allowed now, in the order book's own words.
export function amountLimitMessage(amount: string, limit: TradeLimit | undefined, belowText: (min: string) => string): string | null {
  if (!limit || !tradeAmountSchema.safeParse(amount).success) return null;
  const outside = amountOutsideLimits(amount, limit);
  if (outside === 'below') return belowText(formatMoney(limit.minAmount));
  if (outside === 'above') return TRADE_TEXT.aboveOrderLimit(formatLimit(limit.maxAmount));
  return null;
}
