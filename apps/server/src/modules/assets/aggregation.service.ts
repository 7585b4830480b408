import { aggregationResponse, assetsSummary, shareInfoResponse } from '@fund-direct/domain/contracts';
import { okJsonText } from '../../plugins/envelope.ts';
import { contractStringify } from '../../plugins/zod-validation.ts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { assetsPageRows, heldHoldingsAndPending } from './aggregation.repository.ts';
import type { HeldHoldings } from './held-holdings.repository.ts';
import type { PendingOrderRow } from './holdings.repository.ts';
import { inTransitFrom, splitFrom, summaryFrom } from './holdings.service.ts';
import { messageListFrom, messageWindow } from './messages.service.ts';
import { todoListFrom, todoSince } from './todo.service.ts';

const parts = aggregationResponse.shape;
const writeSummary = contractStringify(assetsSummary);
const writeSplit = contractStringify(shareInfoResponse.shape.split);
const writeInTransit = contractStringify(parts.inTransit);
const writeTodo = contractStringify(parts.todo);
const writeMessages = contractStringify(parts.messages);

// The share-info answer of the held holdings as JSON text: the list as the database wrote it, the summary and the split
// by the contract's serialisers.
function heldShareInfoText(held: HeldHoldings, pending: readonly PendingOrderRow[]): string {
  const summary = summaryFrom(held.totals, held.incomeDate, pending);
  const split = splitFrom(
    held.types.map((t) => [t.fundType, t.marketValue] as [string, string]),
    held.totals?.heldMarketValue ?? '0.00',
  );
  return `{"summary":${writeSummary(summary)},"list":${held.listJson},"split":${writeSplit(split)}}`;
}

// GET /query/share-info?firstflag=1: the held holdings, the same text as the my-assets answer's shareInfo.
export async function heldShareInfoJson(deps: AssetsDeps, customerId: string): Promise<string> {
  const { held, pending } = await heldHoldingsAndPending(deps.db, customerId, todayOf(deps));
  return okJsonText(heldShareInfoText(held, pending));
}

// POST /query/aggregation: the my-assets page in one answer, read in one statement; the pending orders are read once
// for both the in-transit list and the summary's in-transit money. The answer is written as JSON text in the
// contract's field order: the held holdings' list (most of its bytes) as the database wrote it, the rest by the
// contract's serialisers (serialised-once.test.ts compares the whole with zod's parse and JSON.stringify).
export async function myAssetsAggregationJson(deps: AssetsDeps, customerId: string): Promise<string> {
  const messages = messageWindow(deps);
  const rows = await assetsPageRows(deps.db, customerId, {
    today: todayOf(deps),
    todoSince: todoSince(deps),
    messagesSince: messages.since,
    messagesSinceDate: messages.sinceDate,
    messageLimit: messages.limit,
  });
  return okJsonText(
    `{"shareInfo":${heldShareInfoText(rows.held, rows.pending)},"inTransit":${writeInTransit(inTransitFrom(rows.pending, deps.now()))},` +
      `"todo":${writeTodo(todoListFrom(deps, rows.todo))},"messages":${writeMessages(messageListFrom(rows.messages))}}`,
  );
}
