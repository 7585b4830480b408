import type { AggregationResponse } from '@fund-direct/domain/contracts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { holdingFigures, pendingOrders } from './holdings.repository.ts';
import { inTransitFrom, shareInfoFrom } from './holdings.service.ts';
import { messageList } from './messages.service.ts';
import { todoList } from './todo.service.ts';

// POST /query/aggregation: the my-assets page in one answer; the pending orders are read once for
// both the in-transit list and the summary's in-transit money.
export async function myAssetsAggregation(deps: AssetsDeps, customerId: string): Promise<AggregationResponse> {
  const [figures, pending, todo, messages] = await Promise.all([
    holdingFigures(deps.db, customerId, todayOf(deps)),
    pendingOrders(deps.db, customerId),
    todoList(deps, customerId),
    messageList(deps, customerId),
  ]);
  return { shareInfo: shareInfoFrom(figures, pending, '1'), inTransit: inTransitFrom(pending, deps.now()), todo, messages };
}
