import { xirr, type CashFlow } from '@fund-direct/domain/assets';
import type { TrendAllResponse } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { fundCashFlows, type FundCashFlow } from './history-cash-flows.repository.ts';
import { createVersionedCache } from './history-version-cache.ts';

export type XirrFigures = Pick<TrendAllResponse, 'xirr' | 'xirrByFund'>;

function xirrOf(flows: readonly FundCashFlow[]): string | null {
  return xirr(flows.map((f): CashFlow => ({ date: f.date, amount: f.amount })));
}

// XIRR of each fund and of the account over the customer's whole history, funds by code.
export function xirrFigures(flows: readonly FundCashFlow[]): XirrFigures {
  const byFund = new Map<string, FundCashFlow[]>();
  for (const flow of flows) {
    const list = byFund.get(flow.fundCode);
    if (list) list.push(flow);
    else byFund.set(flow.fundCode, [flow]);
  }
  const xirrByFund = [...byFund.values()].map((fundFlows) => {
    const first = fundFlows[0] as FundCashFlow;
    return { fundCode: first.fundCode, fundName: first.fundName, xirr: xirrOf(fundFlows) };
  });
  return { xirr: xirrOf(flows), xirrByFund };
}

const xirrCache = createVersionedCache<XirrFigures>(2_000);

// The figures change only when the history does (historyVersion), so they are solved once per change.
export function customerXirr(db: DbExecutor, customerId: string, today: string, version: string): Promise<XirrFigures> {
  return xirrCache.get(db, customerId, version, async () => xirrFigures(await fundCashFlows(db, customerId, today)));
}
