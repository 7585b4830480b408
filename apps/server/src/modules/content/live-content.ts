import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// The columns every console-published content table carries (see migration 0025 and the domain's content-publishing rule).
export interface PublishedColumns {
  publishState: PgColumn;
  publishedAt: PgColumn;
}

// The one SQL form of isContentLive: what the public site (pages, blocks, search) may show at `now`.
// `now` is the app's clock, never the database's, so that a frozen or moved clock decides alike everywhere.
export function liveCondition(table: PublishedColumns, now: Date): SQL {
  return and(eq(table.publishState, 'published'), lte(table.publishedAt, now)) as SQL;
}
