import { nextTradingDay, previousTradingDay, shanghaiDate } from '@fund-direct/domain/calendar';
import { convertRequest, fixedPlanCreateRequest, purchaseRequest, redemptionRequest } from '@fund-direct/domain/contracts';
import { sql } from 'drizzle-orm';
import { DEMO_TRADE_PASSWORD } from '../../db/seed/demo-accounts.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { runTaBatch } from '../ta/ta.public.ts';
import { createPlan } from '../trading/fixed-plan.service.ts';
import { placePurchase } from '../trading/purchase.service.ts';
import { leaveMark } from '../trading/risk-confirmation.service.ts';
import { placeConversion, placeRedemption } from '../trading/share-order.service.ts';
import type { TradingDeps } from '../trading/trading.public.ts';
import { backfillDailyIncome } from './daily-income-backfill.ts';
import type { DemoEvent } from './demo-history-events.ts';

// The demo customer's orders go through the order book's own services, exactly as the API places
// them (guards, risk confirmation, limits, fee quote, freezing), at a clock set to the day placed.
export interface DemoTrader {
  deps: TradingDeps;
  customerId: string;
  tradeacco: string;
  setNow(instant: Date): void;
  // Orders placed so far (numbers the request ids).
  placed: number;
}

export async function placeDemoOrder(trader: DemoTrader, event: DemoEvent): Promise<void> {
  const { deps, customerId } = trader;
  trader.placed += 1;
  const base = {
    clientRequestId: `demo-history-${String(trader.placed).padStart(4, '0')}`,
    fundCode: event.fundCode,
    tradePassword: DEMO_TRADE_PASSWORD,
  };
  const confirmed = async (wanted: boolean | undefined) =>
    wanted ? (await leaveMark(deps, customerId, event.fundCode)).riskConfirmationId : undefined;
  switch (event.kind) {
    case 'purchase': {
      const method = event.paymentMethod ?? 'card';
      const riskConfirmationId = await confirmed(event.riskConfirmed);
      await placePurchase(
        deps,
        customerId,
        purchaseRequest.parse({
          ...base,
          amount: event.amount,
          paymentMethod: method,
          tradeacco: trader.tradeacco,
          ...(riskConfirmationId ? { riskConfirmationId } : {}),
        }),
      );
      return;
    }
    case 'plan': {
      const riskConfirmationId = await confirmed(event.riskConfirmed);
      const startDate = shanghaiDate(deps.now());
      await createPlan(
        deps,
        customerId,
        fixedPlanCreateRequest.parse({
          ...base,
          amount: event.amount,
          unit: '0',
          dayOfMonth: event.dayOfMonth,
          startDate,
          tradeacco: trader.tradeacco,
          ...(riskConfirmationId ? { riskConfirmationId } : {}),
        }),
      );
      return;
    }
    case 'redeem':
      await placeRedemption(deps, customerId, redemptionRequest.parse({ ...base, shares: event.shares }));
      return;
    case 'convert':
      await placeConversion(
        deps,
        customerId,
        convertRequest.parse({ ...base, targetFundCode: event.targetFundCode, shares: event.shares }),
      );
  }
}

// The evening of a trading day in China, when the demo batch runs (as `ta simulate` stamps it).
const eveningOf = (date: string) => new Date(`${date}T20:00:00+08:00`);

// The first trading day whose daily income is still to be written (null before the first batch).
export interface IncomeCursor {
  next: string | null;
}

// Runs the TA batch, in date order, for every day before `before` on which the customer has a pending
// order or a plan deduction falls due: confirmations and plan runs. The daily income of the days in
// between is backfilled first, so that each batch finds the money fund's carried income before it.
export async function settleDemoDays(db: Database, customerId: string, before: string, income: IncomeCursor): Promise<string[]> {
  const ran: string[] = [];
  for (;;) {
    const [row] = await rowsOf<{ d: string | null }>(
      db,
      sql`select least(
            (select min(trade_date) from trade_order where customer_id = ${customerId}::uuid and status = '9'),
            (select min(next_date) from fixed_plan where customer_id = ${customerId}::uuid and status = 'A'))::text as d`,
    );
    const day = row?.d ?? null;
    if (!day || day >= before) return ran;
    // Every batch confirms or fails the day's orders and moves the plan on; a day met twice would loop.
    if (ran.includes(day)) throw new Error(`演示历史：${day} 的订单未被批处理处理`);
    if (income.next && income.next < day) await backfillDailyIncome(db, customerId, income.next, previousTradingDay(day));
    await runTaBatch(db, day, eveningOf(day));
    income.next = nextTradingDay(day);
    ran.push(day);
  }
}
