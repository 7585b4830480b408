-- 银行流水: the collection account's statement files imported in the console or by `bank statement import`, and
-- their lines with how each was resolved. Kept in sync by hand with src/db/schema/bank-statement.ts.
CREATE TABLE "bank_statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	-- SHA-256 (hex) of the file's bytes: the same file is imported once.
	"sha256" text NOT NULL UNIQUE,
	-- The statement layout's code (packages/domain/src/bank-statement/layouts.ts: cmb, generic).
	"layout" text NOT NULL,
	-- The company's collection account the statement is of.
	"account_no" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	-- Staff member who imported it (null from the CLI) and the name shown for it.
	"imported_by" uuid REFERENCES "staff"("id"),
	"imported_by_name" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	-- Lines of the file, and those of them another file had already brought (not kept again).
	"line_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	CONSTRAINT "bank_statement_period_check" CHECK ("period_start" <= "period_end")
);
--> statement-breakpoint
CREATE INDEX "bank_statement_imported_at_idx" ON "bank_statement" USING btree ("imported_at");
--> statement-breakpoint
CREATE TABLE "bank_statement_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL REFERENCES "bank_statement"("id"),
	-- The line's number in the file (its spreadsheet row), as the bank's file shows it.
	"line_no" integer NOT NULL,
	"account_no" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	-- in: money onto the account (贷方/收入); out: money off it (借方/支出).
	"direction" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payer_name" text NOT NULL,
	"payer_account" text NOT NULL,
	"memo" text NOT NULL,
	"bank_serial" text NOT NULL,
	-- matched (by the import), manual (by staff), unmatched, ambiguous (several candidate orders), ignored.
	"state" text NOT NULL,
	-- The order the line paid (a remittance) or records (a card payment).
	"order_id" uuid REFERENCES "trade_order"("id"),
	"resolved_by" uuid REFERENCES "staff"("id"),
	"resolved_at" timestamp with time zone,
	-- Why the import left it to a person, or the reason staff gave for ignoring it.
	"note" text,
	CONSTRAINT "bank_statement_line_direction_check" CHECK ("direction" in ('in', 'out')),
	CONSTRAINT "bank_statement_line_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "bank_statement_line_state_check" CHECK ("state" in ('matched', 'manual', 'unmatched', 'ambiguous', 'ignored')),
	CONSTRAINT "bank_statement_line_order_check" CHECK (("state" in ('matched', 'manual')) = ("order_id" IS NOT NULL))
);
--> statement-breakpoint
-- A bank serial is the bank's own key of a transaction on the account: a line imported twice (the same statement
-- again, or an overlapping export) is kept once, so it never pays an order twice.
CREATE UNIQUE INDEX "bank_statement_line_serial_unique" ON "bank_statement_line" USING btree ("account_no", "bank_serial");
--> statement-breakpoint
CREATE INDEX "bank_statement_line_statement_idx" ON "bank_statement_line" USING btree ("statement_id", "line_no");
--> statement-breakpoint
-- One order is paid by one line.
CREATE UNIQUE INDEX "bank_statement_line_order_unique" ON "bank_statement_line" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
