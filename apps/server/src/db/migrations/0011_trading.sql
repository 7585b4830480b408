-- Trading and the transfer agent (issue 7): per-fund trade rules, orders, their confirmations, the
-- append-only share ledger with the holdings and purchase lots derived from it, risk confirmations,
-- regular-investment plans and their runs, dividends paid, daily income and the batch's own log.
-- Kept in sync by hand with src/db/schema/trading.ts.
ALTER TABLE "fund"
	-- 0 means no limit (§5 "无限额").
	ADD COLUMN "max_purchase_per_order" numeric(18, 2) DEFAULT 0 NOT NULL,
	ADD COLUMN "max_purchase_per_day" numeric(18, 2) DEFAULT 0 NOT NULL,
	ADD COLUMN "min_redemption_shares" numeric(18, 2) DEFAULT 1 NOT NULL,
	-- A redemption that would leave fewer shares than this redeems everything.
	ADD COLUMN "min_holding_shares" numeric(18, 2) DEFAULT 1 NOT NULL,
	-- Online discount factor on the front-end rate (0.1 = 一折, 1 = none).
	ADD COLUMN "purchase_discount" numeric(6, 4) DEFAULT 1 NOT NULL,
	-- §3 fee types offered: 'A' front-end, 'B' back-end, 'AB' both.
	ADD COLUMN "charge_types" text DEFAULT 'A' NOT NULL,
	-- §3 dividend type given to new holdings: 0 reinvestment, 1 cash.
	ADD COLUMN "default_dividend_method" char(1) DEFAULT '1' NOT NULL,
	-- Trading days from T until the shares can be seen (T+1, T+2 for QDII) is confirm_days;
	-- redemption money arrives redemption_arrival_days trading days after T.
	ADD CONSTRAINT "fund_charge_types_check" CHECK ("charge_types" in ('A', 'B', 'AB')),
	ADD CONSTRAINT "fund_default_dividend_method_check" CHECK ("default_dividend_method" in ('0', '1'));
