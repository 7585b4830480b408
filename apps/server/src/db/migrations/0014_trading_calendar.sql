-- Trading calendar years announced after a release (issue 7): one row per year with the State Council's
-- notice as validated JSON (holidays, make-up working days, extra exchange closures), where it came from
-- and when it was imported (or last revised). The server installs these years into the domain calendar
-- at start; `npm run cli -- calendar import FILE.json` adds one. Kept in sync by hand with
-- src/db/schema/trading-calendar.ts.
CREATE TABLE "trading_calendar_year" (
	"year" smallint PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"source" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_calendar_year_year_check" CHECK ("trading_calendar_year"."year" between 2000 and 2099),
	CONSTRAINT "trading_calendar_year_data_check" CHECK ("trading_calendar_year"."data"->>'year' = "trading_calendar_year"."year"::text)
);
