-- My assets reads each holding's income figures from here instead of summing years of daily income on
-- every request. Written by the batch's last step (modules/assets/holding-figures.step.ts) in its
-- transaction, for every holding of the customers whose income it wrote. A row counts only while its
-- income_date is still the customer's last daily-income date; otherwise (or without a row: a holding the
-- batch has not seen) the page works the figures out from daily_income as before. The NAV is looked up on
-- every request (one index probe), so a NAV published after the batch is shown at once.
-- Kept in sync by hand with src/db/schema/assets.ts.
CREATE TABLE "holding_figures" (
	"customer_id" uuid NOT NULL,
	"fund_code" char(6) NOT NULL,
	-- The customer's last daily-income date when the row was written.
	"income_date" date,
	-- The fund's income on income_date (0 without a row that day) and the sum of all its daily income.
	"yesterday_income" numeric(18, 2) NOT NULL,
	"cumulative_income" numeric(18, 2) NOT NULL,
	-- The value of `shares` at the latest NAV on or before the batch's trade date (money funds at 1.0000).
	"shares" numeric(18, 2) NOT NULL,
	"nav_date" date,
	"nav" numeric(12, 4),
	"market_value" numeric(18, 2) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holding_figures_pk" PRIMARY KEY ("customer_id", "fund_code")
);
--> statement-breakpoint
-- The to-do of a remittance still awaited reads a customer's few awaiting orders, not all of them.
CREATE INDEX "trade_order_customer_awaiting_idx" ON "trade_order" USING btree ("customer_id", "placed_at") WHERE "payment_status" = 'awaiting';
