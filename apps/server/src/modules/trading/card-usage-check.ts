import type { CardUsageCheck } from '../bank-card/bank-card.public.ts';
import { findCardUsage } from './card-usage.repository.ts';

export const CARD_IN_USE_TEXT = {
  holding: '该银行卡尚有基金持仓，暂不能解绑或更换',
  pending: '该银行卡尚有在途交易，暂不能解绑或更换',
  plan: '该银行卡尚有进行中的定投计划，请先终止定投计划',
} as const;

// Issue 6: a card carrying holdings, pending orders or live plans cannot be unbound or changed.
// The app assembly (app.ts) hands this check to the bank-card module.
export const tradingCardUsageCheck: CardUsageCheck = async (db, customerId, tradeacco) => {
  const row = await findCardUsage(db, customerId, tradeacco);
  if (row?.holding) return CARD_IN_USE_TEXT.holding;
  if (row?.pending) return CARD_IN_USE_TEXT.pending;
  if (row?.plan) return CARD_IN_USE_TEXT.plan;
  return null;
};
