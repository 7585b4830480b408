-- Income rollups for the assets pages (issue 8): the income pages, trends and bills read a
-- customer's day totals and per-fund month totals instead of summing years of daily_income rows on
-- every request. Kept exact by statement-level triggers on daily_income (only the rows a statement
-- really inserted, updated or deleted are in its transition tables, so a batch rerun whose inserts
-- hit "on conflict do nothing" adds nothing). They cost the batch's daily-income step about 0.8 s
-- per 100,000 holdings on PostgreSQL (one upsert per customer and per holding).
-- Kept in sync by hand with src/db/schema/assets-history.ts.
CREATE TABLE "income_day_total" (
	"customer_id" uuid NOT NULL,
	"income_date" date NOT NULL,
	"income" numeric(18, 2) NOT NULL,
	"market_value" numeric(18, 2) NOT NULL,
	-- daily_income rows (holdings) behind the total; the row goes when it drops to 0.
	"holdings" integer NOT NULL,
	CONSTRAINT "income_day_total_pk" PRIMARY KEY ("customer_id", "income_date")
);
--> statement-breakpoint
CREATE TABLE "income_month_fund" (
	"customer_id" uuid NOT NULL,
	"fund_code" char(6) NOT NULL,
	-- The first day of the month.
	"month" date NOT NULL,
	"income" numeric(18, 2) NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "income_month_fund_pk" PRIMARY KEY ("customer_id", "fund_code", "month")
);
--> statement-breakpoint
-- jit off: compiling these small aggregates costs more than running them.
CREATE FUNCTION "income_rollup_apply"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		WITH gone AS (SELECT * FROM old_rows),
		day_total AS (
			INSERT INTO income_day_total AS t (customer_id, income_date, income, market_value, holdings)
			SELECT customer_id, income_date, -sum(income), -sum(market_value), -count(*)::int FROM gone GROUP BY customer_id, income_date
			ON CONFLICT (customer_id, income_date) DO UPDATE
				SET income = t.income + excluded.income, market_value = t.market_value + excluded.market_value, holdings = t.holdings + excluded.holdings
		)
		INSERT INTO income_month_fund AS m (customer_id, fund_code, month, income, days)
		SELECT customer_id, fund_code, date_trunc('month', income_date)::date, -sum(income), -count(*)::int FROM gone
		GROUP BY customer_id, fund_code, date_trunc('month', income_date)
		ON CONFLICT (customer_id, fund_code, month) DO UPDATE SET income = m.income + excluded.income, days = m.days + excluded.days;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		WITH came AS (SELECT * FROM new_rows),
		day_total AS (
			INSERT INTO income_day_total AS t (customer_id, income_date, income, market_value, holdings)
			SELECT customer_id, income_date, sum(income), sum(market_value), count(*)::int FROM came GROUP BY customer_id, income_date
			ON CONFLICT (customer_id, income_date) DO UPDATE
				SET income = t.income + excluded.income, market_value = t.market_value + excluded.market_value, holdings = t.holdings + excluded.holdings
		)
		INSERT INTO income_month_fund AS m (customer_id, fund_code, month, income, days)
		SELECT customer_id, fund_code, date_trunc('month', income_date)::date, sum(income), count(*)::int FROM came
		GROUP BY customer_id, fund_code, date_trunc('month', income_date)
		ON CONFLICT (customer_id, fund_code, month) DO UPDATE SET income = m.income + excluded.income, days = m.days + excluded.days;
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM income_day_total t USING (SELECT DISTINCT customer_id, income_date FROM old_rows) k
		WHERE t.customer_id = k.customer_id AND t.income_date = k.income_date AND t.holdings = 0;
		DELETE FROM income_month_fund m USING (SELECT DISTINCT customer_id, fund_code, date_trunc('month', income_date)::date AS month FROM old_rows) k
		WHERE m.customer_id = k.customer_id AND m.fund_code = k.fund_code AND m.month = k.month AND m.days = 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "income_rollup_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE income_day_total, income_month_fund;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "daily_income_rollup_insert" AFTER INSERT ON "daily_income"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "daily_income_rollup_update" AFTER UPDATE ON "daily_income"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "daily_income_rollup_delete" AFTER DELETE ON "daily_income"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "income_rollup_apply"();
--> statement-breakpoint
CREATE TRIGGER "daily_income_rollup_truncate" AFTER TRUNCATE ON "daily_income"
	FOR EACH STATEMENT EXECUTE FUNCTION "income_rollup_clear"();
--> statement-breakpoint
-- Whatever daily income a database already holds.
INSERT INTO "income_day_total" (customer_id, income_date, income, market_value, holdings)
SELECT customer_id, income_date, sum(income), sum(market_value), count(*)::int FROM daily_income GROUP BY customer_id, income_date;
--> statement-breakpoint
INSERT INTO "income_month_fund" (customer_id, fund_code, month, income, days)
SELECT customer_id, fund_code, date_trunc('month', income_date)::date, sum(income), count(*)::int FROM daily_income
GROUP BY customer_id, fund_code, date_trunc('month', income_date);
