-- The TA batch of each trade date as the console shows it (issue 17): one row per date, written by every run
-- (console, CLI, scheduler). state: queued (a run approved in the console, not started yet), running, done,
-- failed (failed_step and error say where and why; the steps before it stay done, a re-run goes on from there).
-- steps_done counts the steps of the latest run that have committed, in the batch's order (the live progress).
-- started_at and finished_at are the run's clock; runs counts the runs that started. approved_by is the checker who
-- approved the console's latest request for a run (null for runs from the CLI or the scheduler).
-- Kept in sync by hand with src/db/schema/trading.ts.
CREATE TABLE "ta_batch" (
	"trade_date" date PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failed_step" text,
	"error" text,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"approved_by" text,
	CONSTRAINT "ta_batch_state_check" CHECK ("state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "ta_batch_date_idx" ON "ta_batch" USING btree ("trade_date" DESC);
--> statement-breakpoint
-- How long the step's transaction took when it last wrote rows (null for steps finished before this column).
ALTER TABLE "ta_batch_step" ADD COLUMN "duration_ms" integer;
--> statement-breakpoint
-- Dates batched before this table: done when the last step (daily income) finished, else failed somewhere.
INSERT INTO "ta_batch" ("trade_date", "state", "started_at", "finished_at", "error", "steps_done", "runs")
SELECT "trade_date",
	CASE WHEN bool_or("step" = 'daily_income') THEN 'done' ELSE 'failed' END,
	min("finished_at"),
	max("finished_at"),
	CASE WHEN bool_or("step" = 'daily_income') THEN NULL ELSE '批处理未完成（此前的运行未记录错误原因），请重跑' END,
	count(*),
	1
FROM "ta_batch_step"
GROUP BY "trade_date";