--> statement-breakpoint
-- Back-end charge rates by holding years, applied when back-end shares are redeemed.
ALTER TABLE "fund_fee_tier" DROP CONSTRAINT "fund_fee_tier_kind_check";
--> statement-breakpoint
ALTER TABLE "fund_fee_tier" ADD CONSTRAINT "fund_fee_tier_kind_check" CHECK ("fee_kind" in ('subscription', 'purchase', 'back_end'));
--> statement-breakpoint
CREATE SEQUENCE "trade_order_no_seq" START WITH 1;
--> statement-breakpoint
-- The customer's explicit confirmation of a product above their risk level (§7 leave mark).
CREATE TABLE "risk_confirmation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code") ON DELETE cascade,
	"customer_level" text NOT NULL,
	"product_level" text NOT NULL,
	"warnings" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"used_by_order" uuid
);
--> statement-breakpoint
CREATE INDEX "risk_confirmation_customer_idx" ON "risk_confirmation" USING btree ("customer_id", "fund_code", "confirmed_at");
--> statement-breakpoint
CREATE TABLE "fixed_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_no" text NOT NULL UNIQUE,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"client_request_id" text NOT NULL,
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code"),
	"tradeacco" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	-- §3 unit: 0 month, 1 week, 2 day.
	"unit" char(1) NOT NULL,
	"day_of_month" smallint,
	-- §3 weekday codes 02–06 (Monday–Friday).
	"weekday" text,
	"start_date" date NOT NULL,
	"next_date" date,
	-- A active, P paused, T terminated by the customer, E ended (e.g. fund closed).
	"status" char(1) DEFAULT 'A' NOT NULL,
	"charge_type" char(1) DEFAULT 'A' NOT NULL,
	"risk_confirmation_id" uuid REFERENCES "risk_confirmation"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_plan_request_unique" UNIQUE ("customer_id", "client_request_id"),
	CONSTRAINT "fixed_plan_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "fixed_plan_unit_check" CHECK (
		("unit" = '0' AND "day_of_month" BETWEEN 1 AND 28 AND "weekday" IS NULL)
		OR ("unit" = '1' AND "weekday" IN ('02', '03', '04', '05', '06') AND "day_of_month" IS NULL)
		OR ("unit" = '2' AND "day_of_month" IS NULL AND "weekday" IS NULL)
	),
	CONSTRAINT "fixed_plan_status_check" CHECK ("status" in ('A', 'P', 'T', 'E'))
);
--> statement-breakpoint
CREATE INDEX "fixed_plan_due_idx" ON "fixed_plan" USING btree ("status", "next_date");
--> statement-breakpoint
CREATE INDEX "fixed_plan_customer_idx" ON "fixed_plan" USING btree ("customer_id", "created_at");
--> statement-breakpoint
-- Every order of a customer. Amount orders (subscribe, purchase, plan deductions) carry amount;
-- share orders (redeem, convert) carry shares; a dividend-method change carries dividend_method.
CREATE TABLE "trade_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL UNIQUE,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	-- Idempotency: the same request id of one customer is one order.
	"client_request_id" text NOT NULL,
	-- §4 trade-business code (020, 022, 024, 029, 036, 039, …) and record code (01, 02, 03, 13, …).
	"business_code" text NOT NULL,
	"record_code" text NOT NULL,
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code"),
	"target_fund_code" char(6) REFERENCES "fund"("code"),
	"amount" numeric(18, 2),
	"shares" numeric(18, 2),
	"charge_type" char(1),
	-- The fee quoted when placed (amount orders); the confirmed fee is in trade_confirmation.
	"quoted_fee" numeric(18, 2),
	"quoted_rate" numeric(8, 6),
	"list_rate" numeric(8, 6),
	"tradeacco" text,
	-- card: the bound card's quick payment; remit: 汇款支付, waits for the money.
	"payment_method" text,
	-- paid, awaiting (remittance not arrived), failed.
	"payment_status" text,
	-- §3 large redemption: 1 continue with the excess, 0 cancel the excess.
	"large_redemption" char(1),
	"dividend_method" char(1),
	"trade_date" date NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	-- §4 record status: 9 pending confirmation, 1 confirmed, 0 failed, 4 cancelled.
	"status" char(1) DEFAULT '9' NOT NULL,
	"fail_reason" text,
	"risk_confirmation_id" uuid REFERENCES "risk_confirmation"("id"),
	"plan_id" uuid REFERENCES "fixed_plan"("id"),
	"expected_confirm_date" date,
	"expected_arrival_date" date,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_order_request_unique" UNIQUE ("customer_id", "client_request_id"),
	CONSTRAINT "trade_order_status_check" CHECK ("status" in ('9', '1', '0', '4')),
	CONSTRAINT "trade_order_amount_check" CHECK ("amount" IS NULL OR "amount" > 0),
	CONSTRAINT "trade_order_shares_check" CHECK ("shares" IS NULL OR "shares" > 0),
	CONSTRAINT "trade_order_payment_method_check" CHECK ("payment_method" IS NULL OR "payment_method" in ('card', 'remit')),
	CONSTRAINT "trade_order_payment_status_check" CHECK ("payment_status" IS NULL OR "payment_status" in ('paid', 'awaiting', 'failed'))
);
--> statement-breakpoint
-- The batch picks up pending orders of one trade date.
CREATE INDEX "trade_order_pending_idx" ON "trade_order" USING btree ("trade_date", "fund_code") WHERE "status" = '9';
--> statement-breakpoint
CREATE INDEX "trade_order_customer_idx" ON "trade_order" USING btree ("customer_id", "placed_at");
--> statement-breakpoint
CREATE INDEX "trade_order_customer_fund_idx" ON "trade_order" USING btree ("customer_id", "fund_code", "status");
--> statement-breakpoint
CREATE INDEX "trade_order_plan_idx" ON "trade_order" USING btree ("plan_id", "trade_date") WHERE "plan_id" IS NOT NULL;
--> statement-breakpoint
-- What the transfer agent confirmed for an order (one row per order; conversions carry both legs).
CREATE TABLE "trade_confirmation" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "trade_order"("id") ON DELETE cascade,
	-- Copied from the order (which holds the reference) so a customer's confirmations read by index.
	"customer_id" uuid NOT NULL,
	"nav" numeric(12, 4),
	"fee" numeric(18, 2) DEFAULT 0 NOT NULL,
	-- Shares added (purchase, conversion in) and removed (redemption, conversion out).
	"shares_in" numeric(18, 2),
	"shares_out" numeric(18, 2),
	-- Money paid in (net of fee) or paid out to the card.
	"amount" numeric(18, 2),
	"target_nav" numeric(12, 4),
	"confirm_date" date NOT NULL,
	"arrival_date" date,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_confirmation_customer_idx" ON "trade_confirmation" USING btree ("customer_id", "confirm_date");
--> statement-breakpoint
-- Append-only: every change of a customer's shares or frozen shares. Holdings and lots are derived
-- from it and can be rebuilt from it. (order_id, kind) makes each batch step write an entry once.
CREATE TABLE "share_ledger" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code"),
	-- purchase, redeem, convert_in, convert_out, dividend_reinvest, freeze, unfreeze, adjust
	"kind" text NOT NULL,
	"shares" numeric(18, 2) DEFAULT 0 NOT NULL,
	"frozen" numeric(18, 2) DEFAULT 0 NOT NULL,
	"cost" numeric(18, 2) DEFAULT 0 NOT NULL,
	"order_id" uuid REFERENCES "trade_order"("id"),
	"ref" text,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_ledger_kind_check" CHECK ("kind" in ('purchase', 'redeem', 'convert_in', 'convert_out', 'dividend_reinvest', 'freeze', 'unfreeze', 'adjust'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "share_ledger_order_kind_idx" ON "share_ledger" USING btree ("order_id", "kind") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "share_ledger_ref_idx" ON "share_ledger" USING btree ("kind", "ref") WHERE "ref" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "share_ledger_customer_idx" ON "share_ledger" USING btree ("customer_id", "fund_code", "id");
