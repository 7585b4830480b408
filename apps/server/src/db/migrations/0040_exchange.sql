-- Issue 34: the files exchanged with the registrar (TA) in the fund data-exchange protocol, and what came of them.
-- exchange_file: one row per file we wrote to the outbox or read from the inbox, with its state:
--   out: sent (in the outbox) → acknowledged (the registrar's confirmations of that day were imported);
--   in: received (written into the inbox by the built-in registrar) → imported, or refused with the reason (the line
--   and field the check stopped at).
-- exchange_confirmation: the registrar's transaction confirmations as read, keyed by its confirmation number, so that
-- importing a file twice changes nothing; order_id is null when the application is not one we sent (a break).
-- exchange_dividend: the registrar's dividend records as read (file 06), keyed by its serial number; the batch of the
-- ex-date pays them in registrar mode.
-- exchange_break: what the registrar says and we do not (an unknown order, another amount, other shares), stored and
-- shown, never written over our books.
-- Kept in sync by hand with src/db/schema/exchange.ts.
CREATE TABLE "exchange_file" (
	"id" bigserial PRIMARY KEY,
	"trade_date" date NOT NULL,
	"direction" text NOT NULL,
	"file_type" text NOT NULL,
	"name" text NOT NULL,
	"sha256" text,
	"record_count" integer,
	"state" text NOT NULL,
	"reason" text,
	"created_at" timestamptz NOT NULL,
	"updated_at" timestamptz NOT NULL,
	CONSTRAINT "exchange_file_direction_check" CHECK ("direction" in ('out', 'in')),
	CONSTRAINT "exchange_file_state_check" CHECK ("state" in ('sent', 'acknowledged', 'received', 'imported', 'refused')),
	CONSTRAINT "exchange_file_name_unique" UNIQUE ("direction", "name")
);
--> statement-breakpoint
CREATE INDEX "exchange_file_date_idx" ON "exchange_file" USING btree ("trade_date", "direction");
--> statement-breakpoint
CREATE TABLE "exchange_confirmation" (
	"ta_serial_no" text PRIMARY KEY,
	"app_sheet_serial_no" text NOT NULL,
	"order_id" uuid,
	"business_code" text NOT NULL,
	"return_code" text NOT NULL,
	"return_text" text NOT NULL,
	"trade_date" date NOT NULL,
	"confirm_date" date NOT NULL,
	"fund_code" text NOT NULL,
	"confirmed_amount" numeric(18, 2),
	"confirmed_shares" numeric(18, 2),
	"nav" numeric(12, 4),
	"fee" numeric(18, 2),
	"target_shares" numeric(18, 2),
	"target_nav" numeric(12, 4),
	"file_id" bigint NOT NULL REFERENCES "exchange_file"("id"),
	"imported_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchange_confirmation_order_idx" ON "exchange_confirmation" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "exchange_dividend" (
	"ta_serial_no" text PRIMARY KEY,
	"fund_account" text NOT NULL,
	"fund_code" text NOT NULL,
	"record_date" date NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"cash_per_share" numeric(12, 4) NOT NULL,
	"base_shares" numeric(18, 2) NOT NULL,
	"cash_amount" numeric(18, 2) NOT NULL,
	"reinvest_shares" numeric(18, 2),
	"reinvest_nav" numeric(12, 4),
	"method" char(1) NOT NULL,
	"file_id" bigint REFERENCES "exchange_file"("id"),
	"imported_at" timestamptz NOT NULL,
	CONSTRAINT "exchange_dividend_method_check" CHECK ("method" in ('0', '1'))
);
--> statement-breakpoint
CREATE INDEX "exchange_dividend_ex_date_idx" ON "exchange_dividend" USING btree ("ex_date");
--> statement-breakpoint
CREATE TABLE "exchange_break" (
	"id" bigserial PRIMARY KEY,
	"trade_date" date NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"fund_code" text,
	"transaction_account" text,
	"reference" text,
	"ours" numeric(18, 2),
	"theirs" numeric(18, 2),
	"detail" text NOT NULL,
	"file_id" bigint REFERENCES "exchange_file"("id"),
	"created_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exchange_break_date_idx" ON "exchange_break" USING btree ("trade_date");
