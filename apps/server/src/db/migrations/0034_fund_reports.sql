-- A fund's quarterly report figures (规模, shares, asset allocation, top ten stocks, industries) per report date, and
-- the benchmark as its contract defines it: index definitions, their daily closes, and each fund's components.
-- Kept in sync by hand with src/db/schema/fund-report.ts. Ratios are fractions of the fund's net assets.
CREATE TABLE "fund_report" (
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code") ON DELETE cascade,
	-- A quarter end (03-31, 06-30, 09-30, 12-31).
	"report_date" date NOT NULL,
	"net_assets" numeric(20, 2) NOT NULL,
	"total_shares" numeric(20, 2) NOT NULL,
	"stock_ratio" numeric(7, 6) NOT NULL,
	"bond_ratio" numeric(7, 6) NOT NULL,
	"cash_ratio" numeric(7, 6) NOT NULL,
	"other_ratio" numeric(7, 6) NOT NULL,
	-- 'seed', or the approved proposal (or CLI import) that wrote it.
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_report_pk" PRIMARY KEY ("fund_code", "report_date"),
	CONSTRAINT "fund_report_quarter_end_check" CHECK (
		extract(month from "report_date") in (3, 6, 9, 12)
		and "report_date" = (date_trunc('month', "report_date") + interval '1 month' - interval '1 day')::date),
	CONSTRAINT "fund_report_net_assets_check" CHECK ("net_assets" > 0),
	CONSTRAINT "fund_report_total_shares_check" CHECK ("total_shares" > 0),
	CONSTRAINT "fund_report_ratios_check" CHECK (
		"stock_ratio" between 0 and 1 and "bond_ratio" between 0 and 1 and "cash_ratio" between 0 and 1 and "other_ratio" between 0 and 1),
	-- Four ratios printed with two decimals of a percent each: 100 % within 0.02 points (domain report-check.ts).
	CONSTRAINT "fund_report_allocation_sum_check" CHECK (abs("stock_ratio" + "bond_ratio" + "cash_ratio" + "other_ratio" - 1) <= 0.0002)
);
--> statement-breakpoint
CREATE TABLE "fund_report_holding" (
	"fund_code" char(6) NOT NULL,
	"report_date" date NOT NULL,
	"rank" smallint NOT NULL,
	"security_code" text NOT NULL,
	"security_name" text NOT NULL,
	"market_value" numeric(20, 2) NOT NULL,
	"ratio" numeric(7, 6) NOT NULL,
	CONSTRAINT "fund_report_holding_pk" PRIMARY KEY ("fund_code", "report_date", "rank"),
	CONSTRAINT "fund_report_holding_report_fk" FOREIGN KEY ("fund_code", "report_date")
		REFERENCES "fund_report"("fund_code", "report_date") ON DELETE cascade,
	CONSTRAINT "fund_report_holding_security_unique" UNIQUE ("fund_code", "report_date", "security_code"),
	CONSTRAINT "fund_report_holding_rank_check" CHECK ("rank" between 1 and 10),
	CONSTRAINT "fund_report_holding_market_value_check" CHECK ("market_value" > 0),
	CONSTRAINT "fund_report_holding_ratio_check" CHECK ("ratio" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "fund_report_industry" (
	"fund_code" char(6) NOT NULL,
	"report_date" date NOT NULL,
	-- 证监会行业分类 门类 (A–S).
	"industry_code" char(1) NOT NULL,
	"industry_name" text NOT NULL,
	"market_value" numeric(20, 2) NOT NULL,
	"ratio" numeric(7, 6) NOT NULL,
	CONSTRAINT "fund_report_industry_pk" PRIMARY KEY ("fund_code", "report_date", "industry_code"),
	CONSTRAINT "fund_report_industry_report_fk" FOREIGN KEY ("fund_code", "report_date")
		REFERENCES "fund_report"("fund_code", "report_date") ON DELETE cascade,
	CONSTRAINT "fund_report_industry_code_check" CHECK ("industry_code" between 'A' and 'S'),
	CONSTRAINT "fund_report_industry_market_value_check" CHECK ("market_value" >= 0),
	CONSTRAINT "fund_report_industry_ratio_check" CHECK ("ratio" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "market_index" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "market_index_code_check" CHECK ("code" ~ '^[0-9A-Z]{1,12}$')
);
--> statement-breakpoint
-- No foreign key, like nav (0001_fund.sql): tens of thousands of closes are bulk-loaded and a per-row key check adds
-- most of their load time; the writers (seed, report import, the demo's next-day closes) take codes from market_index.
CREATE TABLE "market_index_close" (
	"index_code" text NOT NULL,
	"close_date" date NOT NULL,
	"close" numeric(14, 4) NOT NULL,
	CONSTRAINT "market_index_close_pk" PRIMARY KEY ("index_code", "close_date"),
	CONSTRAINT "market_index_close_check" CHECK ("close" > 0)
);
--> statement-breakpoint
-- The fund contract's 业绩比较基准 as computed (domain yield/benchmark.ts): each component an index's return or a fixed
-- yearly rate (一年期定期存款利率（税后）…), with its weight. fund.benchmark keeps the contract's words.
CREATE TABLE "fund_benchmark_component" (
	"fund_code" char(6) NOT NULL REFERENCES "fund"("code") ON DELETE cascade,
	"seq" smallint NOT NULL,
	"index_code" text REFERENCES "market_index"("code"),
	"rate_name" text,
	"annual_rate" numeric(8, 6),
	"weight" numeric(7, 6) NOT NULL,
	CONSTRAINT "fund_benchmark_component_pk" PRIMARY KEY ("fund_code", "seq"),
	CONSTRAINT "fund_benchmark_component_weight_check" CHECK ("weight" > 0 and "weight" <= 1),
	CONSTRAINT "fund_benchmark_component_kind_check" CHECK (
		("index_code" is not null and "rate_name" is null and "annual_rate" is null)
		or ("index_code" is null and "rate_name" is not null and "annual_rate" is not null)),
	CONSTRAINT "fund_benchmark_component_rate_check" CHECK ("annual_rate" is null or ("annual_rate" >= 0 and "annual_rate" < 1))
);
--> statement-breakpoint
CREATE INDEX "fund_benchmark_component_index_code_idx" ON "fund_benchmark_component" USING btree ("index_code");
--> statement-breakpoint
-- The per-fund synthetic benchmark levels are replaced by the series computed from the components.
DROP TABLE "benchmark_nav";
