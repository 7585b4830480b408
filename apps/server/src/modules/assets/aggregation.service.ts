import { aggregationResponse, assetsSummary, shareInfoResponse } from '@fund-direct/domain/contracts';
import { okJsonText } from '../../plugins/envelope.ts';
import { contractStringify } from '../../plugins/zod-validation.ts';
import { todayOf, type AssetsDeps } from './assets-deps.ts';
import { assetsPageRows } from './aggregation.repository.ts';
import { inTransitFrom, splitFrom, summaryFrom } from './holdings.service.ts';
import { messageListFrom, messageWindow } from './messages.service.ts';
import { todoListFrom, todoSince } from './todo.service.ts';

const parts = aggregationResponse.shape;
const writeSummary = contractStringify(assetsSummary);
const writeSplit = contractStringify(shareInfoResponse.shape.split);
const writeInTransit = contractStringify(parts.inTransit);
const writeTodo = contractStringify(parts.todo);
const writeMessages = contractStringify(parts.messages);

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
  const { held } = rows;
  const summary = summaryFrom(held.totals, held.incomeDate, rows.pending);
  const split = splitFrom(
    held.types.map((t) => [t.fundType, t.marketValue] as [string, string]),
    held.totals?.heldMarketValue ?? '0.00',
  );
  const shareInfo = `{"summary":${writeSummary(summary)},"list":${held.listJson},"split":${writeSplit(split)}}`;
  return okJsonText(
    `{"shareInfo":${shareInfo},"inTransit":${writeInTransit(inTransitFrom(rows.pending, deps.now()))},` +
      `"todo":${writeTodo(todoListFrom(deps, rows.todo))},"messages":${writeMessages(messageListFrom(rows.messages))}}`,
  );
}
