-- The income rollups of 0013_assets_history.sql, upserted in key order: a batch's daily-income statement hands the
-- trigger a million rows, whose totals (grouped by hashing, in no order) otherwise probe and extend the primary keys of
-- income_day_total and income_month_fund at scattered pages, each read back into the buffer cache. Sorted, the keys
-- are visited page by page. Same sums as before.
CREATE OR REPLACE FUNCTION "income_rollup_apply"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		WITH gone AS (SELECT * FROM old_rows),
		day_total AS (
			INSERT INTO income_day_total AS t (customer_id, income_date, income, market_value, holdings)
			SELECT customer_id, income_date, -sum(income), -sum(market_value), -count(*)::int FROM gone GROUP BY customer_id, income_date
			ORDER BY customer_id, income_date
			ON CONFLICT (customer_id, income_date) DO UPDATE
				SET income = t.income + excluded.income, market_value = t.market_value + excluded.market_value, holdings = t.holdings + excluded.holdings
		)
		INSERT INTO income_month_fund AS m (customer_id, fund_code, month, income, days)
		SELECT customer_id, fund_code, date_trunc('month', income_date)::date, -sum(income), -count(*)::int FROM gone
		GROUP BY customer_id, fund_code, date_trunc('month', income_date)
		ORDER BY customer_id, fund_code, date_trunc('month', income_date)
		ON CONFLICT (customer_id, fund_code, month) DO UPDATE SET income = m.income + excluded.income, days = m.days + excluded.days;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		WITH came AS (SELECT * FROM new_rows),
		day_total AS (
			INSERT INTO income_day_total AS t (customer_id, income_date, income, market_value, holdings)
			SELECT customer_id, income_date, sum(income), sum(market_value), count(*)::int FROM came GROUP BY customer_id, income_date
			ORDER BY customer_id, income_date
			ON CONFLICT (customer_id, income_date) DO UPDATE
				SET income = t.income + excluded.income, market_value = t.market_value + excluded.market_value, holdings = t.holdings + excluded.holdings
		)
		INSERT INTO income_month_fund AS m (customer_id, fund_code, month, income, days)
		SELECT customer_id, fund_code, date_trunc('month', income_date)::date, sum(income), count(*)::int FROM came
		GROUP BY customer_id, fund_code, date_trunc('month', income_date)
		ORDER BY customer_id, fund_code, date_trunc('month', income_date)
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
