import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  holdingFiguresOf,
  holdingFiguresStatement,
  pendingOrdersOf,
  pendingOrdersStatement,
  type HoldingFigures,
  type HoldingFiguresRow,
  type PendingOrderRow,
} from './holdings.repository.ts';
import { heldHoldingsOf, heldHoldingsStatement, type HeldHoldings, type HeldHoldingsRow } from './held-holdings.repository.ts';
import { messagePageOf, messagePageStatement, type MessagePage, type MessagePageRow } from './messages.repository.ts';
import { todoSourcesOf, todoSourcesStatement, type TodoSources } from './todo.repository.ts';

// The my-assets page asks for holdings, pending orders, to-dos and messages on every visit: each read is the
// statement its own call runs, and here they travel as one statement (one round trip, one backend) whose columns are
// their rows as JSON. A subquery's ORDER BY is the order json_agg takes its rows in.
const jsonRows = (statement: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${statement}) r)`;
const jsonRow = (statement: SQL) => sql`(select row_to_json(r) from (${statement}) r)`;

export interface HoldingsAndPending {
  figures: HoldingFigures[];
  pending: PendingOrderRow[];
}

export async function holdingsAndPending(db: DbExecutor, customerId: string, today: string): Promise<HoldingsAndPending> {
  const [row] = await rowsOf<{ figures: HoldingFiguresRow | string | null; pending: PendingOrderRow[] | string }>(
    db,
    sql`select ${jsonRow(holdingFiguresStatement(customerId, today))} as figures,
               ${jsonRows(pendingOrdersStatement(customerId))} as pending`,
  );
  return { figures: holdingFiguresOf(jsonOf(row?.figures)), pending: pendingOrdersOf(jsonOf(row?.pending) ?? []) };
}

export interface AssetsPageWindow {
  today: string;
  todoSince: string;
  messagesSince: Date;
  messagesSinceDate: string;
  messageLimit: number;
}

export interface AssetsPageRows {
  held: HeldHoldings;
  pending: PendingOrderRow[];
  todo: TodoSources | undefined;
  messages: MessagePage;
}

// The held holdings' list stays the JSON text the database wrote (a text column, never parsed here): the page sends it
// on as it is.
export async function assetsPageRows(db: DbExecutor, customerId: string, window: AssetsPageWindow): Promise<AssetsPageRows> {
  const [row] = await rowsOf<
    HeldHoldingsRow & {
      pending: PendingOrderRow[] | string;
      todo: TodoSources | string | null;
      messages: MessagePageRow | string | null;
    }
  >(
    db,
    sql`select held.*,
               ${jsonRows(pendingOrdersStatement(customerId))} as pending,
               ${jsonRow(todoSourcesStatement(customerId, window.todoSince))} as todo,
               ${jsonRow(messagePageStatement(customerId, window.messagesSince, window.messagesSinceDate, window.messageLimit))} as messages
        from (${heldHoldingsStatement(customerId, window.today)}) held`,
  );
  return {
    held: heldHoldingsOf(row),
    pending: pendingOrdersOf(jsonOf(row?.pending) ?? []),
    todo: todoSourcesOf(jsonOf(row?.todo)),
    messages: messagePageOf(jsonOf(row?.messages)),
  };
}

export interface HeldHoldingsAndPending {
  held: HeldHoldings;
  pending: PendingOrderRow[];
}

// Share-info of the held holdings (firstflag=1): the held holdings' statement of the my-assets page and the pending
// orders its summary counts, in one round trip.
export async function heldHoldingsAndPending(db: DbExecutor, customerId: string, today: string): Promise<HeldHoldingsAndPending> {
  const [row] = await rowsOf<HeldHoldingsRow & { pending: PendingOrderRow[] | string }>(
    db,
    sql`select held.*, ${jsonRows(pendingOrdersStatement(customerId))} as pending
        from (${heldHoldingsStatement(customerId, today)}) held`,
  );
  return { held: heldHoldingsOf(row), pending: pendingOrdersOf(jsonOf(row?.pending) ?? []) };
}

// A json column arrives parsed or as text, depending on the driver.
function jsonOf<T>(value: T | string | null | undefined): T | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
