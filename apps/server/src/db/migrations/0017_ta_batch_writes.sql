-- The TA batch sets the status of every order of its trade date (issue 7: 100,000 orders in under
-- 10 s). While status was part of an index of trade_order (as a column or in a partial index's
-- predicate), each of those updates wrote a new entry into every index of the table: five per order.
-- With no index on status and room left on the page, PostgreSQL keeps the new row version on the
-- same page and touches no index at all (a heap-only update), about five times cheaper. The indexes
-- below replace the three that named status; queries for a customer's pending orders now read the
-- customer's orders through trade_order_customer_idx (customer_id, placed_at) and filter them.
-- Kept in sync by hand with src/db/schema/trading.ts.
DROP INDEX "trade_order_pending_idx";
--> statement-breakpoint
DROP INDEX "trade_order_customer_pending_idx";
--> statement-breakpoint
DROP INDEX "trade_order_customer_fund_idx";
--> statement-breakpoint
-- The batch reads the orders of its trade date (nearly all of them pending when it runs).
CREATE INDEX "trade_order_trade_date_idx" ON "trade_order" USING btree ("trade_date", "fund_code");
--> statement-breakpoint
-- Remittances still waiting for their money: the batch fails those past their cut-off.
CREATE INDEX "trade_order_awaiting_idx" ON "trade_order" USING btree ("trade_date") WHERE "payment_status" = 'awaiting';
--> statement-breakpoint
-- A customer's orders of one fund (the fund's daily limit counts those of one trade date).
CREATE INDEX "trade_order_customer_fund_date_idx" ON "trade_order" USING btree ("customer_id", "fund_code", "trade_date");
--> statement-breakpoint
-- An order is written during its trade date and confirmed (or failed) by that date's batch: half of
-- each page is left for the confirmed version of its rows. Applies to pages written from now on.
ALTER TABLE "trade_order" SET (fillfactor = 50);
--> statement-breakpoint
-- The batch appends a ledger row per confirmed order, and PostgreSQL checks foreign keys row by row:
-- the ledger's three took about a quarter of the time of confirming. Like nav and the derived tables,
-- the ledger keeps only the key that carries a rule: customer_id, whose ON DELETE CASCADE takes a
-- customer's ledger with them (and with it the rows of their orders). Fund codes and order ids are
-- written only from the order, holding or dividend row the same statement has just read (the batch
-- also holds the order's row lock from confirming it), and neither funds nor orders are ever deleted.
ALTER TABLE "share_ledger" DROP CONSTRAINT "share_ledger_fund_code_fkey";
--> statement-breakpoint
ALTER TABLE "share_ledger" DROP CONSTRAINT "share_ledger_order_id_fkey";
