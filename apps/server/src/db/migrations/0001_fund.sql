-- §3 funds, NAV history, precomputed yields, dividends, managers. Kept in sync by hand with db/schema/fund.ts.
CREATE TABLE "fund" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"fund_type" text NOT NULL,
	"risk_level" text NOT NULL,
	"status" text NOT NULL,
	"state" char(1) DEFAULT '1' NOT NULL,
	"setup_date" date,
	"raise_start_date" date,
	"raise_end_date" date,
	"benchmark" text DEFAULT '' NOT NULL,
	"share_class" text DEFAULT '' NOT NULL,
	"is_money_fund" boolean DEFAULT false NOT NULL,
	"min_purchase_amount" numeric(18, 2) NOT NULL,
	"min_subscription_amount" numeric(18, 2) NOT NULL,
	"convertible" boolean DEFAULT true NOT NULL,
	"confirm_days" smallint DEFAULT 1 NOT NULL,
	"redemption_arrival_days" smallint DEFAULT 3 NOT NULL,
	"management_rate" numeric(8, 6) NOT NULL,
	"custody_rate" numeric(8, 6) NOT NULL,
	"sales_service_rate" numeric(8, 6),
	"recommended" boolean DEFAULT false NOT NULL,
	"recommend_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_code_check" CHECK ("fund"."code" ~ '^[0-9]{6}$'),
	CONSTRAINT "fund_state_check" CHECK ("fund"."state" in ('0', '1')),
	CONSTRAINT "fund_risk_level_check" CHECK ("fund"."risk_level" in ('R1', 'R2', 'R3', 'R4', 'R5')),
	CONSTRAINT "fund_status_check" CHECK ("fund"."status" in ('0', '1', '2', '4', '5', '6', '9')),
	CONSTRAINT "fund_confirm_days_check" CHECK ("fund"."confirm_days" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "fund_fee_tier" (
	"fund_code" char(6) NOT NULL,
	"fee_kind" text NOT NULL,
	"seq" smallint NOT NULL,
	"min_amount" numeric(18, 2) NOT NULL,
	"max_amount" numeric(18, 2),
	"rate" numeric(8, 6),
	"fixed_fee" numeric(18, 2),
	CONSTRAINT "fund_fee_tier_pk" PRIMARY KEY("fund_code","fee_kind","seq"),
	CONSTRAINT "fund_fee_tier_kind_check" CHECK ("fund_fee_tier"."fee_kind" in ('subscription', 'purchase')),
	CONSTRAINT "fund_fee_tier_rule_check" CHECK (("fund_fee_tier"."rate" is null) <> ("fund_fee_tier"."fixed_fee" is null))
);
--> statement-breakpoint
CREATE TABLE "fund_redemption_tier" (
	"fund_code" char(6) NOT NULL,
	"seq" smallint NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer,
	"rate" numeric(8, 6) NOT NULL,
	CONSTRAINT "fund_redemption_tier_pk" PRIMARY KEY("fund_code","seq")
);
--> statement-breakpoint
CREATE TABLE "fund_document" (
	"fund_code" char(6) NOT NULL,
	"seq" smallint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "fund_document_pk" PRIMARY KEY("fund_code","seq")
);
--> statement-breakpoint
-- nav and benchmark_nav have no foreign key: they are bulk-loaded (tens of thousands of rows), a
-- per-row key check doubles the load time, and their writers (seed, nav import) check fund codes.
CREATE TABLE "nav" (
	"fund_code" char(6) NOT NULL,
	"nav_date" date NOT NULL,
	"unit_nav" numeric(12, 4),
	"acc_nav" numeric(12, 4),
	"daily_change" numeric(12, 6),
	"income_per_10k" numeric(12, 4),
	"yield_7d" numeric(10, 6),
	CONSTRAINT "nav_pk" PRIMARY KEY("fund_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "benchmark_nav" (
	"fund_code" char(6) NOT NULL,
	"nav_date" date NOT NULL,
	"level" numeric(14, 4) NOT NULL,
	CONSTRAINT "benchmark_nav_pk" PRIMARY KEY("fund_code","nav_date")
);
--> statement-breakpoint
CREATE TABLE "fund_yield" (
	"fund_code" char(6) NOT NULL,
	"period" text NOT NULL,
	"as_of" date NOT NULL,
	"value" numeric(12, 6),
	CONSTRAINT "fund_yield_pk" PRIMARY KEY("fund_code","period")
);
--> statement-breakpoint
CREATE TABLE "dividend_declaration" (
	"fund_code" char(6) NOT NULL,
	"ex_date" date NOT NULL,
	"record_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"cash_per_share" numeric(12, 4) NOT NULL,
	CONSTRAINT "dividend_declaration_pk" PRIMARY KEY("fund_code","ex_date"),
	CONSTRAINT "dividend_declaration_cash_check" CHECK ("dividend_declaration"."cash_per_share" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_split" (
	"fund_code" char(6) NOT NULL,
	"split_date" date NOT NULL,
	"ratio" numeric(12, 6) NOT NULL,
	CONSTRAINT "fund_split_pk" PRIMARY KEY("fund_code","split_date"),
	CONSTRAINT "fund_split_ratio_check" CHECK ("fund_split"."ratio" > 0)
);
--> statement-breakpoint
CREATE TABLE "manager" (
	"man_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"title" text NOT NULL,
	"biography" text NOT NULL,
	"education" text NOT NULL,
	"career_start_date" date NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_manager" (
	"fund_code" char(6) NOT NULL,
	"man_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"return_during_tenure" numeric(12, 6),
	CONSTRAINT "fund_manager_pk" PRIMARY KEY("fund_code","man_id","start_date")
);
--> statement-breakpoint
ALTER TABLE "fund_fee_tier" ADD CONSTRAINT "fund_fee_tier_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_redemption_tier" ADD CONSTRAINT "fund_redemption_tier_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_document" ADD CONSTRAINT "fund_document_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_yield" ADD CONSTRAINT "fund_yield_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_declaration" ADD CONSTRAINT "dividend_declaration_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_split" ADD CONSTRAINT "fund_split_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_manager" ADD CONSTRAINT "fund_manager_fund_code_fund_code_fk" FOREIGN KEY ("fund_code") REFERENCES "public"."fund"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_manager" ADD CONSTRAINT "fund_manager_man_id_manager_man_id_fk" FOREIGN KEY ("man_id") REFERENCES "public"."manager"("man_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_manager_man_id_idx" ON "fund_manager" USING btree ("man_id");--> statement-breakpoint
CREATE INDEX "fund_yield_period_value_idx" ON "fund_yield" USING btree ("period","value");
