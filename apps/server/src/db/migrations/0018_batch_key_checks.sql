-- The TA batch writes a confirmation and a ledger row per order (issue 7: 100,000 orders in under
-- 10 s), and PostgreSQL checks each row's foreign keys one by one after the statement: an index
-- probe and a row lock on the referenced row, about a quarter of the time of confirming. The two
-- keys left on those rows go, like the ledger's fund and order keys before them (0017): a
-- confirmation is written only by the statement that has just read and locked its order and sets
-- its status, and a ledger row only from the order, holding or dividend row its statement has read.
-- Kept in sync by hand with src/db/schema/trading.ts.
ALTER TABLE "trade_confirmation" DROP CONSTRAINT "trade_confirmation_order_id_fkey";
--> statement-breakpoint
ALTER TABLE "share_ledger" DROP CONSTRAINT "share_ledger_customer_id_fkey";
--> statement-breakpoint
-- What those keys' ON DELETE CASCADE did, once per statement instead of once per row, for every
-- table of a customer's shares that carries no key (the derived tables never had one): deleting a
-- customer takes their confirmations, ledger, holdings, lots and daily income (and, through the
-- rollup triggers of daily_income, its day and month totals) with them.
CREATE FUNCTION "customer_share_rows_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM trade_confirmation t USING gone_customers g WHERE t.customer_id = g.id;
	DELETE FROM share_ledger l USING gone_customers g WHERE l.customer_id = g.id;
	DELETE FROM holding h USING gone_customers g WHERE h.customer_id = g.id;
	DELETE FROM share_lot s USING gone_customers g WHERE s.customer_id = g.id;
	DELETE FROM daily_income d USING gone_customers g WHERE d.customer_id = g.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_share_rows_delete" AFTER DELETE ON "customer"
	REFERENCING OLD TABLE AS gone_customers FOR EACH STATEMENT EXECUTE FUNCTION "customer_share_rows_delete"();
