-- The my-assets page and the in-transit list read a customer's pending orders (status 9) on every visit. trade_order
-- has no index naming status (0017: the batch's status updates stay heap-only), so that read walked every order the
-- customer ever placed. pending_trade_order lists the orders that became pending, written in the transaction that
-- inserts them (a statement trigger) or sets an order back to pending (a row trigger whose WHEN clause the batch's
-- updates never meet, so they stay heap-only and call nothing). An entry stays when its order is confirmed, failed or
-- cancelled: readers join trade_order and keep status 9. The batch's last step deletes the entries of orders no longer
-- pending, once per run, so the list holds about a day of orders.
-- Kept in sync by hand with src/db/schema/trading.ts.
CREATE TABLE "pending_trade_order" (
	"order_id" uuid PRIMARY KEY,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "pending_trade_order_customer_idx" ON "pending_trade_order" USING btree ("customer_id");
--> statement-breakpoint
CREATE FUNCTION "pending_trade_order_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO pending_trade_order (order_id, customer_id)
	SELECT id, customer_id FROM new_rows WHERE status = '9'
	ON CONFLICT (order_id) DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "pending_trade_order_reopened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO pending_trade_order (order_id, customer_id) VALUES (NEW.id, NEW.customer_id)
	ON CONFLICT (order_id) DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trade_order_pending_insert" AFTER INSERT ON "trade_order"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pending_trade_order_inserted"();
--> statement-breakpoint
CREATE TRIGGER "trade_order_pending_reopen" AFTER UPDATE OF "status" ON "trade_order"
	FOR EACH ROW WHEN (NEW.status = '9' AND OLD.status IS DISTINCT FROM '9') EXECUTE FUNCTION "pending_trade_order_reopened"();
--> statement-breakpoint
-- The orders a database already holds pending.
INSERT INTO "pending_trade_order" (order_id, customer_id) SELECT id, customer_id FROM "trade_order" WHERE status = '9';
