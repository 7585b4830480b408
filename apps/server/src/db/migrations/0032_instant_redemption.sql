-- 快速取现: a money fund's redemption paid to the customer's card at once out of the company's money (垫资).
-- The batch confirms the order as an ordinary redemption and its proceeds settle the advance.
-- Kept in sync by hand with src/db/schema/trading.ts.
ALTER TABLE "trade_order" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "instant_advance" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "trade_order"("id") ON DELETE cascade,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	-- The China date the money was paid: the daily limits count by it.
	"advance_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"advanced_at" timestamp with time zone NOT NULL,
	-- open: paid, waiting for the batch; settled: the redemption's proceeds repaid it; unrecovered: the
	-- redemption failed and operations must recover the money.
	"status" text DEFAULT 'open' NOT NULL,
	"settled_amount" numeric(18, 2),
	"settled_at" timestamp with time zone,
	CONSTRAINT "instant_advance_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "instant_advance_status_check" CHECK ("status" in ('open', 'settled', 'unrecovered'))
);
--> statement-breakpoint
CREATE INDEX "instant_advance_customer_day_idx" ON "instant_advance" USING btree ("customer_id", "advance_date");
--> statement-breakpoint
CREATE INDEX "instant_advance_day_idx" ON "instant_advance" USING btree ("advance_date");
--> statement-breakpoint
-- The company's advance of one day: taken by a conditional update of this row, so that two payouts at the
-- same moment can never together pass the total. The total is copied from system_param when the day's first
-- payout creates the row, and changed with it when operations set a new one.
CREATE TABLE "instant_advance_day" (
	"advance_date" date PRIMARY KEY NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"used" numeric(18, 2) DEFAULT 0 NOT NULL
);
