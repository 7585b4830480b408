import { sql } from 'drizzle-orm';
import { registerCardUsageCheck } from '../bank-card/card-usage.ts';
import { rowsOf } from '../fund/rows.ts';

export const CARD_IN_USE_TEXT = {
  holding: '该银行卡尚有基金持仓，暂不能解绑或更换',
  pending: '该银行卡尚有在途交易，暂不能解绑或更换',
  plan: '该银行卡尚有进行中的定投计划，请先终止定投计划',
} as const;

// Issue 6: a card carrying holdings, pending orders or live plans cannot be unbound or changed.
registerCardUsageCheck(async (db, customerId, tradeacco) => {
  const [row] = await rowsOf<{ holding: boolean; pending: boolean; plan: boolean }>(
    db,
    sql`select
          exists (select 1 from holding where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and shares > 0) as holding,
          exists (select 1 from trade_order where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and status = '9') as pending,
          exists (select 1 from fixed_plan where customer_id = ${customerId}::uuid and tradeacco = ${tradeacco} and status in ('A', 'P')) as plan`,
  );
  if (row?.holding) return CARD_IN_USE_TEXT.holding;
  if (row?.pending) return CARD_IN_USE_TEXT.pending;
  if (row?.plan) return CARD_IN_USE_TEXT.plan;
  return null;
});
