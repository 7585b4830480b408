-- Transfer-agent rules beyond the first batch (issue 7): the fund's total shares per day (the basis of
-- the large-redemption threshold), large-redemption events and the orders split off by them, the
-- back-end charge kept apart in a confirmation, and money-fund income carried as shares.
-- Kept in sync by hand with src/db/schema/fund.ts and src/db/schema/trading.ts.
-- The fund's total shares (all channels) at the end of the NAV date, as the fund accountant reports
-- them; null when not reported, and then no redemption of the next day is ever treated as large.
ALTER TABLE "nav" ADD COLUMN "total_shares" numeric(20, 2);
--> statement-breakpoint
-- The order a large redemption's excess was split from: the excess carried to the next trading day
-- (status 9) or cancelled at the customer's choice (status 0). What the customer applied for is the
-- original's shares plus those of the orders split from it.
ALTER TABLE "trade_order" ADD COLUMN "parent_order_id" uuid REFERENCES "trade_order"("id");
--> statement-breakpoint
CREATE INDEX "trade_order_parent_idx" ON "trade_order" USING btree ("parent_order_id") WHERE "parent_order_id" IS NOT NULL;
--> statement-breakpoint
-- The back-end charge (charge type B) included in fee, paid by the B lots a redemption or conversion took.
ALTER TABLE "trade_confirmation" ADD COLUMN "back_end_fee" numeric(18, 2);
--> statement-breakpoint
-- One row per fund and trade date whose net redemption applications exceeded the threshold
-- (10 % of the total shares of the previous trading day): what was measured and what was paid on T.
CREATE TABLE "large_redemption_event" (
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code"),
	"trade_date" date NOT NULL,
	"prev_total_shares" numeric(20, 2) NOT NULL,
	"threshold_shares" numeric(20, 2) NOT NULL,
	-- Redemptions and conversions out applied for on T.
	"redeem_shares" numeric(20, 2) NOT NULL,
	-- Purchases and conversions in of T, as shares at NAV(T).
	"purchase_shares" numeric(20, 2) NOT NULL,
	-- Redemption applications accepted on T (threshold + purchase shares), shared pro rata.
	"accepted_shares" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "large_redemption_event_pk" PRIMARY KEY ("fund_code", "trade_date")
);
--> statement-breakpoint
-- income_carry: a money fund's daily income added to the holding as shares (NAV 1.0000).
ALTER TABLE "share_ledger" DROP CONSTRAINT "share_ledger_kind_check";
--> statement-breakpoint
ALTER TABLE "share_ledger" ADD CONSTRAINT "share_ledger_kind_check" CHECK ("kind" in ('purchase', 'redeem', 'convert_in', 'convert_out', 'dividend_reinvest', 'freeze', 'unfreeze', 'adjust', 'income_carry'));
