-- The my-assets page values every holding at its fund's latest NAV, and probing nav once per holding was half of its
-- statement's work. fund_latest_nav keeps, per fund, the latest nav row's date (money funds are valued at 1.0000 on it)
-- and the latest unit NAV with its date, exact in the transaction that changes nav: statement triggers recompute the
-- funds a statement touched (two index probes each), after locking their rows so that concurrent writers of one fund
-- take turns and the later one sees the other's rows.
CREATE TABLE "fund_latest_nav" (
	"fund_code" char(6) PRIMARY KEY,
	"any_date" date,
	"unit_date" date,
	"unit_nav" numeric(12, 4)
);
--> statement-breakpoint
CREATE FUNCTION "fund_latest_nav_refresh"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
	codes char(6)[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT fund_code ORDER BY fund_code) INTO codes FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT fund_code ORDER BY fund_code) INTO codes FROM old_rows;
	ELSE
		SELECT array_agg(DISTINCT fund_code ORDER BY fund_code) INTO codes
		FROM (SELECT fund_code FROM new_rows UNION ALL SELECT fund_code FROM old_rows) t;
	END IF;
	IF codes IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO fund_latest_nav (fund_code) SELECT unnest(codes) ON CONFLICT (fund_code) DO NOTHING;
	PERFORM 1 FROM fund_latest_nav WHERE fund_code = ANY (codes) ORDER BY fund_code FOR UPDATE;
	-- A new statement, a new snapshot: what another writer of these funds committed before the lock was granted counts.
	UPDATE fund_latest_nav l
	SET any_date = (SELECT max(n.nav_date) FROM nav n WHERE n.fund_code = l.fund_code),
		unit_date = u.nav_date,
		unit_nav = u.unit_nav
	FROM unnest(codes) AS c(code)
	LEFT JOIN LATERAL (
		SELECT n.nav_date, n.unit_nav FROM nav n
		WHERE n.fund_code = c.code AND n.unit_nav IS NOT NULL ORDER BY n.nav_date DESC LIMIT 1
	) u ON true
	WHERE l.fund_code = c.code;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "fund_latest_nav_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM fund_latest_nav;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "nav_latest_insert" AFTER INSERT ON "nav"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fund_latest_nav_refresh"();
--> statement-breakpoint
CREATE TRIGGER "nav_latest_update" AFTER UPDATE ON "nav"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fund_latest_nav_refresh"();
--> statement-breakpoint
CREATE TRIGGER "nav_latest_delete" AFTER DELETE ON "nav"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fund_latest_nav_refresh"();
--> statement-breakpoint
CREATE TRIGGER "nav_latest_truncate" AFTER TRUNCATE ON "nav"
	FOR EACH STATEMENT EXECUTE FUNCTION "fund_latest_nav_clear"();
--> statement-breakpoint
-- Whatever NAVs a database already holds.
INSERT INTO "fund_latest_nav" (fund_code, any_date, unit_date, unit_nav)
SELECT c.fund_code, c.any_date, u.nav_date, u.unit_nav
FROM (SELECT fund_code, max(nav_date) AS any_date FROM nav GROUP BY fund_code) c
LEFT JOIN LATERAL (
	SELECT n.nav_date, n.unit_nav FROM nav n
	WHERE n.fund_code = c.fund_code AND n.unit_nav IS NOT NULL ORDER BY n.nav_date DESC LIMIT 1
) u ON true;