--> statement-breakpoint
-- Derived from share_ledger (sum of shares, frozen and cost per customer and fund). The derived tables
-- (holding, share_lot, daily_income) carry no foreign keys: the ledger they are rebuilt from has them,
-- and the batch writes these rows by the hundred thousand, where each key check costs an index probe.
CREATE TABLE "holding" (
	"customer_id" uuid NOT NULL,
	"fund_code" char(6) NOT NULL,
	"shares" numeric(18, 2) DEFAULT 0 NOT NULL,
	"frozen" numeric(18, 2) DEFAULT 0 NOT NULL,
	"cost" numeric(18, 2) DEFAULT 0 NOT NULL,
	"dividend_method" char(1) NOT NULL,
	"tradeacco" text,
	"first_date" date,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holding_pk" PRIMARY KEY ("customer_id", "fund_code"),
	-- Two redemptions racing for the same shares: the second freeze breaks this and is refused.
	CONSTRAINT "holding_shares_check" CHECK ("shares" >= 0 AND "frozen" >= 0 AND "frozen" <= "shares"),
	CONSTRAINT "holding_dividend_method_check" CHECK ("dividend_method" in ('0', '1'))
);
--> statement-breakpoint
-- Purchase lots (first in, first out), for redemption fees by holding period.
CREATE TABLE "share_lot" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_code" char(6) NOT NULL,
	"order_id" uuid,
	"acquired_date" date NOT NULL,
	"charge_type" char(1) DEFAULT 'A' NOT NULL,
	"shares" numeric(18, 2) NOT NULL,
	"remaining" numeric(18, 2) NOT NULL,
	CONSTRAINT "share_lot_remaining_check" CHECK ("remaining" >= 0 AND "remaining" <= "shares")
);
--> statement-breakpoint
CREATE INDEX "share_lot_holding_idx" ON "share_lot" USING btree ("customer_id", "fund_code", "acquired_date", "id");
--> statement-breakpoint
CREATE TABLE "plan_run" (
	"plan_id" uuid NOT NULL REFERENCES "fixed_plan"("id") ON DELETE cascade,
	"run_date" date NOT NULL,
	-- §3 deduction status: 3 instruction sent; 1 invalid (failed, with the reason).
	"status" char(1) NOT NULL,
	"order_id" uuid REFERENCES "trade_order"("id"),
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_run_pk" PRIMARY KEY ("plan_id", "run_date")
);
--> statement-breakpoint
-- Dividends paid to a holding (record code 74): cash to the card or shares reinvested at the ex-date NAV.
CREATE TABLE "dividend_payment" (
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code"),
	"ex_date" date NOT NULL,
	"base_shares" numeric(18, 2) NOT NULL,
	"cash_per_share" numeric(12, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" char(1) NOT NULL,
	"reinvest_nav" numeric(12, 4),
	"reinvest_shares" numeric(18, 2),
	"pay_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dividend_payment_pk" PRIMARY KEY ("customer_id", "fund_code", "ex_date")
);
--> statement-breakpoint
-- The income of each holding on each trading day, written by the batch (for the assets pages).
CREATE TABLE "daily_income" (
	"customer_id" uuid NOT NULL,
	"fund_code" char(6) NOT NULL,
	"income_date" date NOT NULL,
	"shares" numeric(18, 2) NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	"market_value" numeric(18, 2) NOT NULL,
	"income" numeric(18, 2) NOT NULL,
	CONSTRAINT "daily_income_pk" PRIMARY KEY ("customer_id", "fund_code", "income_date")
);
--> statement-breakpoint
CREATE INDEX "daily_income_customer_date_idx" ON "daily_income" USING btree ("customer_id", "income_date");
--> statement-breakpoint
-- Money arrived for remittance orders (the bank's file, or `npm run cli -- remit arrive`).
CREATE TABLE "remit_notice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid REFERENCES "trade_order"("id"),
	"order_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	-- matched, short (less than the order), unknown (no such awaiting order)
	"result" text NOT NULL
);
--> statement-breakpoint
-- One row per finished batch step and trade date, so a rerun can report what it already did.
CREATE TABLE "ta_batch_step" (
	"trade_date" date NOT NULL,
	"step" text NOT NULL,
	"rows_affected" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ta_batch_step_pk" PRIMARY KEY ("trade_date", "step")
);
