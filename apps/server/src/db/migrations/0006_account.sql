-- Account opening and the personal area (issue 6): identity details beyond §3 user info, the trade
-- password, ID-card images under review, bound bank cards, dictionaries and the risk questionnaire.
-- Kept in sync by hand with src/db/schema/customer-account-columns.ts and src/db/schema/account.ts.
ALTER TABLE "customer"
	ADD COLUMN "nationality" text,
	ADD COLUMN "province_code" text,
	ADD COLUMN "city_code" text,
	ADD COLUMN "county_code" text,
	ADD COLUMN "tax_resident" text,
	ADD COLUMN "tax_id_enc" text,
	ADD COLUMN "no_tax_id_reason" text,
	ADD COLUMN "controller_name" text,
	ADD COLUMN "beneficiary_name" text,
	ADD COLUMN "identity_verified_at" timestamp with time zone,
	ADD COLUMN "idcard_reject_reason" text,
	ADD COLUMN "trade_password_hash" text,
	ADD COLUMN "trade_password_failures" integer DEFAULT 0 NOT NULL,
	-- The Shanghai calendar day on which the failures were counted; a new day starts from zero.
	ADD COLUMN "trade_password_failure_day" date,
	ADD COLUMN "opened_at" timestamp with time zone;
--> statement-breakpoint
-- Fund account numbers of newly opened accounts; demo and imported accounts use numbers below the start.
CREATE SEQUENCE "fund_account_no_seq" START WITH 100000001;
--> statement-breakpoint
-- Each upload of the two sides of an ID card; files live encrypted outside the web root.
CREATE TABLE "id_card_submission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"front_file" text NOT NULL,
	"back_file" text NOT NULL,
	"front_mime" text NOT NULL,
	"back_mime" text NOT NULL,
	-- §3 ID-card upload status: 2 under review, 1 approved, 4 rejected (may upload again).
	"status" text DEFAULT '2' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "id_card_submission_status_check" CHECK ("status" in ('1', '2', '4'))
);
--> statement-breakpoint
CREATE INDEX "id_card_submission_customer_idx" ON "id_card_submission" USING btree ("customer_id", "created_at");
--> statement-breakpoint
-- A bank card of a customer. pending: pre-signed, waiting for the bank's SMS code; signed: usable;
-- unbound: kept for the records of the trades that rode on it.
CREATE TABLE "bank_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	-- The trade account (tradeacco) the card is known by in trades.
	"tradeacco" text NOT NULL UNIQUE,
	"bank_code" text NOT NULL,
	"card_no_enc" text NOT NULL,
	"card_no_hash" text NOT NULL,
	-- First 6 and last 4 digits, enough for every masked display without decrypting.
	"card_head" text NOT NULL,
	"card_tail" text NOT NULL,
	"reserved_mobile" text NOT NULL,
	-- §3: capitalmode "1" (remittance) accounts are left out of the bank list.
	"capitalmode" text DEFAULT 'K' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"per_order_limit" numeric(16, 2) DEFAULT 0 NOT NULL,
	"per_day_limit" numeric(16, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"unbound_at" timestamp with time zone,
	CONSTRAINT "bank_card_status_check" CHECK ("status" in ('pending', 'signed', 'unbound'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_live_idx" ON "bank_card" USING btree ("customer_id", "card_no_hash") WHERE "status" <> 'unbound';
--> statement-breakpoint
CREATE INDEX "bank_card_customer_idx" ON "bank_card" USING btree ("customer_id", "status");
--> statement-breakpoint
CREATE SEQUENCE "bank_card_tradeacco_seq" START WITH 1000001;
--> statement-breakpoint
-- §3 dictionaries requested by name.
CREATE TABLE "dictionary_item" (
	"dict_name" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_item_pk" PRIMARY KEY ("dict_name", "code")
);
--> statement-breakpoint
-- The risk questionnaire: scored questions, and the lowest-risk judgement questions (any answer
-- flagged makes the customer C1 whatever the score).
CREATE TABLE "risk_question" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'score' NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	-- [{ "value": "A", "label": "…", "score": 4, "lowest": false }]
	"options" jsonb NOT NULL,
	CONSTRAINT "risk_question_kind_check" CHECK ("kind" in ('score', 'lowest'))
);
--> statement-breakpoint
CREATE TABLE "risk_assessment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"forced_lowest" boolean DEFAULT false NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "risk_assessment_customer_idx" ON "risk_assessment" USING btree ("customer_id", "assessed_at");
