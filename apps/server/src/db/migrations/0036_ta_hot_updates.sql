-- The batch updates a holding on every confirmed order, release of frozen shares and income carry, and a lot when a
-- redemption consumes it: each update writes a new row version. With room on the page PostgreSQL keeps it there and
-- leaves the indexes alone (a heap-only update, as trade_order since 0017); on a full page it moves the row and adds
-- an entry to every index (holding_pk; the lots' primary key and holding index). Half of each page is left for the
-- next version of its rows. Applies to pages written from now on. Kept in sync by hand with src/db/schema/trading.ts.
ALTER TABLE "holding" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "share_lot" SET (fillfactor = 50);
