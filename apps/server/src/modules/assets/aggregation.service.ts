import type { AggregationResponse } from '@fund-direct/domain/contracts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { assetsPageRows } from './aggregation.repository.ts';
import { inTransitFrom, shareInfoFrom } from './holdings.service.ts';
import { messageListFrom, messageWindow } from './messages.service.ts';
import { todoListFrom, todoSince } from './todo.service.ts';

// POST /query/aggregation: the my-assets page in one answer, read in one statement; the pending orders are read once
// for both the in-transit list and the summary's in-transit money.
export async function myAssetsAggregation(deps: AssetsDeps, customerId: string): Promise<AggregationResponse> {
  const messages = messageWindow(deps);
  const rows = await assetsPageRows(deps.db, customerId, {
    today: todayOf(deps),
    todoSince: todoSince(deps),
    messagesSince: messages.since,
    messagesSinceDate: messages.sinceDate,
    messageLimit: messages.limit,
  });
  return {
    shareInfo: shareInfoFrom(rows.figures, rows.pending, '1'),
    inTransit: inTransitFrom(rows.pending, deps.now()),
    todo: todoListFrom(deps, rows.todo),
    messages: messageListFrom(rows.messages),
  };
}
