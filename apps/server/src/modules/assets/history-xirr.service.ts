import { xirr, type CashFlow } from '@fund-direct/domain/assets';
import type { TrendAllResponse } from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { cashFlowVersion, fundCashFlows, type FundCashFlow } from './history-cash-flows.repository.ts';

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

// The figures change only when the ledger, the cash dividends, the NAVs or the day do, so each
// customer's last answer is kept with the version it was computed at; the flows are read and
// solved again only when the version moved on. Per process and database: every instance keeps its own.
const MAX_CUSTOMERS = 2_000;
const computedByDatabase = new WeakMap<DbExecutor, Map<string, { version: string; figures: XirrFigures }>>();

export async function customerXirr(db: DbExecutor, customerId: string, today: string): Promise<XirrFigures> {
  let computed = computedByDatabase.get(db);
  if (!computed) {
    computed = new Map();
    computedByDatabase.set(db, computed);
  }
  const version = await cashFlowVersion(db, customerId, today);
  const kept = computed.get(customerId);
  // Re-inserted on every use, so that the oldest entry is the least recently used.
  computed.delete(customerId);
  if (kept && kept.version === version) {
    computed.set(customerId, kept);
    return kept.figures;
  }
  const figures = xirrFigures(await fundCashFlows(db, customerId, today));
  computed.set(customerId, { version, figures });
  if (computed.size > MAX_CUSTOMERS) computed.delete(computed.keys().next().value as string);
  return figures;
}
